import { useCallback, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Badge, Button, HStack, Image, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { deleteProduct, getProducts } from '../../../runtime/api';
import type { PriceZone, Product } from '../../../model/api/schemas';
import { useCurrentUser } from '../../../runtime/auth';
import { ConfirmDialog } from '../../../runtime/ui/ConfirmDialog';
import { DataTable, type Column } from '../common/DataTable';
import { formatCurrency, formatDateTime } from '../../../runtime/format';
import { safeImageSrc } from '../../../runtime/security/safeUrl';
import { PageHeader } from '../common/PageHeader';
import { useInvalidate, useListPage, usePriceZones } from '../common/queries';
import { SearchBox } from '../common/SearchBox';
import { useListParams } from '../common/useListParams';
import { grants } from '../../../model/resources/access';
import { PRODUCTS } from '../../../model/resources/descriptors';

/** `pim/products`: the products with search, sorting and paging; create, edit and delete with PRODUCTS_WRITE. */
export default function ProductListPage() {
  const { t, i18n } = useTranslation('backoffice');
  const canWrite = grants(PRODUCTS.access.write, useCurrentUser()?.permissions);
  // The editor comes back to this very view (search, sort, page) after saving.
  const listState = { listSearch: useLocation().search };
  const [params, setParams] = useListParams({ sort: PRODUCTS.defaultSort });
  const products = useListPage('products', params, getProducts);
  const zones = usePriceZones();
  const invalidate = useInvalidate();
  const [doomed, setDoomed] = useState<Product | null>(null);
  const remove = useMutation({
    mutationFn: (product: Product) => deleteProduct(product.id),
    onSuccess: async () => {
      setDoomed(null);
      await invalidate('products');
    },
  });
  const onSearch = useCallback((search: string) => setParams({ search }), [setParams]);

  const columns: Column<Product>[] = [
    {
      key: 'image',
      header: t('products.fields.image'),
      render: (p) => p.images?.[0] ? <Image src={safeImageSrc(p.images[0].fileUrl)} alt={p.images[0].alt ?? ''} boxSize="10" objectFit="cover" borderRadius="sm" /> : null,
    },
    {
      key: 'title',
      header: t('products.fields.title'),
      sortField: 'title',
      render: (p) => (
        <Stack gap="0">
          <Link asChild colorPalette="blue" fontWeight="medium">
            <RouterLink to={`/backoffice/pim/products/${encodeURIComponent(p.id)}`} state={listState} data-testid="product-link">{p.title}</RouterLink>
          </Link>
          {p.shortTitle && <Text fontSize="xs" color="fg.muted">{p.shortTitle}</Text>}
        </Stack>
      ),
    },
    {
      key: 'prices',
      header: t('products.fields.prices'),
      render: (p) => <Prices product={p} zones={zones.data ?? []} language={i18n.language} />,
    },
    {
      key: 'tags',
      header: t('products.fields.tags'),
      render: (p) => <Wrap gap="1">{(p.tags ?? []).map((tag) => <Badge key={tag} variant="subtle">{tag}</Badge>)}</Wrap>,
    },
    { key: 'createdAt', header: t('common.createdAt'), sortField: 'createdAt', render: (p) => formatDateTime(p.createdAt, i18n.language) },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      header: t('common.actions'),
      align: 'end',
      render: (p) => (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => { remove.reset(); setDoomed(p); }} data-testid="delete-product">
          {t('common.delete')}
        </Button>
      ),
    });
  }

  return (
    <Stack gap="4">
      <PageHeader title={t('products.title')}>
        {canWrite && (
          <Button asChild colorPalette="blue" data-testid="new-product">
            <RouterLink to="/backoffice/pim/products/new" state={listState}>{t('products.new')}</RouterLink>
          </Button>
        )}
      </PageHeader>
      <SearchBox value={params.search} onSearch={onSearch} label={t('products.search')} />
      <DataTable testId="products" label={t('products.title')} columns={columns} query={products} params={params} onParams={setParams}
        emptyText={params.search ? t('list.noMatches') : t('products.empty')} />
      <ConfirmDialog
        open={doomed !== null}
        title={t('products.deleteTitle')}
        testId="confirm-dialog"
        busy={remove.isPending}
        error={remove.isError ? t('errors.save') : null}
        onCancel={() => setDoomed(null)}
        choices={[{ label: t('common.delete'), testId: 'confirm', tone: 'danger', onChoose: () => doomed && remove.mutate(doomed) }]}
      >
        {t('products.deleteText', { title: doomed?.title })}
      </ConfirmDialog>
    </Stack>
  );
}

function Prices({ product, zones, language }: { product: Product; zones: PriceZone[]; language: string }) {
  const byId = new Map(zones.map((z) => [z.id, z]));
  return (
    <HStack gap="3" wrap="wrap">
      {(product.prices ?? []).map((price) => (
        <Text key={price.priceZoneId} fontSize="sm" whiteSpace="nowrap" data-testid="product-price" title={byId.get(price.priceZoneId)?.title}>
          {formatCurrency(price.value, byId.get(price.priceZoneId)?.currency, language)}
        </Text>
      ))}
    </HStack>
  );
}
