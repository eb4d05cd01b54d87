import { useMemo, type CSSProperties } from 'react';
import schema from '../../../widget-schemas/FlexboxContainer.json';
import { defineWidget, type WidgetProps } from '../../registry/defineWidget';

export interface FlexboxContainerSettings {
  direction: 'row' | 'column' | 'row-reverse' | 'column-reverse';
  wrap: 'wrap' | 'nowrap' | 'wrap-reverse';
  padding: string;
  height: string;
  width: string;
  rowGap: string;
  columnGap: string;
  /** CSS `flex` of every child (e.g. '1' for equal columns). */
  childrenFlex?: string;
  justifyContent: CSSProperties['justifyContent'];
  alignItems: CSSProperties['alignItems'];
  alignContent: CSSProperties['alignContent'];
  justifyItems?: CSSProperties['justifyItems'];
  /** Extra CSS class names of the container element. */
  classes?: string;
  [key: string]: unknown;
}

/** A flexbox with every flex setting of spec 001; childrenFlex applies to the element around each child. */
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

export const FlexboxContainerWidget = defineWidget<FlexboxContainerSettings>({
  type: 'FlexboxContainer',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  schema,
  slots: ['children'],
  component: FlexboxContainer,
});
