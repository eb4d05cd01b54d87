import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** A date as epoch milliseconds. */
export default defineWidgetSpec({
  type: 'DateInput',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('DateInput', {
    withTime: { title: 'widgets.DateInput.settings.withTime.title', type: 'boolean', default: false },
    fixedTime: { title: 'widgets.DateInput.settings.fixedTime.title', description: 'widgets.DateInput.settings.fixedTime.description', type: 'string', pattern: '^(([01]\\d|2[0-3]):[0-5]\\d)?$', default: '' },
    onlyDateInFuture: { title: 'widgets.DateInput.settings.onlyDateInFuture.title', type: 'boolean', default: false },
    onlyDateInPast: { title: 'widgets.DateInput.settings.onlyDateInPast.title', type: 'boolean', default: false },
    defaultsToNow: { title: 'widgets.DateInput.settings.defaultsToNow.title', type: 'boolean', default: false },
  }),
});
