/** The code editor as an rjsf widget (string fields) and field (object and array fields), by `monacoLanguage`. */
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { CodeEditorInput } from '../codeEditor/CodeEditorInput';

export function CodeEditorWidget({ id, value, label, hideLabel, required, disabled, readonly, rawErrors, schema, options, onChange, onBlur }: WidgetProps) {
  // ui:options may name the language too (a schema without the extension keys).
  const withOptions = { monacoLanguage: options.monacoLanguage, monacoEditorHeight: options.monacoEditorHeight, ...schema } as Record<string, unknown>;
  return (
    <CodeEditorInput
      id={id}
      value={value}
      schema={withOptions}
      label={label}
      hideLabel={hideLabel}
      required={required}
      disabled={disabled}
      readonly={readonly}
      invalid={!!rawErrors?.length}
      onChange={(next) => onChange(next)}
      onBlur={() => onBlur(id, value)}
    />
  );
}

export function CodeEditorField({ fieldPathId, formData, schema, name, required, disabled, readonly, rawErrors, onChange, onBlur }: FieldProps) {
  const id = fieldPathId.$id;
  return (
    <CodeEditorInput
      id={id}
      value={formData}
      schema={schema as Record<string, unknown>}
      label={(schema.title as string | undefined) ?? name}
      required={required}
      disabled={disabled}
      readonly={readonly}
      invalid={!!rawErrors?.length}
      onChange={(next) => onChange(next, fieldPathId.path, undefined, id)}
      onBlur={() => onBlur(id, formData)}
    />
  );
}
