import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** Edits a contact's custom fields; the value is `[{customFieldId, value}]` with every value as a string. */
export default defineWidgetSpec({
  type: 'CustomContactFields',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('CustomContactFields', {}),
});
