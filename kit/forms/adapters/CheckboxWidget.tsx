/**
 * A checkbox whose native input carries the rjsf id (`#root_<setting>`), so tests and assistive technology
 * reach it directly; the theme's checkbox hides its input behind generated ids.
 */
import { chakra, HStack } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { FieldShell } from '../../../runtime/inputs/FieldShell';

export function CheckboxWidget({ id, value, label, hideLabel, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  return (
    <FieldShell id={id} required={required} disabled={disabled} readOnly={readonly} invalid={!!rawErrors?.length}>
      <HStack as="label" gap="2" cursor={disabled || readonly ? 'not-allowed' : 'pointer'} fontSize="sm" fontWeight="medium">
        <chakra.input
          type="checkbox"
          id={id}
          name={id}
          width="4"
          height="4"
          accentColor="colorPalette.solid"
          checked={value === true}
          disabled={disabled || readonly}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={(event) => onBlur(id, event.target.checked)}
          onFocus={(event) => onFocus(id, event.target.checked)}
          aria-describedby={ariaDescribedByIds(id)}
        />
        {!hideLabel && label}
      </HStack>
    </FieldShell>
  );
}
