import { dataPageSize, sortText, v4Settings } from './legacyDataTable';
import { defineWidgetSpec } from './spec';

/**
 * DataTableV3 (deprecated): its one migration makes it DataTableV4. How V3 is read:
 * - `store`, `dataType`, `columns` (`[{property, label, width, sortable}]`, as in V4), `filter` and `link` stay;
 * - `virtualScroll: true` becomes `mode: 'scroll'` (false: `'pages'`), `maxHeight` becomes `height`;
 * - `defaultSort` (`{active: field, direction: 'asc' | 'desc'}`) becomes `sort`;
 * - `pageSize` becomes the nearest page size V4 offers.
 * Everything else is kept as it is.
 */
export default defineWidgetSpec({
  type: 'DataTableV3',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  deprecated: true,
  migrations: [
    {
      id: 'DataTableV3/1',
      toType: 'DataTableV4',
      description: 'DataTableV3 becomes DataTableV4: virtual scroll to mode, max height to height, default sort to sort',
      up: (node) => {
        const { virtualScroll, maxHeight, defaultSort, pageSize, ...rest } = node.settings ?? {};
        const sort = defaultSort && typeof defaultSort === 'object' ? sortText((defaultSort as Record<string, unknown>).active, (defaultSort as Record<string, unknown>).direction) : undefined;
        const settings = v4Settings(rest, {
          mode: typeof virtualScroll === 'boolean' ? (virtualScroll ? 'scroll' : 'pages') : undefined,
          height: typeof maxHeight === 'number' ? `${maxHeight}px` : typeof maxHeight === 'string' ? maxHeight : undefined,
          sort,
          pageSize: dataPageSize(pageSize),
        });
        if (defaultSort !== undefined && sort === undefined) settings.defaultSort = defaultSort; // unreadable: kept
        return { ...node, type: 'DataTableV4', version: 1, settings };
      },
    },
  ],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.DataTableV3.title',
    type: 'object',
    properties: {
      store: { title: 'widgets.DataTableV3.settings.store.title', type: 'string' },
      dataType: { title: 'widgets.DataTableV3.settings.dataType.title', type: 'string' },
      columns: { title: 'widgets.DataTableV3.settings.columns.title', type: 'array', items: { type: 'object', properties: { property: { type: 'string' } } } },
      virtualScroll: { title: 'widgets.DataTableV3.settings.virtualScroll.title', type: 'boolean' },
      maxHeight: { title: 'widgets.DataTableV3.settings.maxHeight.title', type: ['string', 'number'] },
      defaultSort: { title: 'widgets.DataTableV3.settings.defaultSort.title', type: 'object', properties: { active: { type: 'string' }, direction: { type: 'string', enum: ['asc', 'desc'] } } },
      pageSize: { title: 'widgets.DataTableV3.settings.pageSize.title', type: 'integer', minimum: 1 },
      filter: { title: 'widgets.DataTableV3.settings.filter.title', type: 'object' },
      link: { title: 'widgets.DataTableV3.settings.link.title', type: 'string' },
    },
  },
});
