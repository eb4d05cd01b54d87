/**
 * An input backed by the code editor, in `language` (default plain text) and `height` (default 500px). With
 * `holdsText` the value is the text itself (JSON mode passes on only text that parses); otherwise, in JSON mode,
 * the value is the parsed JSON.
 */
import { FieldShell, shellProps } from '../FieldShell';
import type { InputProps } from '../types';
import { useEditableText, type TextReading } from '../useEditableText';
import { CodeEditor, DEFAULT_CODE_EDITOR_HEIGHT } from './CodeEditor';
import { readJson, showJson } from './json';

export interface CodeEditorInputProps extends InputProps<unknown> {
  language?: string;
  height?: string | number;
  /** The value is the text; else (JSON only) the parsed value. */
  holdsText?: boolean;
}

export function CodeEditorInput(props: CodeEditorInputProps) {
  const { id, value, label, readOnly, disabled, onChange, onBlur, language = 'plaintext', height = DEFAULT_CODE_EDITOR_HEIGHT } = props;
  const holdsText = props.holdsText !== false || language !== 'json';

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
    <FieldShell {...shellProps(props)}>
      <CodeEditor
        id={id}
        value={text}
        language={language}
        height={height}
        readOnly={readOnly || disabled}
        ariaLabel={label}
        onChange={(next) => {
          setText(next);
          const reading = read(next);
          if (reading.ok) onChange(reading.value);
        }}
        onBlur={() => onBlur?.()}
      />
    </FieldShell>
  );
}
