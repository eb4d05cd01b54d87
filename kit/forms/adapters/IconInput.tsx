/** `format: icon`: an object value, so an rjsf field (`ui:field: IconInput`), not a widget. */
import type { FieldProps } from '@rjsf/utils';
import { IconInput as Input, type IconValue } from '../../../runtime/inputs/IconInput';

export function IconInput({ fieldPathId, formData, schema, name, disabled, readonly, onChange, onBlur, onFocus }: FieldProps<IconValue>) {
  const id = fieldPathId.$id;
  return (
    <Input
      id={id}
      value={formData}
      label={(schema.title as string | undefined) ?? name}
      disabled={disabled}
      readOnly={readonly}
      onChange={(next) => onChange(next, fieldPathId.path, undefined, id)}
      onBlur={() => onBlur(id, formData)}
      onFocus={() => onFocus(id, formData)}
    />
  );
}
