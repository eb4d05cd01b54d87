/**
 * A duration in minutes, typed as 'H:mm' (1:30) or minutes (90); other text says how to write it. Under the field
 * the duration is read out in words in the UI language, so '1:30' cannot be mistaken for a time of day.
 */
import { useTranslation } from 'react-i18next';
import { Field, Input } from '@chakra-ui/react';
import { formatDuration, parseDuration } from './values/duration';
import { durationInWords } from './values/durationWords';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';
import { useEditableText, type TextReading } from './useEditableText';

const show = (value: number | undefined) => (typeof value === 'number' ? formatDuration(value) : '');
const read = (text: string): TextReading<number | undefined> => {
  const parsed = parseDuration(text);
  return parsed.ok ? { ok: true, value: parsed.minutes } : { ok: false };
};

export function DurationInput(props: InputProps<number>) {
  const { id, value, readOnly, placeholder, onChange, onBlur, onFocus } = props;
  const { t, i18n } = useTranslation('forms');
  const [text, setText] = useEditableText<number | undefined>(value, show, read);
  const reading = read(text);
  const ownError = reading.ok ? null : t('validations.invalidDuration');
  const words = reading.ok && reading.value !== undefined ? durationInWords(reading.value, i18n.language) : null;
  const readableId = `${id}__readable`;
  const describedBy = [describedByOf(props, ownError), words ? readableId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <FieldShell {...shellProps(props)} ownError={ownError}>
      <Input
        id={id}
        name={id}
        inputMode="numeric"
        readOnly={readOnly}
        placeholder={placeholder || '0:00'}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = read(event.target.value);
          if (next.ok) onChange(next.value);
        }}
        onBlur={() => {
          if (reading.ok) setText(show(reading.value));
          onBlur?.();
        }}
        onFocus={() => onFocus?.()}
        aria-describedby={describedBy}
      />
      {words && <Field.HelperText id={readableId}>{words}</Field.HelperText>}
    </FieldShell>
  );
}
