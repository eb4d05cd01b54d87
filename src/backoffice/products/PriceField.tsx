import { useTranslation } from 'react-i18next';
import { Field, Input, InputGroup } from '@chakra-ui/react';
import { formatPrice, parsePrice } from '../../../runtime/forms/values/price';
import { useEditableText, type TextReading } from '../../../runtime/forms/widgets/useEditableText';
import { currencySymbol } from '../../../runtime/format';

interface PriceFieldProps {
  id: string;
  label: string;
  currency: string;
  /** Minor units; undefined for no price. */
  value: number | undefined;
  onChange(value: number | undefined): void;
  /** Reports whether the text is a price, so the form can refuse to save nonsense. */
  onValidity(valid: boolean): void;
  disabled?: boolean;
}

const show = (value: number | undefined) => (typeof value === 'number' ? formatPrice(value) : '');
function read(text: string): TextReading<number | undefined> {
  const parsed = parsePrice(text);
  return parsed.ok ? { ok: true, value: parsed.cents } : { ok: false };
}

/**
 * A price typed the way the product's PriceInput takes it (1.234,56; runtime/forms), stored in minor units, with
 * the sign of the price zone's currency after it. An empty field means "no price in this zone".
 */
export function PriceField({ id, label, currency, value, onChange, onValidity, disabled }: PriceFieldProps) {
  const { t, i18n } = useTranslation('forms');
  const [text, setText] = useEditableText<number | undefined>(value, show, read);
  const parsed = parsePrice(text);
  return (
    <Field.Root invalid={!parsed.ok} disabled={disabled}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <InputGroup endElement={currencySymbol(currency, i18n.language)}>
        <Input
          id={id}
          name={id}
          inputMode="decimal"
          value={text}
          data-currency={currency}
          onChange={(event) => {
            const next = parsePrice(event.target.value);
            setText(event.target.value);
            onValidity(next.ok);
            if (next.ok) onChange(next.cents);
          }}
          onBlur={() => parsed.ok && setText(show(parsed.cents))}
        />
      </InputGroup>
      {!parsed.ok && <Field.ErrorText role="alert">{t(`validations.${parsed.error}`)}</Field.ErrorText>}
    </Field.Root>
  );
}
