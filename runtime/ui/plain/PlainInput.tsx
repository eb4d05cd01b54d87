import { forwardRef, type InputHTMLAttributes } from 'react';
import { classes } from './plainStyles';

export interface PlainInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  size: 'xs' | 'sm';
  testId?: string;
}

/** A text input that looks like Chakra's Input (outline) of that size (plainStyles.ts). */
export const PlainInput = forwardRef<HTMLInputElement, PlainInputProps>(function PlainInput({ size, testId, className, ...rest }, ref) {
  return <input ref={ref} className={classes('chakra-input', `bk-input-${size}`, className)} data-testid={testId} {...rest} />;
});
