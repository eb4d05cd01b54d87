/**
 * A price in cents, typed the German way with a euro suffix. Text that is no price (a negative, a third decimal,
 * letters) keeps the last valid value and says why under the input.
 */
import { useTranslation } from 'react-i18next';
import { Input, InputGroup } from '@chakra-ui/react';
import { formatPrice, parsePrice } from './values/price';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';
import { useEditableText, type TextReading } from './useEditableText';

const show = (value: number | undefined) => (typeof value === 'number' ? formatPrice(value) : '');

function read(text: string): TextReading<number | undefined> {
  const parsed = parsePrice(text);
  return parsed.ok ? { ok: true, value: parsed.cents } : { ok: false };
}

export function PriceInput(props: InputProps<number>) {
  const { id, value, readOnly, placeholder, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation('forms');
  const [text, setText] = useEditableText<number | undefined>(value, show, read);
  const parsed = parsePrice(text);
  const ownError = parsed.ok ? null : t(`validations.${parsed.error}`);
  return (
    <FieldShell {...shellProps(props)} ownError={ownError}>
      <InputGroup endElement="€">
        <Input
          id={id}
          name={id}
          inputMode="decimal"
          readOnly={readOnly}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const next = parsePrice(event.target.value);
            if (next.ok) onChange(next.cents);
          }}
          onBlur={() => {
            if (parsed.ok) setText(show(parsed.cents)); // tidied up to '1.234,50' once the user is done
            onBlur?.();
          }}
          onFocus={() => onFocus?.()}
          aria-describedby={describedByOf(props, ownError)}
        />
      </InputGroup>
    </FieldShell>
  );
}
