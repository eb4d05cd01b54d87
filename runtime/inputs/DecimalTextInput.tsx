/**
 * The text box of the inputs whose number is typed as German decimal text with a unit after it (PriceInput €,
 * PercentageInput %): it keeps what the user types, passes on each reading that is a value, and leaves tidying
 * up on blur to the caller.
 */
import { Input, InputGroup } from '@chakra-ui/react';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';
import type { TextReading } from './useEditableText';

interface DecimalTextInputProps {
  input: InputProps<number>;
  unit: string;
  text: string;
  setText: (text: string) => void;
  read: (text: string) => TextReading<number | undefined>;
  /** What the input found wrong itself (e.g. a third decimal), shown under it. */
  ownError?: string | null;
  onBlur?: () => void;
}

export function DecimalTextInput({ input, unit, text, setText, read, ownError = null, onBlur }: DecimalTextInputProps) {
  const { id, readOnly, placeholder, onChange, onFocus } = input;
  return (
    <FieldShell {...shellProps(input)} ownError={ownError}>
      <InputGroup endElement={unit}>
        <Input
          id={id}
          name={id}
          inputMode="decimal"
          readOnly={readOnly}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const reading = read(event.target.value);
            if (reading.ok) onChange(reading.value);
          }}
          onBlur={() => (onBlur ?? input.onBlur)?.()}
          onFocus={() => onFocus?.()}
          aria-describedby={describedByOf(input, ownError)}
        />
      </InputGroup>
    </FieldShell>
  );
}
