/** The code editor as an rjsf widget (string fields) and field (object and array fields), by `monacoLanguage`. */
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { CodeEditorInput } from '../../../runtime/inputs/codeEditor/CodeEditorInput';
import { inputPropsOf } from './inputProps';

/** Language, height and whether the value is text, from the schema's extension keys. */
function editorOptions(schema: Record<string, unknown>) {
  const language = typeof schema.monacoLanguage === 'string' ? schema.monacoLanguage : undefined;
  return { language, height: schema.monacoEditorHeight as string | number | undefined, holdsText: schema.type === 'string' };
}

export function CodeEditorWidget(props: WidgetProps) {
  // ui:options may name the language too (a schema without the extension keys).
  const { options, schema } = props;
  const withOptions = { monacoLanguage: options.monacoLanguage, monacoEditorHeight: options.monacoEditorHeight, ...schema } as Record<string, unknown>;
  return <CodeEditorInput {...inputPropsOf<unknown>(props)} describedBy={undefined} {...editorOptions(withOptions)} />;
}

export function CodeEditorField({ fieldPathId, formData, schema, name, required, disabled, readonly, rawErrors, onChange, onBlur }: FieldProps) {
  const id = fieldPathId.$id;
  return (
    <CodeEditorInput
      id={id}
      value={formData}
      {...editorOptions(schema as Record<string, unknown>)}
      label={(schema.title as string | undefined) ?? name}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      invalid={!!rawErrors?.length}
      onChange={(next) => onChange(next, fieldPathId.path, undefined, id)}
      onBlur={() => onBlur(id, formData)}
    />
  );
}
