/**
 * A date as epoch milliseconds (or 'yyyy-MM-dd' with `asText`): `onlyDateInFuture` / `onlyDateInPast` bound it by
 * today, `defaultsToNow` fills in the current time, `withTime` adds a time unless `fixedTime` ('HH:mm') fixes it,
 * then a date-only input is enough. Typed, or picked in the calendar (DateCalendar) in the UI language.
 */
import { Input } from '@chakra-ui/react';
import { dateBounds, fromDateInput, isHHmm, toDateInput, toDateTimeInput, toHHmm } from './values/dateTime';
import { DateCalendar } from './DateCalendar';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';
import { useDefaultToNow } from './useDefaultToNow';

export interface DateInputProps extends InputProps<number | string> {
  asText?: boolean;
  withTime?: boolean;
  fixedTime?: string;
  onlyDateInFuture?: boolean;
  onlyDateInPast?: boolean;
  defaultsToNow?: boolean;
}

export function DateInput(props: DateInputProps) {
  const { id, value, asText, fixedTime, readOnly, onChange, onBlur, onFocus } = props;
  const fixed = fixedTime && isHHmm(fixedTime) ? fixedTime : undefined;
  const withTime = !!props.withTime && !fixed;
  const bounds = dateBounds({ onlyDateInFuture: props.onlyDateInFuture, onlyDateInPast: props.onlyDateInPast }, new Date());

  const toValue = (text: string): number | string | undefined => {
    if (asText) return text === '' ? undefined : text;
    return fromDateInput(text, fixed);
  };
  const epoch = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? fromDateInput(value) : undefined;
  const text = epoch === undefined ? '' : withTime ? toDateTimeInput(epoch) : toDateInput(epoch);
  useDefaultToNow(!!props.defaultsToNow, value, () => (asText ? toDateInput(Date.now()) : Date.now()), onChange);

  return (
    <FieldShell {...shellProps(props)}>
      <Input
        id={id}
        name={id}
        type={withTime ? 'datetime-local' : 'date'}
        min={bounds.min && (withTime ? `${bounds.min}T00:00` : bounds.min)}
        max={bounds.max && (withTime ? `${bounds.max}T23:59` : bounds.max)}
        readOnly={readOnly}
        value={text}
        onChange={(event) => onChange(toValue(event.target.value))}
        onBlur={() => onBlur?.()}
        onFocus={() => onFocus?.()}
        aria-describedby={describedByOf(props)}
      />
      {!readOnly && (
        <DateCalendar
          selected={epoch === undefined ? undefined : new Date(epoch)}
          min={bounds.min}
          max={bounds.max}
          disabled={props.disabled}
          // a picked day keeps the time already chosen (or the fixed one)
          onPick={(day) => onChange(toValue(withTime && epoch !== undefined ? `${day}T${toHHmm(new Date(epoch))}` : day))}
        />
      )}
    </FieldShell>
  );
}
