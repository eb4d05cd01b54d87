import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** A price in cents (no negatives, two decimals, euro suffix). */
export default defineWidgetSpec({
  type: 'PriceInput',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('PriceInput', {
    maximum: { title: 'widgets.PriceInput.settings.maximum.title', description: 'widgets.PriceInput.settings.maximum.description', type: 'integer', minimum: 0 },
  }),
});
