import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/MaxWidthContainer';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';

export type MaxWidthContainerSettings = SettingsOf<typeof spec.schema>;

const MARGINS = { left: '0 auto 0 0', center: '0 auto', right: '0 0 0 auto' } as const;

/** Deprecated: its child at most maxWidth wide, placed left, centred or right. Old pages still render it. */
function MaxWidthContainer({ settings, renderSlot }: WidgetProps<MaxWidthContainerSettings>) {
  return (
    <div style={{ maxWidth: settings.maxWidth, margin: MARGINS[settings.align], padding: settings.padding, boxSizing: 'border-box', width: '100%' }}>
      {renderSlot('child')}
    </div>
  );
}

export const MaxWidthContainerWidget = widgetFromSpec(spec, MaxWidthContainer);
