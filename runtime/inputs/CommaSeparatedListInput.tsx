/** A list of strings typed as 'a, b, c': split on commas, trim, drop empties; empty text is no value. */
import { Input } from '@chakra-ui/react';
import { formatCommaList, parseCommaList } from './values/commaList';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';
import { useEditableText, type TextReading } from './useEditableText';

const show = (value: string[] | undefined) => formatCommaList(Array.isArray(value) ? value : undefined);
const read = (text: string): TextReading<string[] | undefined> => ({ ok: true, value: parseCommaList(text) });

export function CommaSeparatedListInput(props: InputProps<string[]>) {
  const { id, value, readOnly, placeholder, onChange, onBlur, onFocus } = props;
  const [text, setText] = useEditableText<string[] | undefined>(value, show, read);
  return (
    <FieldShell {...shellProps(props)}>
      <Input
        id={id}
        name={id}
        readOnly={readOnly}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseCommaList(event.target.value));
        }}
        onBlur={() => onBlur?.()}
        onFocus={() => onFocus?.()}
        aria-describedby={describedByOf(props)}
      />
    </FieldShell>
  );
}
