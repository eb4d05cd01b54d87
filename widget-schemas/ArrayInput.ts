import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** A list of entries with the fields of `itemSchema`: add, clone, remove, move; compact mode without moves. */
export default defineWidgetSpec({
  type: 'ArrayInput',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('ArrayInput', {
    itemSchema: {
      title: 'widgets.ArrayInput.settings.itemSchema.title',
      description: 'widgets.ArrayInput.settings.itemSchema.description',
      type: 'object',
      monacoLanguage: 'json',
      default: { type: 'object', properties: { title: { type: 'string' } } },
    },
    compact: { title: 'widgets.ArrayInput.settings.compact.title', type: 'boolean', default: false },
    minItems: { title: 'widgets.ArrayInput.settings.minItems.title', type: 'integer', minimum: 0 },
    maxItems: { title: 'widgets.ArrayInput.settings.maxItems.title', type: 'integer', minimum: 1 },
  }),
});
