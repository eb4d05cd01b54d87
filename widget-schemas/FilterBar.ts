import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES } from './inputs';
import { SEARCH_FIELD_TYPES, SEARCH_OUTPUTS, searchSchema } from './searchSettings';

/** One input per search filter entry; what is filled in goes out as one query (all must hold), debounced. */
export default defineWidgetSpec({
  type: 'FilterBar',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: SEARCH_OUTPUTS,
  schema: searchSchema('FilterBar', {
    filters: {
      title: 'widgets.FilterBar.settings.filters.title',
      type: 'array',
      default: [],
      items: {
        type: 'object',
        properties: {
          label: { title: 'widgets.FilterBar.settings.filters.label.title', type: 'string' },
          property: { title: 'widgets.FilterBar.settings.filters.property.title', type: 'string' },
          type: { title: 'widgets.FilterBar.settings.filters.type.title', type: 'string', enum: SEARCH_FIELD_TYPES, default: 'string' },
        },
        required: ['property'],
      },
    },
  }),
});
