import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type Row as TableRow, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/DataTableV4';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useEmit } from '../../sockets/hooks';
import { StoreState, useStoreScroll, useStoreView } from '../../stores';
import { cellText, fieldsOf, valueAt } from './cellText';
import { useDataSource } from './dataSource';
import { useItemLinks } from './itemLink';
import { TablePager } from './TablePager';

export type DataTableV4Settings = SettingsOf<typeof spec.schema>;
type Row = Record<string, unknown>;

/** Height of one row; rows of the scrolling table are drawn only while in view. */
export const ROW_HEIGHT = 50;
export const DEFAULT_CELL_WIDTH = '150px';

const styles = {
  frame: { overflow: 'auto', border: '1px solid #e2e8f0', borderRadius: 4 },
  table: { borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: 14, minWidth: '100%' },
  head: { position: 'sticky', top: 0, background: '#f7fafc', zIndex: 1 },
  th: { textAlign: 'left', padding: '0 12px', height: ROW_HEIGHT, borderBottom: '1px solid #cbd5e0', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  td: { padding: '0 12px', height: ROW_HEIGHT, borderBottom: '1px solid #edf2f7', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  sortButton: { all: 'unset', cursor: 'pointer', display: 'inline-flex', gap: 4, maxWidth: '100%' },
} satisfies Record<string, CSSProperties>;

/** '-amount' ⇄ [{id: 'amount', desc: true}]: the store's sort and TanStack Table's sorting state. */
export function sortingOf(sort: string | undefined): SortingState {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}
export function sortOf(sorting: SortingState): string | undefined {
  const first = sorting[0];
  return first ? `${first.desc ? '-' : ''}${first.id}` : undefined;
}

/** One row; the same row object (the table keeps it while the data stays) is not drawn again. */
const DataRow = memo(function DataRow({ row, href, onOpen }: { row: TableRow<Row>; href: string | undefined; onOpen(row: Row): void }) {
  return (
    <tr data-testid="data-row" data-row-id={row.id} style={{ height: ROW_HEIGHT, cursor: href ? 'pointer' : undefined }} onClick={() => onOpen(row.original)}>
      {row.getVisibleCells().map((cell, index) => {
        const width = (cell.column.columnDef.meta as { width: string }).width;
        const content = flexRender(cell.column.columnDef.cell, cell.getContext());
        return (
          <td key={cell.id} data-column={cell.column.id} style={{ ...styles.td, width, minWidth: width, maxWidth: width }}>
            {index === 0 && href ? <a href={href} onClick={(event) => event.preventDefault()} style={{ color: 'inherit' }}>{content}</a> : content}
          </td>
        );
      })}
    </tr>
  );
});

export function DataTable({ id, settings }: WidgetProps<DataTableV4Settings>) {
  const { t, i18n } = useTranslation('data');
  const emit = useEmit<'rowClicked'>(id);
  const links = useItemLinks(settings.link);
  const source = useDataSource(id, settings);
  const scroll = settings.mode === 'scroll';
  const view = useStoreView<Row>(source.storeName, { filters: source.filters, text: source.text, pageSize: settings.pageSize, sort: settings.sort.trim() || undefined, enabled: !scroll });
  const all = useStoreScroll<Row>(source.storeName, { filters: source.filters, text: source.text, sort: view.sort, enabled: scroll });
  const result = scroll ? all : view.result;
  const words = useMemo(() => ({ yes: t('table.yes'), no: t('table.no') }), [t]);

  const configured = settings.columns.filter((column) => column.property?.trim());
  const fields = configured.length === 0 ? fieldsOf(result.elements).join('\u0000') : '';
  const columns = useMemo<ColumnDef<Row>[]>(() => {
    const list = configured.length > 0
      ? configured.map((column) => ({ property: column.property, label: column.label || column.property, width: column.width || DEFAULT_CELL_WIDTH, sortable: column.sortable !== false }))
      : fields.split('\u0000').filter(Boolean).map((property) => ({ property, label: property, width: DEFAULT_CELL_WIDTH, sortable: true }));
    return list.map((column) => ({
      id: column.property,
      header: column.label,
      accessorFn: (row: Row) => valueAt(row, column.property),
      cell: (info) => cellText(info.getValue(), column.property, words, i18n.language),
      enableSorting: column.sortable,
      meta: { width: column.width },
    }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns change with their settings' content
  }, [JSON.stringify(configured), fields, words, i18n.language]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the table object stays inside this component; nothing memoises it
  const table = useReactTable<Row>({
    data: result.elements,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    // First click ascending, then descending, then the store's own order, whatever the column holds.
    sortDescFirst: false,
    state: { sorting: sortingOf(view.sort) },
    onSortingChange: (updater) => view.setSort(sortOf(typeof updater === 'function' ? updater(sortingOf(view.sort)) : updater)),
    getRowId: (row, index) => (typeof row.id === 'string' ? row.id : String(index)),
  });
  const rows = table.getRowModel().rows;

  const frame = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: scroll ? rows.length : 0,
    getScrollElement: () => frame.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 0, height: ROW_HEIGHT * 10 },
  });
  const virtualRows = scroll ? virtualizer.getVirtualItems() : [];
  const lastShown = virtualRows[virtualRows.length - 1]?.index ?? -1;
  useEffect(() => {
    // Near the end of what is loaded: load the next chunk.
    if (scroll && lastShown >= rows.length - 20) all.loadMore();
  }, [scroll, lastShown, rows.length, all]);

  // One stable callback for every row, so rows that stay in view are not drawn again while scrolling.
  const latest = useRef({ emit, links });
  latest.current = { emit, links };
  const open = useCallback((row: Row) => {
    latest.current.emit('rowClicked', row);
    latest.current.links.open(row);
  }, []);

  const shown = scroll ? virtualRows.map((item) => rows[item.index]) : rows;
  const padTop = scroll ? (virtualRows[0]?.start ?? 0) : 0;
  const padBottom = scroll ? virtualizer.getTotalSize() - (virtualRows[virtualRows.length - 1]?.end ?? 0) : 0;
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <StoreState result={result} empty={t('empty')}>
      <div ref={frame} data-testid="data-table-frame" style={{ ...styles.frame, maxHeight: settings.height || undefined }}>
        <table data-testid="data-table" style={styles.table}>
          <thead style={styles.head}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const width = (header.column.columnDef.meta as { width: string }).width;
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} scope="col" data-column={header.column.id} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined} style={{ ...styles.th, width, minWidth: width, maxWidth: width }}>
                      {header.column.getCanSort() ? (
                        <button type="button" data-testid="sort-button" style={styles.sortButton} title={t('table.sortBy')} onClick={header.column.getToggleSortingHandler()}>
                          {label}
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}</span>
                        </button>
                      ) : label}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {padTop > 0 ? <tr style={{ height: padTop }}><td colSpan={columnCount} /></tr> : null}
            {shown.map((row) => <DataRow key={row.id} row={row} href={links.href(row.original)} onOpen={open} />)}
            {padBottom > 0 ? <tr style={{ height: padBottom }}><td colSpan={columnCount} /></tr> : null}
          </tbody>
        </table>
      </div>
      {scroll ? (
        <div data-testid="data-table-count" style={{ marginTop: 8, fontSize: 13, color: '#4a5568' }}>{t('table.loaded', { count: result.elements.length, total: result.total })}</div>
      ) : (
        <TablePager view={view} />
      )}
    </StoreState>
  );
}

export const DataTableV4Widget = widgetFromSpec(spec, DataTable);
