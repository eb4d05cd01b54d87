/**
 * Settings several data widgets share (where their data comes from, how it is filtered and paged), one
 * definition each so the widgets cannot drift apart. Each takes the widget type for its title keys
 * (`widgets.<Type>.settings.<name>.title`, texts in the `data` namespace); the keys inside a setting are shared.
 */
const key = <T extends string, N extends string>(type: T, name: N) => ({
  title: `widgets.${type}.settings.${name}.title`,
  description: `widgets.${type}.settings.${name}.description`,
}) as const;

/** The store a data widget reads: a store name, or a data type's path (its store `data/{path}`). */
export const storeSetting = <T extends string>(type: T) => ({ ...key(type, 'store'), type: 'string', default: '' }) as const;

export const dataTypeSetting = <T extends string>(type: T) => ({ ...key(type, 'dataType'), type: 'string', default: '' }) as const;

/** A saved search query: every field search must (and) or one must (or) hold. */
export const filterSetting = <T extends string, N extends string = 'filter'>(type: T, name: N = 'filter' as N) => ({
  ...key(type, name),
  type: 'object',
  properties: {
    logicalOperator: { title: 'widgets.data.filter.logicalOperator', type: 'string', enum: ['and', 'or'], default: 'and' },
    fieldSearches: {
      title: 'widgets.data.filter.fieldSearches',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { title: 'widgets.data.filter.type', type: 'string', enum: ['string', 'number', 'boolean', 'date', 'id', 'foreignId'], default: 'string' },
          fieldname: { title: 'widgets.data.filter.fieldname', type: 'string' },
          matcher: {
            title: 'widgets.data.filter.matcher',
            type: 'string',
            enum: ['equals', 'notEquals', 'includes', 'startsWith', 'endsWith', 'in', 'greaterThan', 'greaterThanOrEquals', 'lessThan', 'lessThanOrEquals'],
            default: 'equals',
          },
          caseSensitive: { title: 'widgets.data.filter.caseSensitive', type: 'boolean' },
          value: { title: 'widgets.data.filter.value', type: ['string', 'number', 'boolean'] },
        },
        required: ['fieldname'],
      },
    },
  },
}) as const;

/** The page sizes data tables offer; lists start with 10. */
export const DATA_PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

export const pageSizeSetting = <T extends string>(type: T) => ({ title: key(type, 'pageSize').title, type: 'integer', enum: DATA_PAGE_SIZE_OPTIONS, default: 10 }) as const;

/** A link with placeholders of the item (`kontakte/${id}`); a query string in it is merged into the page's. */
export const itemLinkSetting = <T extends string>(type: T) => ({ ...key(type, 'link'), type: 'string', default: '' }) as const;

/** The inputs every store-backed view takes: filters and free text. */
export const DATA_INPUTS = [
  { name: 'filter', type: 'any', label: 'widgets.data.sockets.filter' },
  { name: 'search', type: 'string', label: 'widgets.data.sockets.search' },
] as const;
