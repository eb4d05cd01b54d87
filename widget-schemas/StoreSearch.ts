import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES } from './inputs';
import { SEARCH_FIELD_TYPES, SEARCH_OUTPUTS, searchSchema } from './searchSettings';

const title = (name: string) => `widgets.StoreSearch.settings.${name}.title`;
const description = (name: string) => `widgets.StoreSearch.settings.${name}.description`;

/**
 * A store's search in two modes: simple (one text, every word looked for in the searchable fields) and advanced
 * (field searches over the `filterNames`, joined by and/or). Its `query` input takes an advanced query from
 * elsewhere; the query goes out on `value`, and with operationMode `search` the store's results on `results`.
 */
export default defineWidgetSpec({
  type: 'StoreSearch',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  inputs: [{ name: 'query', type: 'object', label: 'widgets.StoreSearch.sockets.query' }],
  outputs: SEARCH_OUTPUTS,
  schema: searchSchema('StoreSearch', {
    operationMode: { title: title('operationMode'), description: description('operationMode'), type: 'string', enum: ['filter', 'search'], default: 'filter' },
    initialMode: { title: title('initialMode'), type: 'string', enum: ['simple', 'advanced'], default: 'simple' },
    advancedMode: { title: title('advancedMode'), description: description('advancedMode'), type: 'boolean', default: true },
    isAllowedToLoadOnInput: { title: title('isAllowedToLoadOnInput'), description: description('isAllowedToLoadOnInput'), type: 'boolean', default: true },
    fixedAdvancedSearchLogicalOperator: {
      title: title('fixedAdvancedSearchLogicalOperator'), description: description('fixedAdvancedSearchLogicalOperator'), type: 'string', enum: ['', 'and', 'or'], default: '',
    },
    showLogicalOperatorSwitcher: { title: title('showLogicalOperatorSwitcher'), type: 'boolean', default: true },
    filterNames: {
      title: title('filterNames'),
      description: description('filterNames'),
      type: 'array',
      default: [],
      items: {
        type: 'object',
        properties: {
          value: { title: 'widgets.StoreSearch.settings.filterNames.value.title', type: 'string' },
          label: { title: 'widgets.StoreSearch.settings.filterNames.label.title', type: 'string' },
          dataType: { title: 'widgets.StoreSearch.settings.filterNames.dataType.title', type: 'string', enum: SEARCH_FIELD_TYPES, default: 'string' },
          storeName: { title: 'widgets.StoreSearch.settings.filterNames.storeName.title', type: 'string' },
          storeDisplayProperty: { title: 'widgets.StoreSearch.settings.filterNames.storeDisplayProperty.title', type: 'string' },
        },
        required: ['value'],
      },
    },
  }),
});
