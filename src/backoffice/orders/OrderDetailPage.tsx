import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Badge, Box, Button, Card, DataList, Heading, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { getOrder } from '../../../runtime/api';
import type { Address, Order, OrderLine, PriceZone } from '../../../model/api/schemas';
import { MessagePage } from '../../layout/MessagePage';
import { isStatus } from '../common/apiError';
import { formatCurrency, formatDateTime } from '../../../runtime/format';
import { LoadError } from '../common/LoadError';
import { PageHeader } from '../common/PageHeader';
import { resourceKey, usePriceZones } from '../common/queries';
import { OrderTotals } from './OrderTotals';

const LIST = '/backoffice/pim/orders';

/** `pim/orders/{id}`: one order with its positions, the total per price zone and the billing address. */
export default function OrderDetailPage() {
  const { t, i18n } = useTranslation('backoffice');
  const { id } = useParams();
  const order = useQuery({ queryKey: [...resourceKey('orders'), 'item', id], queryFn: () => getOrder(id!) });
  const zones = usePriceZones();

  if (isStatus(order.error, 404)) {
    return <MessagePage testId="order-not-found" title={t('orders.notFound')} text={t('orders.notFoundText')} action={{ to: LIST, label: t('orders.backToList') }} />;
  }
  if (order.isError) return <LoadError error={order.error} onRetry={() => void order.refetch()} />;
  if (order.isPending) return <Spinner role="status" aria-label={t('common.loading')} />;
  const o = order.data;
  const zoneList = zones.data ?? [];
  return (
    <Stack gap="6" data-testid="order-detail" data-id={o.id}>
      <PageHeader title={t('orders.detailTitle', { date: formatDateTime(o.orderDate ?? o.createdAt, i18n.language) })}>
        <Button asChild variant="outline"><RouterLink to={LIST}>{t('orders.backToList')}</RouterLink></Button>
      </PageHeader>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Card.Root size="sm">
          <Card.Body>
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>{t('orders.fields.id')}</DataList.ItemLabel>
                <DataList.ItemValue><Text fontFamily="mono" fontSize="xs">{o.id}</Text></DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('orders.fields.status')}</DataList.ItemLabel>
                <DataList.ItemValue>{o.status ? <Badge data-testid="order-status">{o.status}</Badge> : '–'}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('orders.fields.priceZone')}</DataList.ItemLabel>
                <DataList.ItemValue>{zoneList.find((z) => z.id === o.priceZoneId)?.title ?? o.priceZoneId ?? '–'}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root size="sm" data-testid="billing-address">
          <Card.Header><Heading as="h2" size="sm">{t('orders.billingAddress')}</Heading></Card.Header>
          <Card.Body>{o.billingAddress ? <AddressLines address={o.billingAddress} /> : <Text color="fg.muted">{t('orders.noBillingAddress')}</Text>}</Card.Body>
        </Card.Root>
        <Card.Root size="sm">
          <Card.Header><Heading as="h2" size="sm">{t('orders.totals')}</Heading></Card.Header>
          <Card.Body><OrderTotals order={o} zones={zoneList} /></Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Stack gap="2">
        <Heading as="h2" size="md">{t('orders.positions')}</Heading>
        <Positions order={o} zones={zoneList} language={i18n.language} />
      </Stack>
    </Stack>
  );
}

function AddressLines({ address }: { address: Address }) {
  return (
    <Box as="address" fontStyle="normal">
      <Text>{address.name}</Text>
      <Text>{address.street}</Text>
      <Text>{`${address.postalCode} ${address.city}`}</Text>
      <Text>{address.country}</Text>
      {address.email && <Text>{address.email}</Text>}
    </Box>
  );
}

/** Positions numbered from 1, with the unit price and line total in the order's zone. */
function Positions({ order, zones, language }: { order: Order; zones: PriceZone[]; language: string }) {
  const { t } = useTranslation('backoffice');
  const zone = zones.find((z) => z.id === order.priceZoneId);
  const unit = (line: OrderLine) => line.prices?.find((p) => p.priceZoneId === order.priceZoneId)?.value;
  const money = (value: number | undefined) => (value === undefined ? '–' : formatCurrency(value, order.currency ?? zone?.currency, language));
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={t('orders.positions')} data-testid="order-positions">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>#</Table.ColumnHeader>
            <Table.ColumnHeader>{t('orders.fields.product')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders.fields.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders.fields.unitPrice')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders.fields.lineTotal')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.positions.map((line, index) => (
            <Table.Row key={index} data-testid="order-position">
              <Table.Cell>{index + 1}</Table.Cell>
              <Table.Cell>
                <RouterLink to={`/backoffice/pim/products/${encodeURIComponent(line.productId)}`}>{line.title ?? line.productId}</RouterLink>
              </Table.Cell>
              <Table.Cell textAlign="end">{line.amount}</Table.Cell>
              <Table.Cell textAlign="end">{money(unit(line))}</Table.Cell>
              <Table.Cell textAlign="end">{money(unit(line) === undefined ? undefined : unit(line)! * line.amount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
