import { useTranslation } from 'react-i18next';
import { Box, Button, Field, HStack, IconButton, Image, Input, Stack, Text } from '@chakra-ui/react';
import type { ProductImage } from '../../../model/api/schemas';
import { safeImageSrc } from '../../../runtime/security/safeUrl';

/** The product's pictures as a list of file URLs (each with an optional description) and a preview. */
export function ImagesField({ value, onChange, error, disabled }: { value: ProductImage[]; onChange(images: ProductImage[]): void; error?: string; disabled?: boolean }) {
  const { t } = useTranslation('backoffice');
  const update = (index: number, patch: Partial<ProductImage>) => onChange(value.map((image, i) => (i === index ? { ...image, ...patch } : image)));
  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Field.Label as="div">{t('products.fields.images')}</Field.Label>
      <Stack gap="2" width="full" data-testid="product-images">
        {value.length === 0 && <Text color="fg.muted" fontSize="sm">{t('products.noImages')}</Text>}
        {value.map((image, index) => (
          <HStack key={index} gap="2" align="center" data-testid="product-image">
            <Box boxSize="12" flexShrink={0} borderWidth="1px" borderRadius="sm" overflow="hidden" bg="bg.muted">
              {image.fileUrl.trim() && <Image src={safeImageSrc(image.fileUrl)} alt="" boxSize="12" objectFit="cover" />}
            </Box>
            <Input
              name={`image-url-${index}`}
              aria-label={t('products.imageUrl', { number: index + 1 })}
              placeholder="https://… / /api/files/…"
              value={image.fileUrl}
              onChange={(e) => update(index, { fileUrl: e.currentTarget.value })}
            />
            <Input
              name={`image-alt-${index}`}
              aria-label={t('products.imageAlt', { number: index + 1 })}
              placeholder={t('products.imageAltPlaceholder')}
              value={image.alt ?? ''}
              onChange={(e) => update(index, { alt: e.currentTarget.value })}
            />
            {!disabled && (
              <IconButton variant="ghost" aria-label={t('products.removeImage', { number: index + 1 })} onClick={() => onChange(value.filter((_, i) => i !== index))}>
                ✕
              </IconButton>
            )}
          </HStack>
        ))}
        {!disabled && (
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange([...value, { fileUrl: '' }])} data-testid="add-image">
            {t('products.addImage')}
          </Button>
        )}
      </Stack>
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
