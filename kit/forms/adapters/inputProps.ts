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
