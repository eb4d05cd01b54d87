import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Order, OrderLine } from '../../../model/api/schemas/shop';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/OrderConfirmation';
import { ApiRequestError } from '../../api/http';
import { searchOrders } from '../../api/resources';
import { formatCurrency } from '../../format/currency';
import { formatDateTime } from '../../format/format';
import { ConfigureNotice, EmptyState, ErrorState } from '../../hooks/notices';
import { useTemplate } from '../../hooks/useTemplate';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { errorText, LoadingState } from '../../stores';

export type OrderConfirmationSettings = SettingsOf<typeof spec.schema>;

/** The order with this readable number, as far as the caller may read it (a shopper: only their own); null: none. */
async function orderByNumber(orderNumber: string): Promise<Order | null> {
  const found = await searchOrders({ fieldSearches: [{ type: 'string', fieldname: 'orderNumber', matcher: 'equals', value: orderNumber }], page: 1, size: 1 });
  return found.elements[0] ?? null;
}

/** A line's total in the order's zone, from the prices stored with the order (null when it has none there). */
function lineTotal(line: OrderLine, priceZoneId: string | undefined): number | null {
  const price = line.prices?.find((candidate) => candidate.priceZoneId === priceZoneId);
  return price ? price.value * line.amount : null;
}

const cell = { padding: '6px 8px', borderBottom: '1px solid #e2e8f0', textAlign: 'left' } as const;
const number = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * The confirmation page's content: the order loaded through the API by its number (never only the number from the
 * address), with its date, lines and total. Another shopper's order is "not found" as an unknown one is (the API
 * shows a shopper only their own); without a login the visitor is asked for the account they ordered with.
 */
function OrderConfirmation({ id, settings }: WidgetProps<OrderConfirmationSettings>) {
  const { t, i18n } = useTranslation('shop');
  const filled = useTemplate(id, settings.orderNumber.trim()).trim();
  const orderNumber = /[{}]/.test(filled) ? '' : filled;
  const query = useQuery({ queryKey: ['store', 'orders', 'byNumber', orderNumber], queryFn: () => orderByNumber(orderNumber), enabled: !!orderNumber });

  if (!orderNumber) return <ConfigureNotice />;
  if (query.isError) {
    if (query.error instanceof ApiRequestError && (query.error.status === 401 || query.error.status === 403)) {
      return <EmptyState message={t('orderConfirmation.refused')} />;
    }
    return <ErrorState message={t('orderConfirmation.loadFailed')} details={errorText(query.error)} />;
  }
  if (query.data === undefined) return <LoadingState />;
  const order = query.data;
  if (!order) return <EmptyState message={t('orderConfirmation.notFound', { orderNumber })} />;
  const money = (value: number | null | undefined) => (typeof value === 'number' ? formatCurrency(value, order.currency, i18n.language) : '–');
  return (
    <section data-testid="order-confirmation" data-order-id={order.id} aria-label={t('orderConfirmation.label', { orderNumber: order.orderNumber ?? orderNumber })} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: 0 }}>
        <dt>{t('orderConfirmation.number')}</dt>
        <dd data-testid="order-confirmation-number" style={{ margin: 0, fontWeight: 600 }}>{order.orderNumber ?? orderNumber}</dd>
        <dt>{t('orderConfirmation.date')}</dt>
        <dd data-testid="order-confirmation-date" style={{ margin: 0 }}>{order.orderDate ? formatDateTime(order.orderDate, i18n.language) : '–'}</dd>
      </dl>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th scope="col" style={cell}>{t('orderConfirmation.product')}</th>
            <th scope="col" style={number}>{t('orderConfirmation.amount')}</th>
            <th scope="col" style={number}>{t('orderConfirmation.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.positions.map((line, index) => (
            <tr key={index} data-testid="order-confirmation-line">
              <td style={cell} data-testid="order-confirmation-title">{line.title ?? line.productId}</td>
              <td style={number} data-testid="order-confirmation-amount">{line.amount}</td>
              <td style={number} data-testid="order-confirmation-line-total">{money(lineTotal(line, order.priceZoneId))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} style={{ ...cell, borderBottom: 'none' }}>{t('orderConfirmation.total')}</th>
            <td style={{ ...number, borderBottom: 'none', fontWeight: 600 }} data-testid="order-confirmation-total">{money(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

export const OrderConfirmationWidget = widgetFromSpec(spec, OrderConfirmation);
