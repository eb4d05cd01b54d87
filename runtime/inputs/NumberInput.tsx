/**
 * A number typed into a number field: any number, or with `integer` whole numbers only (step 1). Text that is no
 * such number is no value, not a rounded guess.
 */
import { Input } from '@chakra-ui/react';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';

export interface NumberInputProps extends InputProps<number> {
  min?: number;
  max?: number;
  integer?: boolean;
}

const readInteger = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : undefined);
const readNumber = (text: string) => (/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text.trim()) ? Number(text) : undefined);

export function NumberInput(props: NumberInputProps) {
  const { id, value, min, max, integer, readOnly, placeholder, onChange, onBlur, onFocus } = props;
  const read = integer ? readInteger : readNumber;
  return (
    <FieldShell {...shellProps(props)}>
      <Input
        id={id}
        name={id}
        type="number"
        step={integer ? 1 : 'any'}
        min={min}
        max={max}
        inputMode={integer ? 'numeric' : 'decimal'}
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
