import type { SelectHTMLAttributes } from 'react';
import { classes } from './plainStyles';

export interface PlainSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  size: 'xs' | 'sm';
  testId?: string;
  /** The width of the frame; Chakra's NativeSelect fills its line unless told otherwise. */
  width?: 'auto' | 'full';
}

/** A native select that looks like Chakra's NativeSelect of that size, with its indicator (plainStyles.ts). */
export function PlainSelect({ size, testId, width = 'full', className, disabled, ...rest }: PlainSelectProps) {
  return (
    <div className={classes('chakra-native-select__root', `bk-select-${size}-root`)} style={width === 'auto' ? { width: 'auto' } : undefined} data-disabled={disabled ? '' : undefined}>
      <select className={classes('chakra-native-select__field', `bk-select-${size}-field`, className)} data-testid={testId} disabled={disabled} {...rest} />
      <div className={classes('chakra-native-select__indicator', `bk-select-${size}-indicator`)} data-disabled={disabled ? '' : undefined} aria-hidden>
        {/* Chakra's ChevronDownIcon */}
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
    </div>
  );
}
