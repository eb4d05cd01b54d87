import { useTranslation } from 'react-i18next';
import { Stack, Text } from '@chakra-ui/react';
import { orderTotals } from '../../../model/api/order-totals';
import type { Order, PriceZone } from '../../../model/api/schemas';
import { formatCurrency } from '../../../runtime/format';

/** The total of an order in every price zone its positions have prices in; the chosen zone first and in bold. */
export function OrderTotals({ order, zones, compact }: { order: Order; zones: PriceZone[]; compact?: boolean }) {
  const { i18n } = useTranslation('backoffice');
  const byId = new Map(zones.map((z) => [z.id, z]));
  const totals = [...orderTotals(order)].sort((a, b) => Number(b.priceZoneId === order.priceZoneId) - Number(a.priceZoneId === order.priceZoneId));
  const shown = compact ? totals.slice(0, 1) : totals;
  return (
    <Stack gap="0" data-testid="order-totals">
      {shown.map((total) => {
        const zone = byId.get(total.priceZoneId);
        return (
          <Text key={total.priceZoneId} whiteSpace="nowrap" fontWeight={total.priceZoneId === order.priceZoneId ? 'semibold' : undefined}
            data-testid="order-total" data-zone={total.priceZoneId}>
            {!compact && zone ? `${zone.title}: ` : ''}{formatCurrency(total.value, total.currency ?? zone?.currency, i18n.language)}
          </Text>
        );
      })}
    </Stack>
  );
}
