/**
 * The frame of one input: label (tied to the input by its id, so `label[for=<id>]` and getByLabel work), the input,
 * the validation message of the caller (`<id>__error`) and an error the input found itself (`<id>__widget-error`,
 * e.g. 'Ungültiges JSON'). In the builder's schema forms the field template draws the validation messages instead.
 */
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import type { InputProps } from './types';

type ShellProps = Pick<InputProps<unknown>, 'id' | 'label' | 'hideLabel' | 'required' | 'disabled' | 'readOnly' | 'invalid' | 'error'> & {
  /** An error the input found itself (shown even before any validation). */
  ownError?: string | null;
  children: ReactNode;
};

export function FieldShell({ id, label, hideLabel, required, disabled, readOnly, invalid, error, ownError, children }: ShellProps) {
  return (
    <Field.Root id={id} required={required} disabled={disabled} readOnly={readOnly} invalid={invalid || !!error || !!ownError} marginBottom="1">
      {!hideLabel && label && (
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      {children}
      {ownError && <Field.ErrorText role="alert" id={`${id}__widget-error`}>{ownError}</Field.ErrorText>}
      {error && <Field.ErrorText id={`${id}__error`} data-testid="input-error">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The shell's props out of an input's props. */
export function shellProps<V>(props: InputProps<V>) {
  const { id, label, hideLabel, required, disabled, readOnly, invalid, error } = props;
  return { id, label, hideLabel, required, disabled, readOnly, invalid, error };
}
