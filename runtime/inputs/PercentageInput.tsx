/** A fraction shown as a percentage (0.155 is typed and read as 15,5 %). */
import { Input, InputGroup } from '@chakra-ui/react';
import { fractionToPercent, percentToFraction } from './values/percentage';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';
import { useEditableText, type TextReading } from './useEditableText';

const show = (value: unknown) => (typeof value === 'number' ? String(fractionToPercent(value)).replace('.', ',') : '');

function read(text: string): TextReading<number | undefined> {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '') return { ok: true, value: undefined };
  const percent = Number(normalized);
  return Number.isFinite(percent) ? { ok: true, value: percentToFraction(percent) } : { ok: false };
}

export function PercentageInput(props: InputProps<number>) {
  const { id, value, readOnly, placeholder, onChange, onBlur, onFocus } = props;
  const [text, setText] = useEditableText<number | undefined>(value, show, read);
  return (
    <FieldShell {...shellProps(props)}>
      <InputGroup endElement="%">
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
          onBlur={() => onBlur?.()}
          onFocus={() => onFocus?.()}
          aria-describedby={describedByOf(props)}
        />
      </InputGroup>
    </FieldShell>
  );
}
