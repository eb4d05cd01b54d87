/** Whole numbers (integer, step 1). A fraction or text typed in is no value, not a rounded guess. */
import { Input } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { FieldShell } from './FieldShell';

export function IntegerInput({ id, value, label, hideLabel, required, disabled, readonly, rawErrors, schema, onChange, onBlur, onFocus }: WidgetProps) {
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  const read = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : undefined);
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled} readOnly={readonly} invalid={!!rawErrors?.length}>
      <Input
        id={id}
        name={id}
        type="number"
        step={1}
        min={min}
        max={max}
        inputMode="numeric"
        value={typeof value === 'number' ? value : ''}
        onChange={(event) => onChange(read(event.target.value))}
        onBlur={(event) => onBlur(id, read(event.target.value))}
        onFocus={(event) => onFocus(id, read(event.target.value))}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </FieldShell>
  );
}
