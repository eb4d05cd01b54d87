// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST_CART_MAX_AGE_MS, GUEST_CART_MAX_POSITIONS, GUEST_CART_STORAGE_KEY, parseGuestCart, useGuestCart } from './guestCart';

// The guest cart in the browser (docs/publishing.md, Shops): what survives a reload, what expires, what is refused.
afterEach(() => useGuestCart.getState().clear());

const stored = () => JSON.parse(localStorage.getItem(GUEST_CART_STORAGE_KEY)!) as { savedAt: number; orderPositions: unknown[] };

describe('guest cart', () => {
  it('adds up amounts per product, lowers them, drops a position at 0 or by its number, and keeps it in localStorage', () => {
    const cart = useGuestCart.getState();
    cart.add('a', 2);
    cart.add('b', 1);
    cart.add('a', 1);
    expect(useGuestCart.getState().orderPositions).toEqual([{ productId: 'a', amount: 3 }, { productId: 'b', amount: 1 }]);
    expect(stored().orderPositions).toEqual([{ productId: 'a', amount: 3 }, { productId: 'b', amount: 1 }]);
    cart.remove('b', 1);
    expect(useGuestCart.getState().orderPositions).toEqual([{ productId: 'a', amount: 3 }]);
    cart.add('c', 1);
    cart.removePosition(1);
    expect(useGuestCart.getState().orderPositions).toEqual([{ productId: 'c', amount: 1 }]);
    cart.clear();
    expect(localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
  });

  it('reads what another tab wrote', () => {
    localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify({ savedAt: Date.now(), orderPositions: [{ productId: 'x', amount: 4 }] }));
    window.dispatchEvent(new StorageEvent('storage', { key: GUEST_CART_STORAGE_KEY }));
    expect(useGuestCart.getState().orderPositions).toEqual([{ productId: 'x', amount: 4 }]);
  });

  it('counts as empty when expired or malformed, and drops positions that are not a product id with a whole amount above 0', () => {
    const now = Date.now();
    const positions = [{ productId: 'a', amount: 1 }];
    expect(parseGuestCart(JSON.stringify({ savedAt: now - GUEST_CART_MAX_AGE_MS + 1000, orderPositions: positions }), now)).toEqual(positions);
    expect(parseGuestCart(JSON.stringify({ savedAt: now - GUEST_CART_MAX_AGE_MS - 1000, orderPositions: positions }), now)).toEqual([]);
    expect(parseGuestCart('{not json', now)).toEqual([]);
    expect(parseGuestCart(JSON.stringify({ orderPositions: positions }), now)).toEqual([]);
    expect(parseGuestCart(JSON.stringify({ savedAt: now, orderPositions: [
      { productId: 'a', amount: 1 }, { productId: 'b', amount: 0 }, { productId: 'c', amount: 1.5 }, { productId: 7, amount: 1 }, null, 'd',
    ] }), now)).toEqual(positions);
    const many = Array.from({ length: GUEST_CART_MAX_POSITIONS + 5 }, (_, i) => ({ productId: `p${i}`, amount: 1 }));
    expect(parseGuestCart(JSON.stringify({ savedAt: now, orderPositions: many }), now)).toHaveLength(GUEST_CART_MAX_POSITIONS);
  });

  it('takes no more positions than one merge at login accepts', () => {
    const cart = useGuestCart.getState();
    for (let i = 0; i < GUEST_CART_MAX_POSITIONS; i++) cart.add(`p${i}`, 1);
    expect(() => cart.add('one-too-many', 1)).toThrow();
    cart.add('p0', 1); // more of a product already there is fine
    expect(useGuestCart.getState().orderPositions[0]).toEqual({ productId: 'p0', amount: 2 });
  });
});
