/**
 * A colour: a swatch picker next to the hex text. Values keep the form they came in (the cart icon stores 'FFFFFF'
 * without '#', CSS colours have it); a new value takes '#' unless `hashless`.
 */
import { HStack, Input } from '@chakra-ui/react';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/**
 * '#abc' → '#aabbcc': the swatch input takes only six digits. Without a colour it shows the `fallback` (the
 * setting's default) or white, like the placeholder and like an unset background: never a black swatch for a
 * colour that is not black.
 */
function swatchOf(value: unknown, fallback?: string): string {
  if (typeof value !== 'string' || !HEX.test(value)) return fallback !== undefined && HEX.test(fallback) ? swatchOf(fallback) : '#ffffff';
  const digits = value.replace('#', '');
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`.toLowerCase();
}

export function ColorInput(props: InputProps<string> & { hashless?: boolean; fallback?: string }) {
  const { id, value, label, disabled, readOnly, onChange, onBlur, onFocus } = props;
  const hashless = typeof value === 'string' && value !== '' ? !value.startsWith('#') : props.hashless === true;
  const fromSwatch = (swatch: string) => (hashless ? swatch.slice(1).toUpperCase() : swatch);
  return (
    <FieldShell {...shellProps(props)}>
      <HStack gap="2">
        <Input
          type="color"
          width="12"
          padding="1"
          aria-label={label}
          value={swatchOf(value, props.fallback)}
          disabled={disabled || readOnly}
          onChange={(event) => onChange(fromSwatch(event.target.value))}
          data-testid="color-swatch"
        />
        <Input
          id={id}
          name={id}
          readOnly={readOnly}
          value={typeof value === 'string' ? value : ''}
          placeholder={hashless ? 'FFFFFF' : '#ffffff'}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={() => onBlur?.()}
          onFocus={() => onFocus?.()}
          aria-describedby={describedByOf(props)}
        />
      </HStack>
    </FieldShell>
  );
}
