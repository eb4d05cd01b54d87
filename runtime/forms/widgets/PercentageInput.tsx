/** A fraction shown as a percentage (0.155 is typed and read as 15,5 %). */
import { Input, InputGroup } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { fractionToPercent, percentToFraction } from '../values/percentage';
import { FieldShell } from './FieldShell';
import { useEditableText, type TextReading } from './useEditableText';

const show = (value: unknown) => (typeof value === 'number' ? String(fractionToPercent(value)).replace('.', ',') : '');

function read(text: string): TextReading<number | undefined> {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '') return { ok: true, value: undefined };
  const percent = Number(normalized);
  return Number.isFinite(percent) ? { ok: true, value: percentToFraction(percent) } : { ok: false };
}

export function PercentageInput({ id, value, label, hideLabel, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const [text, setText] = useEditableText<number | undefined>(value, show, read);
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled} readOnly={readonly} invalid={!!rawErrors?.length}>
      <InputGroup endElement="%">
        <Input
          id={id}
          name={id}
          inputMode="decimal"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const reading = read(event.target.value);
            if (reading.ok) onChange(reading.value);
          }}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          aria-describedby={ariaDescribedByIds(id)}
        />
      </InputGroup>
    </FieldShell>
  );
}
