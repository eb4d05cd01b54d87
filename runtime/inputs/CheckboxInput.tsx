/**
 * Yes or no as a check box; unchecked is no value, so a required box must be ticked. `onToggle` takes over what a
 * click means (a box that is checked only after a confirmation); `children` follow the box (its dialog).
 */
import type { ReactNode } from 'react';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';

export function CheckboxInput(props: InputProps<boolean> & { onToggle?(checked: boolean): void; children?: ReactNode }) {
  const { id, value, label, disabled, readOnly, onChange, onBlur, onFocus } = props;
  return (
    <FieldShell {...shellProps(props)} hideLabel>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={value === true}
          disabled={disabled || readOnly}
          required={props.required}
          aria-describedby={describedByOf(props)}
          onChange={(event) => (props.onToggle ? props.onToggle(event.target.checked) : onChange(event.target.checked ? true : undefined))}
          onBlur={() => onBlur?.()}
          onFocus={() => onFocus?.()}
        />
        {label}
      </label>
      {props.children}
    </FieldShell>
  );
}
