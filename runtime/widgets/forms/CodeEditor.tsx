import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CodeEditor';
import { CodeEditorInput } from '../../inputs/codeEditor/CodeEditorInput';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type CodeEditorSettings = SettingsOf<typeof spec.schema>;

/** Monaco in the chosen language; its value is the text (JSON text only once it parses). */
function CodeEditor({ id, settings }: WidgetProps<CodeEditorSettings>) {
  const field = useInputField<unknown>(id, 'CodeEditor', settings, { schema: { type: 'string' } });
  return <CodeEditorInput {...field} language={settings.monacoLanguage} height={settings.monacoEditorHeight} holdsText />;
}

export const CodeEditorWidget = widgetFromSpec(spec, CodeEditor);
