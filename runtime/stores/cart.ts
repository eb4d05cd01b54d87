import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { runtimeServices } from '../app/runtimeServices';
import type { AnalyticsProps } from '../telemetry/telemetry';
import {
  addToMyShoppingCart, getMyShoppingCart, mergeIntoMyShoppingCart, placeMyOrder, removeFromMyShoppingCart, removePositionFromMyShoppingCart,
} from '../api/calls';
import type { Order, OrderPosition, PlaceOrder, ShoppingCart } from '../../model/api/schemas/shop';
import { useCurrentUser, type SessionUser } from '../auth';
import { useGuestCart } from './guestCart';

/** The shop's analytics events (docs/telemetry.md): recorded once the server accepted the change. */
function tracked<T>(name: string, props: AnalyticsProps): (value: T) => T {
  return (value) => {
    runtimeServices()?.trackEvent(name, props);
    return value;
  };
}

/**
 * The one shared cart. Logged in: the user's cart on the server; it loads when somebody logs in and is forgotten on
 * logout; adding, removing and removing a position each replace it with the server's answer; placing an order
 * reloads it. Every cart widget reads the same cache entry (['cart', userId]), so the cart icon's badge and the cart
 * details always agree. Nobody logged in: the guest cart in the browser (guestCart.ts), which the first load after a
 * login adds to the user's cart and then clears.
 */
export const cartQueryKey = (userId: string | null | undefined) => ['cart', userId ?? null] as const;

export interface CartState {
  user: SessionUser | null;
  /** The positions; for a guest the browser's guest cart (no entity fields). */
  cart: Pick<ShoppingCart, 'orderPositions'> | undefined;
  /** Nobody is logged in: the cart is the guest cart, and ordering needs a login first. */
  guest: boolean;
  status: 'loading' | 'error' | 'success';
  error: unknown;
  /** Sum of all amounts (the cart icon's badge). */
  itemCount: number;
  /** A change is on its way to the server. */
  busy: boolean;
  /** Only an amount greater than 0 changes anything (no request is sent otherwise). */
  add(productId: string, amount?: number): Promise<ShoppingCart | undefined>;
  remove(productId: string, amount?: number): Promise<ShoppingCart | undefined>;
  /** 1-based (the interface passes the item index plus 1); only a position greater than 0 is sent. */
  removePosition(position: number): Promise<ShoppingCart | undefined>;
  /** Places the order, then reloads the cart (the server empties it). A guest cannot order (refused). */
  placeOrder(body: PlaceOrder): Promise<Order>;
}

export function orderPositionsTotal(positions: readonly OrderPosition[] | undefined): number {
  return (positions ?? []).reduce((sum, position) => sum + (Number(position.amount) || 0), 0);
}

/** The user's cart; a guest cart left from before the login joins it first (amounts add up) and is cleared. */
async function loadMyCart(): Promise<ShoppingCart> {
  const guest = useGuestCart.getState().orderPositions;
  if (guest.length === 0) return getMyShoppingCart();
  const cart = await mergeIntoMyShoppingCart({ orderPositions: guest });
  useGuestCart.getState().clear();
  return cart;
}

export function useCart(): CartState {
  const user = useCurrentUser();
  const userId = user?.id ?? null;
  const client = useQueryClient();
  const [pending, setPending] = useState(0);

  // Logged out: the previous user's cart must not linger in the cache.
  useEffect(() => {
    if (!userId) client.removeQueries({ queryKey: ['cart'] });
  }, [client, userId]);

  const query = useQuery({
    queryKey: cartQueryKey(userId),
    queryFn: loadMyCart,
    enabled: !!userId,
    staleTime: Infinity,
  });

  const change = useCallback(
    async (call: () => Promise<ShoppingCart>): Promise<ShoppingCart> => {
      setPending((n) => n + 1);
      try {
        const cart = await call();
        client.setQueryData(cartQueryKey(userId), cart);
        return cart;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [client, userId],
  );

  const guestPositions = useGuestCart((state) => state.orderPositions);
  if (!userId) return guestCart(guestPositions);

  const cart = query.data;
  return {
    user,
    cart,
    guest: false,
    status: query.isError ? 'error' : cart ? 'success' : 'loading',
    error: query.error,
    itemCount: orderPositionsTotal(cart?.orderPositions),
    busy: pending > 0,
    add: async (productId, amount = 1) => (amount > 0 ? change(() => addToMyShoppingCart(productId, amount).then(tracked('Add to cart', { productId, amount }))) : undefined),
    remove: async (productId, amount = 1) => (amount > 0 ? change(() => removeFromMyShoppingCart(productId, amount).then(tracked('Remove from cart', { productId, amount }))) : undefined),
    removePosition: async (position) => (position > 0 ? change(() => removePositionFromMyShoppingCart(position)) : undefined),
    async placeOrder(body) {
      setPending((n) => n + 1);
      try {
        const order = await placeMyOrder(body);
        runtimeServices()?.trackEvent('Order placed', { positions: order.positions.length, currency: order.currency ?? '', total: order.total ?? 0 });
        await client.invalidateQueries({ queryKey: cartQueryKey(userId) });
        return order;
      } finally {
        setPending((n) => n - 1);
      }
    },
  };
}

const guestActions = useGuestCart.getState();

/** The cart of a visitor: the browser's guest cart, changed at once (no request). */
function guestCart(orderPositions: OrderPosition[]): CartState {
  const changed = (positions: OrderPosition[]) => Promise.resolve({ orderPositions: positions } as ShoppingCart);
  return {
    user: null,
    cart: { orderPositions },
    guest: true,
    status: 'success',
    error: null,
    itemCount: orderPositionsTotal(orderPositions),
    busy: false,
    add: async (productId, amount = 1) => (amount > 0 ? changed(guestActions.add(productId, amount)).then(tracked('Add to cart', { productId, amount })) : undefined),
    remove: async (productId, amount = 1) => (amount > 0 ? changed(guestActions.remove(productId, amount)).then(tracked('Remove from cart', { productId, amount })) : undefined),
    removePosition: async (position) => (position > 0 ? changed(guestActions.removePosition(position)) : undefined),
    placeOrder: () => Promise.reject(new Error('Log in to order')),
  };
}
