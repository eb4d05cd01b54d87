import schema from '../../../widget-schemas/MaxWidthContainer.json';
import { defineWidget, type WidgetProps } from '../../registry/defineWidget';

export interface MaxWidthContainerSettings {
  maxWidth: string;
  align: 'left' | 'center' | 'right';
  padding: string;
  [key: string]: unknown;
}

const MARGINS = { left: '0 auto 0 0', center: '0 auto', right: '0 0 0 auto' } as const;

/** Deprecated (spec 001): its child at most maxWidth wide, placed left, centred or right. Old pages still render it. */
function MaxWidthContainer({ settings, renderSlot }: WidgetProps<MaxWidthContainerSettings>) {
  return (
    <div style={{ maxWidth: settings.maxWidth, margin: MARGINS[settings.align], padding: settings.padding, boxSizing: 'border-box', width: '100%' }}>
      {renderSlot('child')}
    </div>
  );
}

export const MaxWidthContainerWidget = defineWidget<MaxWidthContainerSettings>({
  type: 'MaxWidthContainer',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  schema,
  slots: ['child'],
  component: MaxWidthContainer,
  deprecated: true,
});
