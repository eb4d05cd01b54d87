/**
 * A colour: a swatch picker next to the hex text. Values keep the form they came in (the spec's cart icon
 * stores 'FFFFFF' without '#', CSS colours have it); a new value takes '#' unless the schema says `hashless`.
 */
import { HStack, Input } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { FieldShell } from './FieldShell';
import { schemaOption } from './schemaOption';

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** '#abc' → '#aabbcc': the swatch input takes only six digits. */
function swatchOf(value: unknown): string {
  if (typeof value !== 'string' || !HEX.test(value)) return '#000000';
  const digits = value.replace('#', '');
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`.toLowerCase();
}

export function ColorInput(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const hashless = typeof value === 'string' && value !== '' ? !value.startsWith('#') : schemaOption<boolean>(props, 'hashless') === true;
  const fromSwatch = (swatch: string) => (hashless ? swatch.slice(1).toUpperCase() : swatch);
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled} readOnly={readonly} invalid={!!rawErrors?.length}>
      <HStack gap="2">
        <Input
          type="color"
          width="12"
          padding="1"
          aria-label={label}
          value={swatchOf(value)}
          disabled={disabled || readonly}
          onChange={(event) => onChange(fromSwatch(event.target.value))}
          data-testid="color-swatch"
        />
        <Input
          id={id}
          name={id}
          value={typeof value === 'string' ? value : ''}
          placeholder={hashless ? 'FFFFFF' : '#ffffff'}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={(event) => onBlur(id, event.target.value)}
          onFocus={(event) => onFocus(id, event.target.value)}
          aria-describedby={ariaDescribedByIds(id)}
        />
      </HStack>
    </FieldShell>
  );
}
