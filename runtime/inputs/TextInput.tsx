/** A line of text (or several: `multiline`); empty text is no value. */
import { Input, Textarea } from '@chakra-ui/react';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';

export interface TextInputProps extends InputProps<string> {
  multiline?: boolean;
  /** The HTML input type: text, email, tel, url, password. */
  type?: string;
  minLength?: number;
  maxLength?: number;
}

export function TextInput(props: TextInputProps) {
  const { id, value, multiline, type = 'text', placeholder, readOnly, maxLength, onChange, onBlur, onFocus } = props;
  const common = {
    id,
    name: id,
    value: value ?? '',
    placeholder,
    readOnly,
    maxLength,
    'aria-describedby': describedByOf(props),
    onBlur: () => onBlur?.(),
    onFocus: () => onFocus?.(),
  };
  return (
    <FieldShell {...shellProps(props)}>
      {multiline ? (
        <Textarea {...common} onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)} />
      ) : (
        <Input {...common} type={type} onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)} />
      )}
    </FieldShell>
  );
}
