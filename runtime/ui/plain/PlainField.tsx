import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';

export interface PlainFieldProps {
  label: ReactNode;
  /** Shown under the control in the field's muted small text, unless there is an error. */
  help?: ReactNode;
  /** Shown under the control in place of the help; marks the control invalid. */
  error?: ReactNode;
  errorTestId?: string;
  /** Shown between the label and the control (what the control adds to, e.g. the chosen entries of a list). */
  above?: ReactNode;
  /** One control (PlainInput, PlainSelect); the field gives it its id and describing texts. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A label, a control and its help or error, laid out like Chakra's Field (plainStyles.ts). */
export function PlainField({ label, help, error, errorTestId, above, children }: PlainFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : help ? `${id}-help` : undefined;
  return (
    <div className="chakra-field__root bk-field-root" data-invalid={error ? '' : undefined}>
      <label className="chakra-field__label bk-field-label" htmlFor={id}>
        {label}
      </label>
      {above}
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <span className="chakra-field__errorText bk-field-errorText" id={`${id}-error`} data-testid={errorTestId}>
          {error}
        </span>
      ) : help ? (
        <span className="chakra-field__helperText bk-field-helperText" id={`${id}-help`}>
          {help}
        </span>
      ) : null}
    </div>
  );
}
