/**
 * A form input backed by the code editor: `monacoLanguage` and `monacoEditorHeight` (default 500px) from the
 * schema. A string field holds the text itself (JSON mode passes on only text that parses); any other type
 * holds the parsed JSON value. Used as an rjsf widget (strings) and as an rjsf field (objects and arrays,
 * which rjsf never hands to a widget).
 */
import { FieldShell } from '../widgets/FieldShell';
import { useEditableText, type TextReading } from '../widgets/useEditableText';
import { CodeEditor, DEFAULT_CODE_EDITOR_HEIGHT } from './CodeEditor';
import { readJson, showJson } from './json';

export interface CodeEditorInputProps {
  id: string;
  value: unknown;
  schema: Record<string, unknown>;
  label?: string;
  hideLabel?: boolean;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  invalid?: boolean;
  onChange(value: unknown): void;
  onBlur(): void;
}

export function CodeEditorInput({ id, value, schema, label, hideLabel, required, disabled, readonly, invalid, onChange, onBlur }: CodeEditorInputProps) {
  const language = typeof schema.monacoLanguage === 'string' ? schema.monacoLanguage : 'plaintext';
  const height = (schema.monacoEditorHeight as string | number | undefined) ?? DEFAULT_CODE_EDITOR_HEIGHT;
  const holdsText = schema.type === 'string' || language !== 'json';

  const show = (current: unknown) => (holdsText ? (typeof current === 'string' ? current : '') : showJson(current));
  const read = (text: string): TextReading<unknown> => {
    const empty = text.trim() === '';
    if (language !== 'json') return { ok: true, value: empty ? undefined : text };
    const reading = readJson(text);
    if (!reading.ok) return { ok: false };
    return { ok: true, value: holdsText ? (empty ? undefined : text) : reading.value };
  };
  const [text, setText] = useEditableText<unknown>(value, show, read);

  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled} readOnly={readonly} invalid={invalid}>
      <CodeEditor
        id={id}
        value={text}
        language={language}
        height={height}
        readOnly={readonly || disabled}
        ariaLabel={label}
        onChange={(next) => {
          setText(next);
          const reading = read(next);
          if (reading.ok) onChange(reading.value);
        }}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}
