import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** A time of day as 'HH:mm'. */
export default defineWidgetSpec({
  type: 'TimeInput',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('TimeInput', {
    defaultsToNow: { title: 'widgets.TimeInput.settings.defaultsToNow.title', type: 'boolean', default: false },
  }),
});
