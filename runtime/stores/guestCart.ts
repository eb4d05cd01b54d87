import { create } from 'zustand';
import type { OrderPosition } from '../../model/api/schemas/shop';

/**
 * The cart of a visitor nobody logged in yet (docs/publishing.md, Guest cart): kept in this browser's storage, never
 * on the server, so anonymous visitors create no server state (nothing to rate-limit, expire or steal). It holds
 * product ids and amounts only (prices always come from the products). At login its positions are added to the
 * account's cart (POST /shoppingcarts/mine/merge) and it is cleared. Untouched for 30 days it counts as empty.
 * Browser storage belongs to one origin, and each shop has its own domain; product ids of another tenant (a
 * preview on the builder's origin) are skipped by the merge.
 */
export const GUEST_CART_STORAGE_KEY = 'baukasten.guestCart';
export const GUEST_CART_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** As many positions as the server takes in one merge. */
export const GUEST_CART_MAX_POSITIONS = 200;

interface StoredGuestCart {
  savedAt: number;
  orderPositions: OrderPosition[];
}

const isPosition = (value: unknown): value is OrderPosition => {
  const position = value as OrderPosition | null;
  return !!position && typeof position.productId === 'string' && Number.isInteger(position.amount) && position.amount > 0;
};

/** What the browser holds; anything malformed or expired is empty. */
export function parseGuestCart(raw: string | null | undefined, now = Date.now()): OrderPosition[] {
  if (!raw) return [];
  try {
    const stored = JSON.parse(raw) as Partial<StoredGuestCart>;
    if (typeof stored.savedAt !== 'number' || now - stored.savedAt > GUEST_CART_MAX_AGE_MS) return [];
    return Array.isArray(stored.orderPositions) ? stored.orderPositions.filter(isPosition).slice(0, GUEST_CART_MAX_POSITIONS) : [];
  } catch {
    return [];
  }
}

function readStored(): OrderPosition[] {
  try {
    return parseGuestCart(globalThis.localStorage?.getItem(GUEST_CART_STORAGE_KEY));
  } catch {
    return []; // storage unavailable (private mode): the guest cart lasts as long as the page
  }
}

function writeStored(orderPositions: OrderPosition[]): void {
  try {
    if (orderPositions.length === 0) globalThis.localStorage?.removeItem(GUEST_CART_STORAGE_KEY);
    else globalThis.localStorage?.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify({ savedAt: Date.now(), orderPositions } satisfies StoredGuestCart));
  } catch {
    // not remembered beyond this page
  }
}

interface GuestCartState {
  orderPositions: OrderPosition[];
  add(productId: string, amount: number): OrderPosition[];
  remove(productId: string, amount: number): OrderPosition[];
  /** 1-based. */
  removePosition(position: number): OrderPosition[];
  /** Reads the browser storage again (another tab changed it). */
  reload(): void;
  clear(): void;
}

export const useGuestCart = create<GuestCartState>()((set, get) => {
  const replace = (orderPositions: OrderPosition[]) => {
    writeStored(orderPositions);
    set({ orderPositions });
    return orderPositions;
  };
  return {
    orderPositions: readStored(),
    add(productId, amount) {
      const positions = get().orderPositions;
      if (positions.some((p) => p.productId === productId)) {
        return replace(positions.map((p) => (p.productId === productId ? { ...p, amount: p.amount + amount } : p)));
      }
      if (positions.length >= GUEST_CART_MAX_POSITIONS) throw new Error('guest cart full');
      return replace([...positions, { productId, amount }]);
    },
    remove: (productId, amount) => replace(get().orderPositions
      .map((p) => (p.productId === productId ? { ...p, amount: p.amount - amount } : p))
      .filter((p) => p.amount > 0)),
    removePosition: (position) => replace(get().orderPositions.filter((_, index) => index !== position - 1)),
    reload: () => set({ orderPositions: readStored() }),
    clear: () => replace([]),
  };
});

// Another tab of the shop changed the guest cart (or merged it at login): show the same cart here.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === GUEST_CART_STORAGE_KEY || event.key === null) useGuestCart.getState().reload();
});
