import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES } from './inputs';
import { SEARCH_OUTPUTS, searchSchema } from './searchSettings';

/** Free text over a store's searchable fields: page 1 of 50 results, the text and the results go out. */
export default defineWidgetSpec({
  type: 'TextSearch',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: SEARCH_OUTPUTS,
  schema: searchSchema('TextSearch', {}),
});
