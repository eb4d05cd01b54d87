import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonLook } from './plainStyles';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Size, variant and colour palette, as Chakra's Button props would give them. */
  look: ButtonLook;
  testId?: string;
}

/** A button that looks like Chakra's Button with the same size, variant and colour palette (plainStyles.ts). */
export const PlainButton = forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton({ look, testId, className, type = 'button', ...rest }, ref) {
  return <button ref={ref} type={type} className={buttonClass(look, className)} data-testid={testId} {...rest} />;
});
