/**
 * The frame of one form input: label (tied to the input by the rjsf id, so `label[for=root_x]` and
 * getByLabel work), the input, an optional own error (the widget's, e.g. 'Ungültiges JSON'). Errors of the
 * schema validation are drawn by the field template around it.
 */
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

interface FieldShellProps {
  id: string;
  label?: string;
  hideLabel?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  /** An error the widget found itself (shown even before the form validates). */
  error?: string | null;
  children: ReactNode;
}

export function FieldShell({ id, label, hideLabel, required, disabled, readOnly, invalid, error, children }: FieldShellProps) {
  return (
    <Field.Root id={id} required={required} disabled={disabled} readOnly={readOnly} invalid={invalid || !!error} marginBottom="1">
      {!hideLabel && label && (
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      {children}
      {error && <Field.ErrorText role="alert" id={`${id}__widget-error`}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
