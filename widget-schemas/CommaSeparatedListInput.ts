import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** A list of strings typed as 'a, b, c'. */
export default defineWidgetSpec({
  type: 'CommaSeparatedListInput',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('CommaSeparatedListInput', {}),
});
