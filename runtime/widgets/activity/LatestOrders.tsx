import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../model/api/schemas/shop';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/LatestOrders';
import { formatCurrency } from '../../format/currency';
import { formatDateTime } from '../../format/format';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { storeSearchRequest, StoreState, useStore } from '../../stores';
import { DEFAULT_DATA_PAGE_SIZE } from '../../stores/definitions';

export type LatestOrdersSettings = SettingsOf<typeof spec.schema>;

const row = { display: 'flex', justifyContent: 'space-between', gap: 12, padding: '8px 0', borderBottom: '1px solid #e2e8f0' } as const;

/**
 * The newest orders of the orders store, `-orderDate` first; `amount` of them when set, else one page. Loading,
 * failure and "no orders" are the store states every data widget shows; the empty text is this widget's own.
 */
function LatestOrders({ settings }: WidgetProps<LatestOrdersSettings>) {
  const { t, i18n } = useTranslation('optin');
  const size = settings.amount ?? DEFAULT_DATA_PAGE_SIZE;
  const search = useMemo(() => storeSearchRequest([], { page: 1, size, sort: '-orderDate' }), [size]);
  const result = useStore<Order>('orders', { search });
  return (
    <StoreState result={result} empty={t('components.orders.empty')}>
      <ul data-testid="latest-orders" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {result.elements.map((order) => (
          <li key={order.id} data-order-id={order.id} style={row}>
            <span style={{ display: 'flex', flexDirection: 'column' }}>
              <strong>{order.billingAddress?.name || t('components.orders.order', { id: order.id })}</strong>
              <small style={{ color: '#4a5568' }}>{order.orderDate ? formatDateTime(order.orderDate, i18n.language) : t('components.orders.noDate')}</small>
            </span>
            {typeof order.total === 'number' ? <span>{formatCurrency(order.total, order.currency, i18n.language)}</span> : null}
          </li>
        ))}
      </ul>
    </StoreState>
  );
}

export const LatestOrdersWidget = widgetFromSpec(spec, LatestOrders);
