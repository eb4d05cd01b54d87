/**
 * Choice from a schema's enum as a native <select> carrying the rjsf id (`#root_<setting>`), labelled
 * through FieldShell. Option values are indexes into the enum, as in every rjsf theme; `multiple` for
 * arrays of enum values.
 */
import { NativeSelect } from '@chakra-ui/react';
import { ariaDescribedByIds, enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';
import { FieldShell } from '../../../runtime/inputs/FieldShell';

export function SelectWidget({ id, options, label, hideLabel, placeholder, multiple, required, disabled, readonly, value, autofocus, onChange, onBlur, onFocus, rawErrors, schema }: WidgetProps) {
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const read = (select: HTMLSelectElement) =>
    enumOptionsValueForIndex(multiple ? [...select.selectedOptions].map((option) => option.value) : select.value, enumOptions, emptyValue);
  const selected = enumOptionsIndexForValue(value, enumOptions, multiple);
  const showPlaceholder = !multiple && schema.default === undefined;
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled} readOnly={readonly} invalid={!!rawErrors?.length}>
      <NativeSelect.Root disabled={disabled || readonly}>
        <NativeSelect.Field
          id={id}
          name={id}
          multiple={multiple}
          autoFocus={autofocus}
          value={multiple ? ((selected as string[] | undefined) ?? []).map(String) : selected === undefined ? '' : String(selected)}
          onChange={(event) => onChange(read(event.target))}
          onBlur={(event) => onBlur(id, read(event.target))}
          onFocus={(event) => onFocus(id, read(event.target))}
          aria-describedby={ariaDescribedByIds(id)}
        >
          {showPlaceholder && <option value="">{placeholder || ''}</option>}
          {enumOptions.map((option, index) => (
            <option key={index} value={String(index)} disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        {!multiple && <NativeSelect.Indicator />}
      </NativeSelect.Root>
    </FieldShell>
  );
}
