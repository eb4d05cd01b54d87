/**
 * How a Form and the inputs in its slot find each other: React context, because the inputs render inside the
 * Form's slot. The Form keeps the values (so a failed submit loses nothing), the rules and which fields were
 * changed or left; an input outside a Form keeps its own value.
 */
import { createContext, useContext } from 'react';
import type { FieldRule } from '../../inputs/validation';

export interface FormFields {
  valueOf(name: string): unknown;
  /** A change by the user: the field is dirty from now on. */
  change(name: string, value: unknown): void;
  /** The user left the field: touched. */
  leave(name: string): void;
  /** The message to show under the field now (only once dirty, touched or after a submit attempt). */
  errorOf(name: string): string | undefined;
  isRequired(name: string): boolean;
  /** Registers the field's rule; returns the unregistration. */
  register(name: string, rule: FieldRule): () => void;
  busy: boolean;
}

export const FormContext = createContext<FormFields | null>(null);

export function useEnclosingForm(): FormFields | null {
  return useContext(FormContext);
}
