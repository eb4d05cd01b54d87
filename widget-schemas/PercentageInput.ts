import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** A fraction, shown as a percentage (value x 100). */
export default defineWidgetSpec({
  type: 'PercentageInput',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('PercentageInput', {}),
});
