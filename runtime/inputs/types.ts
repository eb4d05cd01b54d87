/**
 * The props every input of the product takes: a plain controlled component. The same component is a page widget's
 * input (runtime/widgets/inputs, errors from the enclosing Form) and a field of the builder's schema forms (the rjsf
 * adapters in kit/forms/adapters, whose field template draws the schema errors; they pass `invalid` and
 * `describedBy` instead of `error`).
 */
export interface InputProps<V> {
  /** The input element's id; its label points at it and messages are `<id>__error` / `<id>__widget-error`. */
  id: string;
  value: V | undefined;
  /** Every change; `undefined` for an empty input (empty values are no values). */
  onChange(value: V | undefined): void;
  label?: string;
  hideLabel?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** A validation message to show under the input. */
  error?: string;
  /** Marked invalid without a message of its own (someone else shows it). */
  invalid?: boolean;
  /** The ids that describe the input (`aria-describedby`); by default its own messages. */
  describedBy?: string;
  placeholder?: string;
  onBlur?(): void;
  onFocus?(): void;
}

/** `aria-describedby`: the caller's ids, else the messages this input shows. */
export function describedByOf(props: Pick<InputProps<unknown>, 'id' | 'error' | 'describedBy'>, ownError?: string | null): string | undefined {
  const ids = [props.describedBy ?? (props.error ? `${props.id}__error` : undefined), ownError ? `${props.id}__widget-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
