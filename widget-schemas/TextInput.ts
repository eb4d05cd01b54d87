import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

export default defineWidgetSpec({
  type: 'TextInput',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('TextInput', {
    inputType: { title: 'widgets.TextInput.settings.inputType.title', type: 'string', enum: ['text', 'email', 'tel', 'url', 'password'], default: 'text' },
    multiline: { title: 'widgets.TextInput.settings.multiline.title', type: 'boolean', default: false },
    minLength: { title: 'widgets.TextInput.settings.minLength.title', type: 'integer', minimum: 0 },
    maxLength: { title: 'widgets.TextInput.settings.maxLength.title', type: 'integer', minimum: 1 },
    pattern: { title: 'widgets.TextInput.settings.pattern.title', description: 'widgets.TextInput.settings.pattern.description', type: 'string' },
  }),
});
