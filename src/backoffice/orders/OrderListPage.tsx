import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { getOrders } from '../../../runtime/api';
import { ORDERS } from '../../../model/resources/descriptors';
import type { Order } from '../../../model/api/schemas';
import { DataTable, type Column } from '../common/DataTable';
import { PageHeader } from '../common/PageHeader';
import { useListPage, usePriceZones } from '../common/queries';
import { SearchBox } from '../common/SearchBox';
import { useListParams } from '../common/useListParams';
import { OrderTotals } from './OrderTotals';
import { formatDateTime } from '../../../runtime/format';

/** `pim/orders` (ORDERS_READ): the orders, newest first, searchable by status, customer, city and product. */
export default function OrderListPage() {
  const { t, i18n } = useTranslation('backoffice');
  const [params, setParams] = useListParams({ sort: ORDERS.defaultSort });
  const orders = useListPage('orders', params, getOrders);
  const zones = usePriceZones();
  const onSearch = useCallback((search: string) => setParams({ search }), [setParams]);

  const columns: Column<Order>[] = [
    {
      key: 'orderDate',
      header: t('orders.fields.orderDate'),
      sortField: 'orderDate',
      render: (o) => (
        <Link asChild colorPalette="blue">
          <RouterLink to={`/backoffice/pim/orders/${encodeURIComponent(o.id)}`} data-testid="order-link">
            {formatDateTime(o.orderDate ?? o.createdAt, i18n.language)}
          </RouterLink>
        </Link>
      ),
    },
    { key: 'status', header: t('orders.fields.status'), sortField: 'status', render: (o) => (o.status ? <Badge>{o.status}</Badge> : null) },
    {
      key: 'customer',
      header: t('orders.fields.customer'),
      sortField: 'billingAddress.name',
      render: (o) => o.billingAddress ? (
        <Stack gap="0">
          <Text>{o.billingAddress.name}</Text>
          <Text fontSize="xs" color="fg.muted">{`${o.billingAddress.postalCode} ${o.billingAddress.city}`}</Text>
        </Stack>
      ) : <Text color="fg.muted">{t('orders.noBillingAddress')}</Text>,
    },
    { key: 'items', header: t('orders.fields.items'), align: 'end', render: (o) => o.positions.reduce((sum, p) => sum + p.amount, 0) },
    { key: 'total', header: t('orders.fields.total'), align: 'end', render: (o) => <OrderTotals order={o} zones={zones.data ?? []} compact /> },
  ];

  return (
    <Stack gap="4">
      <PageHeader title={t('orders.title')} />
      <SearchBox value={params.search} onSearch={onSearch} label={t('orders.search')} />
      <DataTable testId="orders" label={t('orders.title')} columns={columns} query={orders} params={params} onParams={setParams}
        emptyText={params.search ? t('list.noMatches') : t('orders.empty')} />
    </Stack>
  );
}
