/** Small helpers over widget subtrees shared by several actions. */
import type { WidgetNode } from '../../../model/document/types';

/** Every id of the subtree, the root first. */
export function subtreeIds(node: WidgetNode, into: string[] = []): string[] {
  into.push(node.id);
  for (const children of Object.values(node.slots ?? {})) for (const child of children) subtreeIds(child, into);
  return into;
}

/** Refusal message when a new subtree brings an id twice or one the document already has, else null. */
export function duplicateIdIn(nodes: readonly WidgetNode[], exists: (id: string) => boolean): string | null {
  const seen = new Set<string>();
  for (const node of nodes) {
    for (const id of subtreeIds(node)) {
      if (seen.has(id) || exists(id)) return id;
      seen.add(id);
    }
  }
  return null;
}

/** Insertion position inside a list of `length`: the end when absent, clamped otherwise. */
export function clampIndex(index: number | undefined, length: number): number {
  if (index === undefined || !Number.isFinite(index)) return length;
  return Math.max(0, Math.min(length, Math.trunc(index)));
}

/** A plain, unfrozen deep copy (the store's document is frozen by immer). */
export function cloneNode<T>(value: T): T {
  return structuredClone(value);
}

/** Minimal shape check of a node coming from outside (clipboard, palette). */
export function isWidgetNode(value: unknown): value is WidgetNode {
  if (!value || typeof value !== 'object') return false;
  const node = value as WidgetNode;
  if (typeof node.id !== 'string' || node.id === '' || typeof node.type !== 'string' || node.type === '') return false;
  if (node.settings !== undefined && (typeof node.settings !== 'object' || node.settings === null || Array.isArray(node.settings))) return false;
  if (node.slots === undefined) return true;
  if (typeof node.slots !== 'object' || node.slots === null) return false;
  return Object.values(node.slots).every((children) => Array.isArray(children) && children.every(isWidgetNode));
}

const sizes = new WeakMap<WidgetNode, number>();

/**
 * Number of widgets in the subtree, the root included. Remembered per node object: documents share unchanged
 * subtrees between versions, so after an edit only the changed path is counted again.
 */
export function subtreeSize(node: WidgetNode): number {
  const known = sizes.get(node);
  if (known !== undefined) return known;
  let size = 1;
  if (node.slots) for (const name in node.slots) for (const child of node.slots[name] ?? []) size += subtreeSize(child);
  sizes.set(node, size);
  return size;
}
