import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input, InputGroup } from '@chakra-ui/react';
import { formatPrice, parsePrice } from '../../../runtime/inputs/values/price';
import { useEditableText, type TextReading } from '../../../runtime/inputs/useEditableText';
import { currencyDigits, currencySymbol } from '../../../runtime/format';

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

/** Showing and reading a price with the currency's own number of decimals (EUR 2, JPY 0, KWD 3). */
function priceText(digits: number) {
  const show = (value: number | undefined) => (typeof value === 'number' ? formatPrice(value, digits) : '');
  const read = (text: string): TextReading<number | undefined> => {
    const parsed = parsePrice(text, digits);
    return parsed.ok ? { ok: true, value: parsed.cents } : { ok: false };
  };
  return { show, read };
}

/**
 * A price typed the way the product's PriceInput takes it (1.234,56; runtime/inputs), stored in minor units of the
 * price zone's currency (as many decimals as it has), with the currency's sign after it. An empty field means "no price in this zone".
 */
export function PriceField({ id, label, currency, value, onChange, onValidity, disabled }: PriceFieldProps) {
  const { t, i18n } = useTranslation('forms');
  const digits = currencyDigits(currency);
  const { show, read } = useMemo(() => priceText(digits), [digits]);
  const [text, setText] = useEditableText<number | undefined>(value, show, read);
  const parsed = parsePrice(text, digits);
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
            const next = parsePrice(event.target.value, digits);
            setText(event.target.value);
            onValidity(next.ok);
            if (next.ok) onChange(next.cents);
          }}
          onBlur={() => parsed.ok && setText(show(parsed.cents))}
        />
      </InputGroup>
      {!parsed.ok && <Field.ErrorText role="alert">{t(`validations.${parsed.error}`, { count: digits })}</Field.ErrorText>}
    </Field.Root>
  );
}
