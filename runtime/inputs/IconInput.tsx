/**
 * An icon as `{name, size, color, theme}` (size default 24, minimum 1), with a preview. Its parts have the ids
 * `<id>_name`, `<id>_size`, `<id>_color` and `<id>_theme`.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Field, Fieldset, HStack, Image, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { DEFAULT_ICON_SIZE, ICON_THEMES, iconUrl } from '../widgets/iconUrl';
import type { InputProps } from './types';

export interface IconValue {
  name?: string;
  size?: number;
  color?: string;
  theme?: string;
}

export function IconInput({ id, value: given, label, disabled, readOnly, error, onChange, onBlur, onFocus }: InputProps<IconValue>) {
  const { t } = useTranslation('forms');
  const value: IconValue = given && typeof given === 'object' ? given : {};
  const set = (patch: Partial<IconValue>) => {
    const next: IconValue = { ...value, ...patch };
    for (const key of Object.keys(next) as (keyof IconValue)[]) if (next[key] === undefined || next[key] === '') delete next[key];
    onChange(Object.keys(next).length > 0 ? next : undefined);
  };
  const locked = disabled || readOnly;
  const part = (key: keyof IconValue, text: string, input: ReactNode) => (
    <Field.Root id={`${id}_${key}`} disabled={locked}>
      <Field.Label>{text}</Field.Label>
      {input}
    </Field.Root>
  );
  const blur = () => onBlur?.();
  const focus = () => onFocus?.();
  return (
    <Fieldset.Root id={id} disabled={locked} invalid={!!error} data-testid="icon-input" aria-describedby={error ? `${id}__error` : undefined}>
      {label && <Fieldset.Legend>{label}</Fieldset.Legend>}
      <HStack alignItems="start" gap="3">
        <SimpleGrid columns={2} gap="2" flex="1">
          {part('name', t('icon.name'), <Input id={`${id}_name`} value={value.name ?? ''} onChange={(e) => set({ name: e.target.value })} onBlur={blur} onFocus={focus} />)}
          {part(
            'size',
            t('icon.size'),
            <Input
              id={`${id}_size`}
              type="number"
              min={1}
              step={1}
              value={value.size ?? DEFAULT_ICON_SIZE}
              onChange={(e) => set({ size: /^\d+$/.test(e.target.value) && Number(e.target.value) >= 1 ? Number(e.target.value) : undefined })}
              onBlur={blur}
              onFocus={focus}
            />,
          )}
          {part('color', t('icon.color'), <Input id={`${id}_color`} value={value.color ?? ''} placeholder="FFFFFF" onChange={(e) => set({ color: e.target.value })} onBlur={blur} onFocus={focus} />)}
          {part(
            'theme',
            t('icon.theme'),
            <NativeSelect.Root>
              <NativeSelect.Field id={`${id}_theme`} value={value.theme ?? 'fluent'} onChange={(e) => set({ theme: e.target.value })} onBlur={blur} onFocus={focus}>
                {ICON_THEMES.map((theme) => <option key={theme} value={theme}>{theme}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
        </SimpleGrid>
        <Box width="16" height="16" display="flex" alignItems="center" justifyContent="center" borderWidth="1px" borderRadius="md">
          {value.name && (
            <Image
              data-testid="icon-preview"
              alt={value.name}
              src={iconUrl({ name: value.name, theme: value.theme, size: Math.min(value.size ?? DEFAULT_ICON_SIZE, 48), color: value.color })}
              maxWidth="12"
              maxHeight="12"
            />
          )}
        </Box>
      </HStack>
      {error && <Fieldset.ErrorText id={`${id}__error`}>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
