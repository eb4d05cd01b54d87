import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** Monaco: a text in `monacoLanguage`; JSON text that does not parse says 'Ungültiges JSON'. */
export default defineWidgetSpec({
  type: 'CodeEditor',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('CodeEditor', {
    monacoLanguage: {
      title: 'widgets.CodeEditor.settings.monacoLanguage.title',
      type: 'string',
      enum: ['plaintext', 'json', 'html', 'css', 'javascript', 'typescript', 'markdown', 'xml', 'yaml', 'sql'],
      default: 'plaintext',
    },
    monacoEditorHeight: { title: 'widgets.CodeEditor.settings.monacoEditorHeight.title', type: 'string', default: '500px' },
  }),
});
