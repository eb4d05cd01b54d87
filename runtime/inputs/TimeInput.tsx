/**
 * A time of day as 'HH:mm'; `defaultsToNow` fills in the current time when the input appears empty. A text field
 * rather than the browser's time field, whose display follows the browser (12 hours with AM/PM in an English
 * one): here it is 24-hour HH:mm in every UI language. Digits are enough to type ('0930'); ArrowUp/ArrowDown
 * change the hours when the caret is in them, else the minutes. Text that is no time says so once the field is left.
 */
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@chakra-ui/react';
import { toHHmm } from './values/dateTime';
import { parseTime, shiftTime } from './values/timeOfDay';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';
import { useDefaultToNow } from './useDefaultToNow';
import { useEditableText, type TextReading } from './useEditableText';

const show = (value: string | undefined) => {
  const parsed = typeof value === 'string' ? parseTime(value) : undefined;
  return parsed?.ok && parsed.time ? parsed.time : '';
};
const read = (text: string): TextReading<string | undefined> => {
  const parsed = parseTime(text);
  return parsed.ok ? { ok: true, value: parsed.time } : { ok: false };
};
const STEPS: Record<string, number> = { ArrowUp: 1, ArrowDown: -1 };

export function TimeInput(props: InputProps<string> & { defaultsToNow?: boolean }) {
  const { id, value, readOnly, placeholder, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation('inputs');
  useDefaultToNow(!!props.defaultsToNow, value, () => toHHmm(new Date()), onChange);
  const [text, setText] = useEditableText<string | undefined>(typeof value === 'string' ? value : undefined, show, read);
  const [left, setLeft] = useState(false);
  const reading = read(text);
  const ownError = left && !reading.ok ? t('time.invalid') : null;

  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    const amount = STEPS[event.key];
    if (amount === undefined || readOnly) return;
    event.preventDefault();
    const input = event.currentTarget;
    const caret = input.selectionStart ?? 0;
    const next = shiftTime(reading.ok ? reading.value : undefined, caret <= 2 ? 'hours' : 'minutes', amount);
    setText(next);
    onChange(next);
    // the caret stays in the part being changed, so holding the key keeps changing it
    requestAnimationFrame(() => input.setSelectionRange(caret, caret));
  };

  return (
    <FieldShell {...shellProps(props)} ownError={ownError}>
      <Input
        id={id}
        name={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        readOnly={readOnly}
        placeholder={placeholder || t('time.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setLeft(false);
          const next = read(event.target.value);
          if (next.ok) onChange(next.value);
        }}
        onKeyDown={step}
        onBlur={() => {
          if (reading.ok) setText(show(reading.value));
          setLeft(true);
          onBlur?.();
        }}
        onFocus={() => onFocus?.()}
        aria-describedby={describedByOf(props, ownError)}
      />
    </FieldShell>
  );
}
