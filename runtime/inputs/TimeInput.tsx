/** A time of day as 'HH:mm'; `defaultsToNow` fills in the current time when the input appears empty. */
import { Input } from '@chakra-ui/react';
import { isHHmm, toHHmm } from './values/dateTime';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';
import { useDefaultToNow } from './useDefaultToNow';

// Browsers may report seconds ('08:00:00') when a step below a minute is set; HH:mm is what is stored.
const read = (text: string) => (text === '' ? undefined : text.slice(0, 5));

export function TimeInput(props: InputProps<string> & { defaultsToNow?: boolean }) {
  const { id, value, readOnly, onChange, onBlur, onFocus } = props;
  useDefaultToNow(!!props.defaultsToNow, value, () => toHHmm(new Date()), onChange);
  return (
    <FieldShell {...shellProps(props)}>
      <Input
        id={id}
        name={id}
        type="time"
        step={60}
        readOnly={readOnly}
        value={typeof value === 'string' && isHHmm(value) ? value : ''}
        onChange={(event) => onChange(read(event.target.value))}
        onBlur={() => onBlur?.()}
        onFocus={() => onFocus?.()}
        aria-describedby={describedByOf(props)}
      />
    </FieldShell>
  );
}
