import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** An icon: name, size (default 24, minimum 1), colour and theme. */
export default defineWidgetSpec({
  type: 'IconInput',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('IconInput', {}),
});
