import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** One record (or several) of a store, shown by a display property; the value is the id (or the ids). */
export default defineWidgetSpec({
  type: 'StoreSelect',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('StoreSelect', {
    store: { title: 'widgets.StoreSelect.settings.store.title', description: 'widgets.StoreSelect.settings.store.description', type: 'string', default: '' },
    displayProperty: { title: 'widgets.StoreSelect.settings.displayProperty.title', type: 'string', default: 'name' },
    multiple: { title: 'widgets.StoreSelect.settings.multiple.title', type: 'boolean', default: false },
  }),
});
