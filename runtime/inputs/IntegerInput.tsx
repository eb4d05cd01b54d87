/** Whole numbers (integer, step 1). A fraction or text typed in is no value, not a rounded guess. */
import { NumberInput, type NumberInputProps } from './NumberInput';

export type IntegerInputProps = Omit<NumberInputProps, 'integer'>;

export function IntegerInput(props: IntegerInputProps) {
  return <NumberInput {...props} integer />;
}
