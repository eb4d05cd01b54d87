/**
 * Derived lookups over the edited document: each node by id, its parent and slot. Never saved.
 *
 * The index follows the document incrementally: `sync(next)` compares the previous and the next document by
 * object identity, the way immer's structural sharing leaves them, and descends only into objects that
 * changed. An edit deep in the tree therefore costs the path to that node (and the siblings along it), never
 * the page. The same diff serves every way the document can change (actions, undo, redo, load), so undo needs
 * no separate bookkeeping.
 */
import type { ApplicationDocument, WidgetNode } from '../../../model/document/types';

export interface IndexEntry {
  node: WidgetNode;
  /** null for the root widget of a content entry. */
  parentId: string | null;
  slot: string | null;
}

interface Placement {
  node: WidgetNode;
  parentId: string | null;
  slot: string | null;
}

const EMPTY: WidgetNode[] = [];

export class DocumentIndex {
  private readonly entries = new Map<string, IndexEntry>();
  private doc: ApplicationDocument;

  constructor(document: ApplicationDocument) {
    this.doc = document;
    for (const entry of document.content) this.addSubtree({ node: entry.widget, parentId: null, slot: null });
  }

  get document(): ApplicationDocument {
    return this.doc;
  }

  get size(): number {
    return this.entries.size;
  }

  get(id: string): IndexEntry | undefined {
    return this.entries.get(id);
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  node(id: string): WidgetNode | undefined {
    return this.entries.get(id)?.node;
  }

  /** Ids from the content entry's root down to `id` (inclusive); empty for an unknown id. O(depth). */
  ancestors(id: string): string[] {
    const chain: string[] = [];
    let current: string | null = id;
    while (current !== null) {
      const entry = this.entries.get(current);
      if (!entry) return [];
      chain.push(current);
      current = entry.parentId;
    }
    return chain.reverse();
  }

  /** True when `id` is `ancestorId` or lies inside it. O(depth). */
  isWithin(id: string, ancestorId: string): boolean {
    let current: string | null = id;
    while (current !== null) {
      if (current === ancestorId) return true;
      current = this.entries.get(current)?.parentId ?? null;
    }
    return false;
  }

  rootOf(id: string): string | undefined {
    const chain = this.ancestors(id);
    return chain[0];
  }

  /** Position of the content entry that holds `id`, -1 when unknown. O(depth + pages). */
  entryIndexOf(id: string): number {
    const root = this.rootOf(id);
    return root === undefined ? -1 : this.doc.content.findIndex((entry) => entry.widget.id === root);
  }

  /** Position of `id` in its parent's slot; -1 for roots and unknown ids. O(siblings). */
  positionOf(id: string): number {
    const entry = this.entries.get(id);
    if (!entry || entry.parentId === null || entry.slot === null) return -1;
    return this.children(entry.parentId, entry.slot).indexOf(entry.node);
  }

  children(parentId: string, slot: string): readonly WidgetNode[] {
    return this.entries.get(parentId)?.node.slots?.[slot] ?? EMPTY;
  }

  /** Brings the index up to `next`, visiting only what changed since the document it knows. */
  sync(next: ApplicationDocument): void {
    const prev = this.doc;
    this.doc = next;
    if (prev === next) return;
    const removed: Placement[] = [];
    const added: Placement[] = [];
    const previousRoots = new Map(prev.content.map((entry) => [entry.widget.id, entry.widget]));
    for (const entry of next.content) {
      const before = previousRoots.get(entry.widget.id);
      previousRoots.delete(entry.widget.id);
      if (!before) added.push({ node: entry.widget, parentId: null, slot: null });
      else if (before !== entry.widget) this.diffNode(before, entry.widget, removed, added);
    }
    for (const root of previousRoots.values()) removed.push({ node: root, parentId: null, slot: null });
    // All removals before all additions: a moved node is removed from its old parent and added to the new one.
    for (const placement of removed) this.removeSubtree(placement.node);
    for (const placement of added) this.addSubtree(placement);
  }

  private diffNode(before: WidgetNode, after: WidgetNode, removed: Placement[], added: Placement[]): void {
    const entry = this.entries.get(after.id);
    if (entry) entry.node = after;
    if (before.slots === after.slots) return;
    const slotNames = new Set([...Object.keys(before.slots ?? {}), ...Object.keys(after.slots ?? {})]);
    for (const slot of slotNames) {
      const oldChildren = before.slots?.[slot] ?? EMPTY;
      const newChildren = after.slots?.[slot] ?? EMPTY;
      if (oldChildren === newChildren) continue;
      if (sameIds(oldChildren, newChildren)) {
        for (let i = 0; i < newChildren.length; i++) {
          if (oldChildren[i] !== newChildren[i]) this.diffNode(oldChildren[i], newChildren[i], removed, added);
        }
        continue;
      }
      const remaining = new Map(oldChildren.map((child) => [child.id, child]));
      for (const child of newChildren) {
        const old = remaining.get(child.id);
        if (old) {
          remaining.delete(child.id);
          if (old !== child) this.diffNode(old, child, removed, added);
        } else {
          added.push({ node: child, parentId: after.id, slot });
        }
      }
      for (const gone of remaining.values()) removed.push({ node: gone, parentId: after.id, slot });
    }
  }

  private addSubtree(placement: Placement): void {
    const { node } = placement;
    this.entries.set(node.id, { node, parentId: placement.parentId, slot: placement.slot });
    for (const [slot, children] of Object.entries(node.slots ?? {})) {
      for (const child of children) this.addSubtree({ node: child, parentId: node.id, slot });
    }
  }

  private removeSubtree(node: WidgetNode): void {
    this.entries.delete(node.id);
    for (const children of Object.values(node.slots ?? {})) {
      for (const child of children) this.removeSubtree(child);
    }
  }
}

function sameIds(a: readonly WidgetNode[], b: readonly WidgetNode[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i].id !== b[i].id) return false;
  return true;
}
