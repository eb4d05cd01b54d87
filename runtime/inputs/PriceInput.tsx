/**
 * A price in cents, typed the German way with a euro suffix. Text that is no price (a negative, a third decimal,
 * letters) keeps the last valid value and says why under the input.
 */
import { useTranslation } from 'react-i18next';
import { formatPrice, parsePrice } from './values/price';
import { DecimalTextInput } from './DecimalTextInput';
import type { InputProps } from './types';
import { useEditableText, type TextReading } from './useEditableText';

const show = (value: number | undefined) => (typeof value === 'number' ? formatPrice(value) : '');

function read(text: string): TextReading<number | undefined> {
  const parsed = parsePrice(text);
  return parsed.ok ? { ok: true, value: parsed.cents } : { ok: false };
}

export function PriceInput(props: InputProps<number>) {
  const { t } = useTranslation('forms');
  const [text, setText] = useEditableText<number | undefined>(props.value, show, read);
  const parsed = parsePrice(text);
  const ownError = parsed.ok ? null : t(`validations.${parsed.error}`);
  const onBlur = () => {
    if (parsed.ok) setText(show(parsed.cents)); // tidied up to '1.234,50' once the user is done
    props.onBlur?.();
  };
  return <DecimalTextInput input={props} unit="€" text={text} setText={setText} read={read} ownError={ownError} onBlur={onBlur} />;
}
