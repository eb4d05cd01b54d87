import { dataPageSize, sortText, v4Settings } from './legacyDataTable';
import { defineWidgetSpec } from './spec';

/**
 * DataTableV2 (deprecated): its one migration makes it DataTableV4. How V2 is read:
 * - `store` and `filter` stay;
 * - `displayedColumns` (`[{key, title, width}]`) become V4 `columns` (`property`, `label`, `width`);
 * - `sortField` with `sortDirection` ('asc' or 'desc') become V4's `sort` (`-field` when descending);
 * - `rowLink` becomes `link` (its `{id}` placeholders work in V4 as they are);
 * - `pageSize` becomes the nearest page size V4 offers; `pageSizeOptions` is dropped (V4 always offers 10, 25,
 *   50 and 100).
 * Everything else is kept as it is.
 */
function columnsOf(displayed: unknown): unknown {
  if (!Array.isArray(displayed)) return displayed;
  return displayed.flatMap((column) => {
    if (typeof column === 'string') return column.trim() ? [{ property: column.trim(), label: column.trim() }] : [];
    if (!column || typeof column !== 'object' || typeof column.key !== 'string') return [];
    const mapped: Record<string, unknown> = { property: column.key, label: typeof column.title === 'string' ? column.title : column.key };
    if (typeof column.width === 'string' || typeof column.width === 'number') mapped.width = typeof column.width === 'number' ? `${column.width}px` : column.width;
    return [mapped];
  });
}

export default defineWidgetSpec({
  type: 'DataTableV2',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  deprecated: true,
  migrations: [
    {
      id: 'DataTableV2/1',
      toType: 'DataTableV4',
      description: 'DataTableV2 becomes DataTableV4: displayed columns to columns, sort field and direction to sort, row link to link',
      up: (node) => {
        const { displayedColumns, sortField, sortDirection, rowLink, pageSize, pageSizeOptions: _dropped, ...rest } = node.settings ?? {};
        const settings = v4Settings(rest, {
          columns: displayedColumns === undefined ? undefined : columnsOf(displayedColumns),
          sort: sortText(sortField, sortDirection),
          link: typeof rowLink === 'string' ? rowLink : undefined,
          pageSize: dataPageSize(pageSize),
        });
        return { ...node, type: 'DataTableV4', version: 1, settings };
      },
    },
  ],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.DataTableV2.title',
    type: 'object',
    properties: {
      store: { title: 'widgets.DataTableV2.settings.store.title', type: 'string' },
      displayedColumns: {
        title: 'widgets.DataTableV2.settings.displayedColumns.title',
        type: 'array',
        items: { type: 'object', properties: { key: { type: 'string' }, title: { type: 'string' }, width: { type: ['string', 'number'] } } },
      },
      sortField: { title: 'widgets.DataTableV2.settings.sortField.title', type: 'string' },
      sortDirection: { title: 'widgets.DataTableV2.settings.sortDirection.title', type: 'string', enum: ['asc', 'desc'] },
      rowLink: { title: 'widgets.DataTableV2.settings.rowLink.title', type: 'string' },
      pageSize: { title: 'widgets.DataTableV2.settings.pageSize.title', type: 'integer', minimum: 1 },
      pageSizeOptions: { title: 'widgets.DataTableV2.settings.pageSizeOptions.title', type: 'array', items: { type: 'integer' } },
      filter: { title: 'widgets.DataTableV2.settings.filter.title', type: 'object' },
    },
  },
});
