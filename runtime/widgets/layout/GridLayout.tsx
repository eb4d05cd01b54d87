import type { CSSProperties } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/GridLayout';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { MOBILE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';

export type GridLayoutSettings = SettingsOf<typeof spec.schema>;

/** The CSS grid-template-columns of the settings, on a wide or a mobile screen. */
export function gridColumns(settings: Pick<GridLayoutSettings, 'columns' | 'minColumnWidth' | 'mobileColumns'>, mobile: boolean): string {
  if (mobile) return `repeat(${settings.mobileColumns}, minmax(0, 1fr))`;
  if (settings.columns > 0) return `repeat(${settings.columns}, minmax(0, 1fr))`;
  return `repeat(auto-fill, minmax(${settings.minColumnWidth}, 1fr))`;
}

/** Grid items may shrink below their content's width (long words would otherwise widen a column). */
const CELL_STYLE: CSSProperties = { minWidth: 0 };

/** A CSS grid of its children: fixed columns or as many as fit, its own column count on mobile. */
function GridLayout({ settings, renderSlot }: WidgetProps<GridLayoutSettings>) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const style: CSSProperties = {
    display: 'grid',
    boxSizing: 'border-box',
    gridTemplateColumns: gridColumns(settings, mobile),
    rowGap: settings.rowGap,
    columnGap: settings.columnGap,
    padding: settings.padding,
    alignItems: settings.alignItems,
  };
  return (
    <div style={style} data-columns={gridColumns(settings, mobile)}>
      {renderSlot('children', { childStyle: CELL_STYLE })}
    </div>
  );
}

export const GridLayoutWidget = widgetFromSpec(spec, GridLayout);
