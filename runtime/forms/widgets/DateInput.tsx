/**
 * A date as epoch milliseconds: `onlyDateInFuture` / `onlyDateInPast` bound it by today, `defaultsToNow` fills in the
 * current time, a date-time (`format: date-time`) gets a time too unless `fixedTime` ('HH:mm') fixes it, then a
 * date-only input is enough. A string-typed field stores 'yyyy-MM-dd'.
 */
import { useEffect } from 'react';
import { Input } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { dateBounds, fromDateInput, isHHmm, toDateInput, toDateTimeInput } from '../values/dateTime';
import { FieldShell } from './FieldShell';
import { schemaOption } from './schemaOption';

export function DateInput(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, rawErrors, schema, onChange, onBlur, onFocus } = props;
  const asText = schema.type === 'string';
  const fixedTime = schemaOption<string>(props, 'fixedTime');
  const withTime = schema.format === 'date-time' && !(fixedTime && isHHmm(fixedTime));
  const defaultsToNow = schemaOption<boolean>(props, 'defaultsToNow') === true;
  const bounds = dateBounds(
    { onlyDateInFuture: schemaOption<boolean>(props, 'onlyDateInFuture'), onlyDateInPast: schemaOption<boolean>(props, 'onlyDateInPast') },
    new Date(),
  );

  const toValue = (text: string): number | string | undefined => {
    if (asText) return text === '' ? undefined : text;
    return fromDateInput(text, fixedTime && isHHmm(fixedTime) ? fixedTime : undefined);
  };
  const epoch = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? fromDateInput(value) : undefined;
  const text = epoch === undefined ? '' : withTime ? toDateTimeInput(epoch) : toDateInput(epoch);

  useEffect(() => {
    if (defaultsToNow && (value === undefined || value === null || value === '')) onChange(asText ? toDateInput(Date.now()) : Date.now());
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- only when the field first appears empty

  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled} readOnly={readonly} invalid={!!rawErrors?.length}>
      <Input
        id={id}
        name={id}
        type={withTime ? 'datetime-local' : 'date'}
        min={bounds.min && (withTime ? `${bounds.min}T00:00` : bounds.min)}
        max={bounds.max && (withTime ? `${bounds.max}T23:59` : bounds.max)}
        value={text}
        onChange={(event) => onChange(toValue(event.target.value))}
        onBlur={(event) => onBlur(id, toValue(event.target.value))}
        onFocus={(event) => onFocus(id, toValue(event.target.value))}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </FieldShell>
  );
}
