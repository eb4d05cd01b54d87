/** A time of day as 'HH:mm'; `defaultsToNow` fills in the current time when the field appears empty. */
import { useEffect } from 'react';
import { Input } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { isHHmm, toHHmm } from '../values/dateTime';
import { FieldShell } from './FieldShell';
import { schemaOption } from './schemaOption';

export function TimeInput(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const defaultsToNow = schemaOption<boolean>(props, 'defaultsToNow') === true;
  // Browsers may report seconds ('08:00:00') when a step below a minute is set; HH:mm is what is stored.
  const read = (text: string) => (text === '' ? undefined : text.slice(0, 5));
  useEffect(() => {
    if (defaultsToNow && (value === undefined || value === '')) onChange(toHHmm(new Date()));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- only when the field first appears empty
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled} readOnly={readonly} invalid={!!rawErrors?.length}>
      <Input
        id={id}
        name={id}
        type="time"
        step={60}
        value={typeof value === 'string' && isHHmm(value) ? value : ''}
        onChange={(event) => onChange(read(event.target.value))}
        onBlur={(event) => onBlur(id, read(event.target.value))}
        onFocus={(event) => onFocus(id, read(event.target.value))}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </FieldShell>
  );
}
