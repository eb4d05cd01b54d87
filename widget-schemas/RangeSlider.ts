import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** A slider whose steps are a list of allowed values (default 0 to 10). */
export default defineWidgetSpec({
  type: 'RangeSlider',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('RangeSlider', {
    values: {
      title: 'widgets.RangeSlider.settings.values.title',
      type: 'array',
      items: { type: 'number' },
      minItems: 2,
      default: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    },
  }),
});
