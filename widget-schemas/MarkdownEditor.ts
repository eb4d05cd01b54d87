import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/**
 * A Markdown text field with a toolbar and a preview (the Markdown widget's renderer), at most 500px high and at
 * least 650px wide, without the browser's spell checker unless switched on. With `multilingual` it holds one text
 * per language (a tab each) and its value is `{de_de, en_us, es_es, fr_fr}`; otherwise the text itself.
 */
export default defineWidgetSpec({
  type: 'MarkdownEditor',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  inputs: [{ name: 'value', type: 'any', label: 'widgets.MarkdownEditor.sockets.value' }],
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('MarkdownEditor', {
    multilingual: { title: 'widgets.MarkdownEditor.settings.multilingual.title', description: 'widgets.MarkdownEditor.settings.multilingual.description', type: 'boolean', default: false },
    maxHeight: { title: 'widgets.MarkdownEditor.settings.maxHeight.title', type: 'string', default: '500px' },
    minWidth: { title: 'widgets.MarkdownEditor.settings.minWidth.title', type: 'string', default: '650px' },
    spellChecker: { title: 'widgets.MarkdownEditor.settings.spellChecker.title', type: 'boolean', default: false },
  }),
});
