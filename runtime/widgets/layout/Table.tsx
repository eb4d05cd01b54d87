import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Table';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';

export type TableSettings = SettingsOf<typeof spec.schema>;

/** The slot of one cell, rows and columns counted from 0. */
export function cellSlot(row: number, col: number): string {
  return `cell-${row}-${col}`;
}

/**
 * A rows × cols grid of cells, each cell its own slot. Only the cells inside the grid are shown; shrinking the table
 * leaves the other cells' children in the document, so growing it back shows them again.
 */
function Table({ settings, renderSlot }: WidgetProps<TableSettings>) {
  const { t } = useTranslation('layout');
  const editing = useRenderMode() === 'edit';
  const border = settings.tableBorder ? `${settings.tableBorderWidth} ${settings.tableBorderStyle} ${settings.tableBorderColor || 'currentColor'}` : undefined;
  const tableStyle: CSSProperties = {
    width: '100%',
    borderSpacing: settings.tableBorderCollapse ? undefined : settings.tableSpacing,
    borderCollapse: settings.tableBorderCollapse ? 'collapse' : 'separate',
    border,
  };
  const cellStyle: CSSProperties = { padding: settings.tablePadding, verticalAlign: settings.tdVerticalAlign, border };
  const rows = Array.from({ length: settings.rows }, (_, row) => row);
  const cols = Array.from({ length: settings.cols }, (_, col) => col);
  return (
    <table style={tableStyle}>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            {cols.map((col) => (
              <td key={col} data-cell={cellSlot(row, col)} style={cellStyle} title={editing ? t('widgets.Table.ui.cell', { row: row + 1, col: col + 1 }) : undefined}>
                {renderSlot(cellSlot(row, col))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const TableWidget = widgetFromSpec(spec, Table);
