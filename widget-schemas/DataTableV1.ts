import { dataPageSize, v4Settings } from './legacyDataTable';
import { defineWidgetSpec } from './spec';

/**
 * DataTableV1 (deprecated): its one migration makes it DataTableV4. How V1 is read:
 * - `dataType`, `filter` and `link` mean what they mean in V4 and stay;
 * - `columns` was a list of property names (or one text separated by commas): each becomes a V4 column with the
 *   name as its heading;
 * - `pageSize` becomes the nearest page size V4 offers that shows at least as many rows (10, 25, 50, 100).
 * Everything else is kept as it is.
 */
function columnsOf(columns: unknown): unknown {
  const names = typeof columns === 'string' ? columns.split(',') : Array.isArray(columns) ? columns : undefined;
  if (!names) return columns;
  return names.flatMap((name) => (typeof name === 'string' && name.trim() ? [{ property: name.trim(), label: name.trim() }] : []));
}

export default defineWidgetSpec({
  type: 'DataTableV1',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  deprecated: true,
  migrations: [
    {
      id: 'DataTableV1/1',
      toType: 'DataTableV4',
      description: 'DataTableV1 becomes DataTableV4: column names to columns, page size to one V4 offers',
      up: (node) => {
        const { columns, pageSize, ...rest } = node.settings ?? {};
        const settings = v4Settings(rest, { columns: columns === undefined ? undefined : columnsOf(columns), pageSize: dataPageSize(pageSize) });
        if (pageSize !== undefined && dataPageSize(pageSize) === undefined) settings.pageSize = pageSize; // unreadable: kept, never lost
        return { ...node, type: 'DataTableV4', version: 1, settings };
      },
    },
  ],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.DataTableV1.title',
    type: 'object',
    properties: {
      dataType: { title: 'widgets.DataTableV1.settings.dataType.title', type: 'string' },
      columns: { title: 'widgets.DataTableV1.settings.columns.title', type: ['array', 'string'], items: { type: 'string' } },
      pageSize: { title: 'widgets.DataTableV1.settings.pageSize.title', type: 'integer', minimum: 1 },
      filter: { title: 'widgets.DataTableV1.settings.filter.title', type: 'object' },
      link: { title: 'widgets.DataTableV1.settings.link.title', type: 'string' },
    },
  },
});
