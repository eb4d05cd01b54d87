/** Whole numbers (integer, step 1). A fraction or text typed in is no value, not a rounded guess. */
import { Input } from '@chakra-ui/react';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';

export interface IntegerInputProps extends InputProps<number> {
  min?: number;
  max?: number;
}

const read = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : undefined);

export function IntegerInput(props: IntegerInputProps) {
  const { id, value, min, max, readOnly, placeholder, onChange, onBlur, onFocus } = props;
  return (
    <FieldShell {...shellProps(props)}>
      <Input
        id={id}
        name={id}
        type="number"
        step={1}
        min={min}
        max={max}
        inputMode="numeric"
        readOnly={readOnly}
        placeholder={placeholder}
        value={typeof value === 'number' ? value : ''}
        onChange={(event) => onChange(read(event.target.value))}
        onBlur={() => onBlur?.()}
        onFocus={() => onFocus?.()}
        aria-describedby={describedByOf(props)}
      />
    </FieldShell>
  );
}
