/** One of a list of options, as a native select (keyboard and screen readers as the browser knows them). */
import { NativeSelect } from '@chakra-ui/react';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';

export function SelectInput(props: InputProps<string | number> & { options: readonly { value: string | number; label?: string }[] }) {
  const { id, value, options, disabled, readOnly, placeholder, onChange, onBlur, onFocus } = props;
  const index = options.findIndex((option) => option.value === value);
  return (
    <FieldShell {...shellProps(props)}>
      <NativeSelect.Root disabled={disabled || readOnly}>
        <NativeSelect.Field
          id={id}
          name={id}
          value={index >= 0 ? String(index) : ''}
          aria-describedby={describedByOf(props)}
          onChange={(event) => onChange(event.target.value === '' ? undefined : options[Number(event.target.value)]?.value)}
          onBlur={() => onBlur?.()}
          onFocus={() => onFocus?.()}
        >
          <option value="">{placeholder ?? ''}</option>
          {options.map((option, at) => (
            <option key={at} value={String(at)}>{option.label ?? String(option.value)}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
