import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, CloseButton, Field, HStack, Input, Wrap } from '@chakra-ui/react';
import { addTag } from './productForm';

/** Tags as removable badges; Enter or a comma adds what was typed (leaving the field adds it too). */
export function TagsField({ value, onChange, disabled }: { value: string[]; onChange(tags: string[]): void; disabled?: boolean }) {
  const { t } = useTranslation('backoffice');
  const [text, setText] = useState('');
  const commit = () => {
    onChange(addTag(value, text));
    setText('');
  };
  return (
    <Field.Root disabled={disabled}>
      <Field.Label htmlFor="product-tags">{t('products.fields.tags')}</Field.Label>
      <Wrap gap="2" marginBottom={value.length ? '2' : '0'} data-testid="product-tags">
        {value.map((tag) => (
          <Badge key={tag} size="lg" variant="subtle" data-testid="product-tag">
            <HStack gap="1">
              {tag}
              {!disabled && (
                <CloseButton size="2xs" aria-label={t('products.removeTag', { tag })} onClick={() => onChange(value.filter((x) => x !== tag))} />
              )}
            </HStack>
          </Badge>
        ))}
      </Wrap>
      <Input
        id="product-tags"
        name="tag"
        value={text}
        placeholder={t('products.tagPlaceholder')}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          if (typed.endsWith(',')) {
            onChange(addTag(value, typed.slice(0, -1)));
            setText('');
          } else setText(typed);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault(); // not a submit of the whole form
            commit();
          }
        }}
        onBlur={() => text.trim() && commit()}
      />
      <Field.HelperText>{t('products.tagHelp')}</Field.HelperText>
    </Field.Root>
  );
}
