/**
 * Several selected widgets are handled as the topmost ones (a selected child of a selected container goes
 * with its container) in document order, so that copies and moves keep their visual order.
 */
import type { DocumentIndex } from './documentIndex';

export function topmostInOrder(index: DocumentIndex, ids: readonly string[]): string[] {
  const wanted = new Set(ids.filter((id) => index.has(id)));
  const topmost = [...wanted].filter((id) => !index.ancestors(id).slice(0, -1).some((ancestor) => wanted.has(ancestor)));
  const keys = new Map(topmost.map((id) => [id, orderKey(index, id)]));
  return topmost.sort((a, b) => compareKeys(keys.get(a)!, keys.get(b)!));
}

/** Position of the page, then the slot position at every level down to the node. */
function orderKey(index: DocumentIndex, id: string): number[] {
  const chain = index.ancestors(id);
  return [index.entryIndexOf(id), ...chain.slice(1).map((nodeId) => slotOrder(index, nodeId))];
}

/** Slots in the order the parent lists them, then the position inside the slot. */
function slotOrder(index: DocumentIndex, id: string): number {
  const entry = index.get(id)!;
  const parent = index.node(entry.parentId!)!;
  const slotRank = Object.keys(parent.slots ?? {}).indexOf(entry.slot!);
  return slotRank * 1_000_000 + index.positionOf(id);
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
