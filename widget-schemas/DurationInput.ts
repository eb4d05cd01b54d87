import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** A duration in minutes, typed as hours and minutes. */
export default defineWidgetSpec({
  type: 'DurationInput',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('DurationInput', {
    maximum: { title: 'widgets.DurationInput.settings.maximum.title', description: 'widgets.DurationInput.settings.maximum.description', type: 'integer', minimum: 1 },
  }),
});
