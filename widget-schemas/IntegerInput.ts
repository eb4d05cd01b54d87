import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

export default defineWidgetSpec({
  type: 'IntegerInput',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('IntegerInput', {
    minimum: { title: 'widgets.IntegerInput.settings.minimum.title', type: 'integer' },
    maximum: { title: 'widgets.IntegerInput.settings.maximum.title', type: 'integer' },
  }),
});
