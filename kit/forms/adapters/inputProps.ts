/**
 * rjsf → the product's inputs (runtime/inputs): the props every input takes, out of rjsf's widget props. The field
 * template draws the schema errors, so an input only learns that it is invalid and which ids describe it.
 */
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import type { InputProps } from '../../../runtime/inputs/types';

export function inputPropsOf<V>({ id, value, label, hideLabel, required, disabled, readonly, rawErrors, placeholder, onChange, onBlur, onFocus }: WidgetProps): InputProps<V> {
  return {
    id,
    value: value as V | undefined,
    label,
    hideLabel,
    required,
    disabled,
    readOnly: readonly,
    invalid: !!rawErrors?.length,
    describedBy: ariaDescribedByIds(id),
    placeholder,
    onChange: (next) => onChange(next),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
}

/** The props of a plain text control (input or text area) drawn by an adapter: value, events, ids, states. */
export function textControlProps(props: WidgetProps) {
  const input = inputPropsOf<string>(props);
  return {
    id: props.id,
    name: props.htmlName || props.id,
    value: typeof props.value === 'string' ? props.value : '',
    placeholder: input.placeholder,
    readOnly: input.readOnly,
    disabled: input.disabled,
    onChange: (event: { target: { value: string } }) => input.onChange(event.target.value === '' ? (props.options.emptyValue as string | undefined) : event.target.value),
    onBlur: () => input.onBlur?.(),
    onFocus: () => input.onFocus?.(),
    'aria-describedby': input.describedBy,
  };
}
