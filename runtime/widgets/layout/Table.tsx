import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import schema from '../../../widget-schemas/Table.json';
import { defineWidget, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';

export interface TableSettings {
  rows: number;
  cols: number;
  /** CSS border-spacing, horizontal then vertical. */
  tableSpacing: string;
  /** CSS padding of every cell. */
  tablePadding: string;
  tableBorder: boolean;
  tdVerticalAlign: 'top' | 'middle' | 'bottom';
  tableBorderStyle: 'none' | 'solid' | 'dashed' | 'dotted';
  tableBorderWidth: string;
  tableBorderColor?: string;
  tableBorderCollapse: boolean;
  [key: string]: unknown;
}

/** The slot of one cell, rows and columns counted from 0. */
export function cellSlot(row: number, col: number): string {
  return `cell-${row}-${col}`;
}

/**
 * A rows × cols grid of cells (spec 001 Table), each cell its own slot. Only the cells inside the grid are
 * shown; shrinking the table leaves the other cells' children in the document, so growing it back shows them
 * again.
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

export const TableWidget = defineWidget<TableSettings>({
  type: 'Table',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  schema,
  // The cells of the default 2 × 2 table; more come from rows and cols.
  slots: [cellSlot(0, 0), cellSlot(0, 1), cellSlot(1, 0), cellSlot(1, 1)],
  slotPattern: '^cell-\\d+-\\d+$',
  component: Table,
});
