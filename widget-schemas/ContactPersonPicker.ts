import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** Chooses one contact (or several) in a searchable table dialog; the value is the contact id (or the ids). */
export default defineWidgetSpec({
  type: 'ContactPersonPicker',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('ContactPersonPicker', {
    multiple: { title: 'widgets.ContactPersonPicker.settings.multiple.title', type: 'boolean', default: false },
    allowedContactIds: {
      title: 'widgets.ContactPersonPicker.settings.allowedContactIds.title',
      description: 'widgets.ContactPersonPicker.settings.allowedContactIds.description',
      type: 'array',
      items: { type: 'string' },
      default: [],
    },
  }),
});
