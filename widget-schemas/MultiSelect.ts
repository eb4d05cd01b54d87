import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** Several of a list of options: a dropdown, or a drag-and-drop pair of lists Used and Available. */
export default defineWidgetSpec({
  type: 'MultiSelect',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('MultiSelect', {
    mode: { title: 'widgets.MultiSelect.settings.mode.title', type: 'string', enum: ['dropdown', 'lists'], default: 'dropdown' },
    options: {
      title: 'widgets.MultiSelect.settings.options.title',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          value: { title: 'widgets.MultiSelect.settings.options.value.title', type: 'string' },
          label: { title: 'widgets.MultiSelect.settings.options.label.title', type: 'string' },
        },
        required: ['value'],
      },
      default: [],
    },
  }),
});
