import type { ReactNode } from 'react';

export interface PlainCheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  testId?: string;
  children: ReactNode;
}

/**
 * A checkbox that looks like Chakra's small Checkbox (plainStyles.ts): the native input, visually hidden, takes the
 * clicks, the keyboard and the label; the control beside it shows its state.
 */
export function PlainCheckbox({ checked, onChange, testId, children }: PlainCheckboxProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <label className="chakra-checkbox__root bk-checkbox-root" data-state={state}>
      <input type="checkbox" className="bk-visually-hidden" data-testid={testId} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span className="chakra-checkbox__control bk-checkbox-control" data-state={state} aria-hidden>
        {checked ? (
          // Chakra's check mark
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3px" strokeLinecap="round" strokeLinejoin="round">
            <polyline points="20 6 9 17 4 12" />
          </svg>
        ) : null}
      </span>
      <span className="chakra-checkbox__label bk-checkbox-label">{children}</span>
    </label>
  );
}
