import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@chakra-ui/react';
import { getProduct } from '../../../runtime/api';
import { useCurrentUser } from '../../../runtime/auth';
import { MessagePage } from '../../layout/MessagePage';
import { isStatus } from '../common/apiError';
import { LoadError } from '../common/LoadError';
import { resourceKey, usePriceZones } from '../common/queries';
import { grants } from '../../../model/resources/access';
import { PRODUCTS } from '../../../model/resources/descriptors';
import { NoPermissionPage } from '../NoPermissionPage';
import { ProductForm } from './ProductForm';

/** `pim/products/new` (PRODUCTS_WRITE) and `pim/products/{id}` (read-only without PRODUCTS_WRITE). */
export default function ProductEditPage() {
  const { t } = useTranslation('backoffice');
  const { id } = useParams();
  const canWrite = grants(PRODUCTS.access.write, useCurrentUser()?.permissions);
  const product = useQuery({
    queryKey: [...resourceKey('products'), 'item', id],
    queryFn: () => getProduct(id!),
    enabled: id !== undefined,
  });
  const zones = usePriceZones();

  if (id === undefined && !canWrite) return <NoPermissionPage />;
  if (id !== undefined && isStatus(product.error, 404)) {
    return <MessagePage testId="product-not-found" title={t('products.notFound')} text={t('products.notFoundText')} action={{ to: '/backoffice/pim/products', label: t('products.backToList') }} />;
  }
  if (product.isError) return <LoadError error={product.error} onRetry={() => void product.refetch()} />;
  if (zones.isError) return <LoadError error={zones.error} onRetry={() => void zones.refetch()} />;
  if ((id !== undefined && product.isPending) || zones.isPending) return <Spinner role="status" aria-label={t('common.loading')} />;
  // A new version from the server (after a reload) starts the form afresh.
  return <ProductForm key={product.data?.version ?? 'new'} product={product.data ?? null} zones={zones.data} canWrite={canWrite} />;
}
