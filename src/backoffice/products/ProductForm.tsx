import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Field, Fieldset, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { createProduct, putProduct } from '../../../runtime/api';
import type { PriceZone, Product } from '../../../model/api/schemas';
import { fieldErrors, isStatus } from '../common/apiError';
import { PageHeader } from '../common/PageHeader';
import { resourceKey } from '../common/queries';
import { ImagesField } from './ImagesField';
import { PriceField } from './PriceField';
import { toFormValues, toProductBody, validateProduct, type ProductFormValues } from './productForm';
import { TagsField } from './TagsField';

const LIST = '/backoffice/pim/products';

interface ProductFormProps {
  product: Product | null;
  zones: PriceZone[];
  canWrite: boolean;
}

/**
 * Create or edit one product: texts, a price per price zone, pictures and tags. Saving sends the version the form
 * started from (If-Match); when somebody else saved in between, nothing is overwritten and the form offers to load
 * the current state.
 */
export function ProductForm({ product, zones, canWrite }: ProductFormProps) {
  const { t } = useTranslation('backoffice');
  const navigate = useNavigate();
  // Back to the list as it was left (search, sort, page), when the user came from there.
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch ?? '';
  const list = `${LIST}${listSearch.startsWith('?') ? listSearch : ''}`;
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProductFormValues>(() => toFormValues(product));
  const [badPrices, setBadPrices] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = validateProduct(values);
  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => setValues((v) => ({ ...v, [field]: value }));

  const save = useMutation({
    mutationFn: () => {
      const body = toProductBody(values, product);
      return product ? putProduct(product.id, body, { ifMatch: product.version }) : createProduct(body);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: resourceKey('products') });
      navigate(list);
    },
  });
  const serverErrors = fieldErrors(save.error);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || badPrices.size > 0) return;
    save.mutate();
  }

  const fieldError = (field: 'title' | 'images') => (submitted && errors[field] ? t(errors[field]!) : serverErrors[field] ? t('errors.invalidField') : undefined);

  return (
    <form onSubmit={onSubmit} noValidate data-testid="product-form">
      <Stack gap="6" maxWidth="4xl">
        <PageHeader title={product ? t('products.editTitle', { title: product.title }) : t('products.new')} />
        {isStatus(save.error, 409) && (
          <Alert.Root status="warning" data-testid="save-conflict">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('errors.conflict')}</Alert.Title>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void queryClient.invalidateQueries({ queryKey: resourceKey('products') })}>
              {t('common.reload')}
            </Button>
          </Alert.Root>
        )}
        {save.isError && !isStatus(save.error, 409) && (
          <Alert.Root status="error" data-testid="save-error">
            <Alert.Indicator />
            <Alert.Title>{isStatus(save.error, 403) ? t('errors.forbidden') : t('errors.save')}</Alert.Title>
          </Alert.Root>
        )}
        <Fieldset.Root disabled={!canWrite || save.isPending}>
          <Stack gap="4">
            <Field.Root required invalid={!!fieldError('title')}>
              <Field.Label htmlFor="product-title">{t('products.fields.title')}<Field.RequiredIndicator /></Field.Label>
              <Input id="product-title" name="title" value={values.title} onChange={(e) => set('title', e.currentTarget.value)} />
              <Field.ErrorText>{fieldError('title')}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label htmlFor="product-short-title">{t('products.fields.shortTitle')}</Field.Label>
              <Input id="product-short-title" name="shortTitle" value={values.shortTitle} onChange={(e) => set('shortTitle', e.currentTarget.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label htmlFor="product-short-description">{t('products.fields.shortDescription')}</Field.Label>
              <Textarea id="product-short-description" name="shortDescription" rows={3} value={values.shortDescription}
                onChange={(e) => set('shortDescription', e.currentTarget.value)} />
            </Field.Root>
          </Stack>
        </Fieldset.Root>

        <Fieldset.Root disabled={!canWrite || save.isPending}>
          <Fieldset.Legend>{t('products.fields.prices')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('products.pricesHelp')}</Fieldset.HelperText>
          {zones.length === 0 ? (
            <Text color="fg.muted">{t('products.noPriceZones')}</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {zones.map((zone) => (
                <PriceField
                  key={zone.id}
                  id={`price-${zone.id}`}
                  label={`${zone.title} (${zone.currency})`}
                  currency={zone.currency}
                  value={values.prices[zone.id]}
                  onChange={(value) => set('prices', { ...values.prices, [zone.id]: value })}
                  onValidity={(valid) => setBadPrices((bad) => {
                    const next = new Set(bad);
                    if (valid) next.delete(zone.id);
                    else next.add(zone.id);
                    return next;
                  })}
                />
              ))}
            </SimpleGrid>
          )}
        </Fieldset.Root>

        <Fieldset.Root disabled={!canWrite || save.isPending}>
          <Stack gap="4">
            <ImagesField value={values.images} onChange={(images) => set('images', images)} error={submitted ? errors.images : undefined} disabled={!canWrite} />
            <TagsField value={values.tags} onChange={(tags) => set('tags', tags)} disabled={!canWrite} />
          </Stack>
        </Fieldset.Root>

        <HStack gap="3">
          {canWrite && (
            <Button type="submit" colorPalette="blue" loading={save.isPending} data-testid="save-product">
              {t('common.save')}
            </Button>
          )}
          <Button asChild variant="outline">
            <RouterLink to={list}>{canWrite ? t('common.cancel') : t('products.backToList')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
