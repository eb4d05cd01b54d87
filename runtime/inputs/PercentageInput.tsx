/** A fraction shown as a percentage (0.155 is typed and read as 15,5 %). */
import { fractionToPercent, percentToFraction } from './values/percentage';
import { DecimalTextInput } from './DecimalTextInput';
import type { InputProps } from './types';
import { useEditableText, type TextReading } from './useEditableText';

const show = (value: unknown) => (typeof value === 'number' ? String(fractionToPercent(value)).replace('.', ',') : '');

function read(text: string): TextReading<number | undefined> {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '') return { ok: true, value: undefined };
  const percent = Number(normalized);
  return Number.isFinite(percent) ? { ok: true, value: percentToFraction(percent) } : { ok: false };
}

export function PercentageInput(props: InputProps<number>) {
  const [text, setText] = useEditableText<number | undefined>(props.value, show, read);
  return <DecimalTextInput input={props} unit="%" text={text} setText={setText} read={read} />;
}
