import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CartDetails';
import type { PlaceOrder, PriceZone } from '../../../model/api/schemas/shop';
import { useNavigation } from '../../app/navigation';
import { EmptyState, ErrorState } from '../../hooks/notices';
import { fillTemplate } from '../../hooks/template';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { errorText, LoadingState, useCart, useProductsByIds } from '../../stores';
import { CartPositionRow, type CartPositionActions } from './CartPositionRow';
import { LoginToOrder } from './LoginToOrder';
import { OrderForm } from './OrderForm';
import { PriceTags } from './PriceTags';
import { totalsPerZone } from './prices';
import { inShopperZone, useShopperZoneId } from './shopperZone';
import { usePriceZones } from './usePriceZones';

export type CartDetailsSettings = SettingsOf<typeof spec.schema>;

/**
 * The cart details: the order positions numbered from 1 with picture, amount (add one, remove one, remove the
 * position) and line total, the total (in the shopper's price zone, else per zone) and 'no items' when empty. A guest's
 * cart (nobody logged in) works the same and asks for the in-app login to order. With an order link: the billing
 * address and order-now, which places the order, reloads the cart, emits `orderPlaced` and goes to the order link
 * ({id}, {orderNumber}, … = the order's fields) under the base path. Without an order link there is no order button.
 */
function CartDetails({ id, settings }: WidgetProps<CartDetailsSettings>) {
  const { t } = useTranslation('shop');
  const cart = useCart();
  const mode = useRenderMode();
  const navigation = useNavigation();
  const emit = useEmit<'orderPlaced'>(id);
  const zones = usePriceZones();
  const zoneId = useShopperZoneId();
  const positions = cart.cart?.orderPositions ?? [];
  const { products } = useProductsByIds(positions.map((position) => position.productId));

  if (cart.status === 'loading') return <LoadingState />;
  if (cart.status === 'error') return <ErrorState message={t('cart.loadFailed')} details={errorText(cart.error)} />;
  if (positions.length === 0) return <EmptyState message={t('cart.empty')} />;

  const ignore = () => {};
  const run = (promise: Promise<unknown>) => void promise.catch(ignore); // failures leave the cart as the server has it
  const actions: CartPositionActions = {
    add: (productId) => mode !== 'edit' && run(cart.add(productId, 1)),
    remove: (productId) => mode !== 'edit' && run(cart.remove(productId, 1)),
    removePosition: (position) => mode !== 'edit' && run(cart.removePosition(position)),
  };
  const totals = totalsPerZone(positions, products);
  // The order is placed in one zone; only zones every position has a price in can be chosen.
  const orderZones = totals
    .filter((total) => positions.every((p) => products.get(p.productId)?.prices?.some((price) => price.priceZoneId === total.priceZoneId)))
    .map((total) => zones.get(total.priceZoneId))
    .filter((zone): zone is PriceZone => !!zone);

  async function order(body: PlaceOrder) {
    if (mode === 'edit') return;
    const placed = await cart.placeOrder(body);
    emit('orderPlaced', placed);
    navigation.navigate(fillTemplate(settings.orderLink.trim(), (name) => (placed as Record<string, unknown>)[name], encodeURIComponent));
  }

  return (
    <section data-testid="cart-details" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {positions.map((position, index) => (
          <CartPositionRow key={`${position.productId}-${index}`} index={index} position={position} product={products.get(position.productId)} zoneId={zoneId} actions={actions} disabled={cart.busy} />
        ))}
      </ol>
      <div data-testid="cart-totals" style={{ alignSelf: 'flex-end', minWidth: 220 }}>
        <strong>{t('cart.totals')}</strong>
        <PriceTags prices={inShopperZone(totals, zoneId)} testId="cart-total" />
      </div>
      {cart.guest ? <LoginToOrder /> : settings.orderLink.trim() ? (
        <OrderForm
          zones={orderZones}
          defaultZoneId={settings.priceZoneId || zoneId || ''}
          defaultName={cart.user?.displayName ?? ''}
          defaultEmail={cart.user?.primaryEmail ?? ''}
          defaultCountry={settings.defaultCountry}
          disabled={cart.busy || mode === 'edit'}
          onOrder={order}
        />
      ) : null}
    </section>
  );
}

export const CartDetailsWidget = widgetFromSpec(spec, CartDetails);
