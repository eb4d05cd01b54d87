/**
 * The edits of a list input, as pure functions over the list: add appends an empty entry, clone inserts a copy
 * after the entry (with a new `id` when the entry had one), remove deletes, and an entry moves to the top, up,
 * down or to the bottom. Each returns a new list.
 */
export type Item = Record<string, unknown>;
export type Move = 'top' | 'up' | 'down' | 'bottom';

export const addItem = (items: readonly Item[]): Item[] => [...items, {}];

export function cloneItem(items: readonly Item[], at: number, newId: () => string): Item[] {
  const copy: Item = structuredClone(items[at]);
  if ('id' in copy) copy.id = newId();
  return [...items.slice(0, at + 1), copy, ...items.slice(at + 1)];
}

export const removeItem = (items: readonly Item[], at: number): Item[] => items.filter((_, index) => index !== at);

export function moveItem(items: readonly Item[], at: number, move: Move): Item[] {
  const to = { top: 0, up: at - 1, down: at + 1, bottom: items.length - 1 }[move];
  if (to < 0 || to >= items.length || to === at) return [...items];
  const next = [...items];
  const [item] = next.splice(at, 1);
  next.splice(to, 0, item);
  return next;
}

/** Which moves an entry offers: none in compact mode, no top/up for the first, no down/bottom for the last. */
export function movesAt(at: number, count: number, compact: boolean): Move[] {
  if (compact) return [];
  return (['top', 'up', 'down', 'bottom'] as const).filter((move) => ((move === 'top' || move === 'up') ? at > 0 : at < count - 1));
}
