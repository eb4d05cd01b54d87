import { useMemo, type CSSProperties } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/FlexboxContainer';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';

export type FlexboxContainerSettings = SettingsOf<typeof spec.schema>;

/** A flexbox with every flex setting; childrenFlex applies to the element around each child. */
function FlexboxContainer({ settings, renderSlot }: WidgetProps<FlexboxContainerSettings>) {
  const childStyle = useMemo<CSSProperties | undefined>(
    () => (settings.childrenFlex?.trim() ? { flex: settings.childrenFlex.trim(), minWidth: 0 } : undefined),
    [settings.childrenFlex],
  );
  const style: CSSProperties = {
    display: 'flex',
    boxSizing: 'border-box',
    flexDirection: settings.direction,
    flexWrap: settings.wrap,
    padding: settings.padding,
    height: settings.height,
    width: settings.width,
    rowGap: settings.rowGap,
    columnGap: settings.columnGap,
    justifyContent: settings.justifyContent,
    alignItems: settings.alignItems,
    alignContent: settings.alignContent,
    justifyItems: settings.justifyItems,
  };
  return (
    <div className={settings.classes?.trim() || undefined} style={style}>
      {renderSlot('children', { childStyle })}
    </div>
  );
}

export const FlexboxContainerWidget = widgetFromSpec(spec, FlexboxContainer);
