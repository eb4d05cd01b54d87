/**
 * Pure functions over widget trees and whole documents: walk, find, parent index, path, ids, immutable map.
 * Walking is iterative (deep trees do not exhaust the stack) and pre-order: a node, then its slots in key
 * order, each slot's children in order. Indexes built here are derived data and never saved.
 */
import { mapTree, type TreeMapper } from './mapTree';
import type { ApplicationDocument, CompoundWidgetDocument, WidgetNode } from './types';

/** Returned by a visitor: 'skip' leaves out the node's children, 'stop' ends the walk. */
export type WalkControl = void | 'skip' | 'stop';

export type NodeVisitor = (
  node: WidgetNode,
  parent: WidgetNode | null,
  slot: string | null,
  index: number,
  depth: number,
) => WalkControl;

/** Where a node sits: its parent's id and slot and its index there (the root: parentId null, slot null, 0). */
export interface NodeLocation {
  parentId: string | null;
  slot: string | null;
  index: number;
}

/** The slots of a node that hold lists, in order. */
export function slotEntries(node: WidgetNode): [string, WidgetNode[]][] {
  if (!node.slots) return [];
  return Object.entries(node.slots).filter((entry): entry is [string, WidgetNode[]] => Array.isArray(entry[1]));
}

/** Visits every node of the tree in pre-order; returns false when a visitor stopped the walk. */
export function walkNodes(root: WidgetNode, visit: NodeVisitor): boolean {
  type Frame = { node: WidgetNode; parent: WidgetNode | null; slot: string | null; index: number; depth: number };
  const stack: Frame[] = [{ node: root, parent: null, slot: null, index: 0, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const control = visit(frame.node, frame.parent, frame.slot, frame.index, frame.depth);
    if (control === 'stop') return false;
    if (control === 'skip') continue;
    const slots = slotEntries(frame.node);
    for (let s = slots.length - 1; s >= 0; s--) {
      const [slot, children] = slots[s];
      for (let i = children.length - 1; i >= 0; i--) {
        stack.push({ node: children[i], parent: frame.node, slot, index: i, depth: frame.depth + 1 });
      }
    }
  }
  return true;
}

export function findNode(root: WidgetNode, id: string): WidgetNode | undefined {
  let found: WidgetNode | undefined;
  walkNodes(root, (node) => {
    if (node.id !== id) return;
    found = node;
    return 'stop';
  });
  return found;
}

export function buildParentIndex(root: WidgetNode): Map<string, NodeLocation> {
  const index = new Map<string, NodeLocation>();
  walkNodes(root, (node, parent, slot, position) => {
    index.set(node.id, { parentId: parent ? parent.id : null, slot, index: position });
  });
  return index;
}

/** Ids from the root down to the node with `id` (both included); [] when the tree does not hold it. */
export function pathToNode(root: WidgetNode, id: string): string[] {
  const parentOf = new Map<string, string | null>();
  let found = false;
  walkNodes(root, (node, parent) => {
    parentOf.set(node.id, parent ? parent.id : null);
    if (node.id !== id) return;
    found = true;
    return 'stop';
  });
  if (!found) return [];
  const path: string[] = [];
  for (let current: string | null | undefined = id; current != null; current = parentOf.get(current)) {
    path.unshift(current);
  }
  return path;
}

export function collectIds(root: WidgetNode): string[] {
  const ids: string[] = [];
  walkNodes(root, (node) => {
    ids.push(node.id);
  });
  return ids;
}

export type NodeMapper = TreeMapper<WidgetNode>;

/**
 * Immutable top-down transform: `map` gets each node (with its original children) and returns it or a
 * replacement; the children of what it returns are mapped next. Unchanged subtrees keep their identity.
 * The mapper's last argument is the node's dotted path below the root (`slots.children.2`).
 */
export function mapNodes(root: WidgetNode, map: NodeMapper): WidgetNode {
  return mapTree(root, map);
}

// ----- whole documents (every content entry of an application, or a compound widget's tree) -----

export type AnyDocument = ApplicationDocument | CompoundWidgetDocument;

export interface DocumentRoot {
  root: WidgetNode;
  /** Index in `content` for an application; null for a compound widget. */
  entryIndex: number | null;
}

function isApplication(document: AnyDocument): document is ApplicationDocument {
  return Array.isArray((document as ApplicationDocument).content);
}

export function documentRoots(document: AnyDocument): DocumentRoot[] {
  if (isApplication(document)) {
    return document.content.flatMap((entry, entryIndex) => (entry?.widget ? [{ root: entry.widget, entryIndex }] : []));
  }
  const widget = (document as CompoundWidgetDocument).widget;
  return widget ? [{ root: widget, entryIndex: null }] : [];
}

export type DocumentNodeVisitor = (
  node: WidgetNode,
  parent: WidgetNode | null,
  slot: string | null,
  index: number,
  depth: number,
  entryIndex: number | null,
) => WalkControl;

/** Walks every tree of the document; 'stop' ends the whole walk. */
export function walkDocument(document: AnyDocument, visit: DocumentNodeVisitor): boolean {
  for (const { root, entryIndex } of documentRoots(document)) {
    const completed = walkNodes(root, (node, parent, slot, index, depth) => visit(node, parent, slot, index, depth, entryIndex));
    if (!completed) return false;
  }
  return true;
}

export function findNodeInDocument(
  document: AnyDocument,
  id: string,
): { node: WidgetNode; entryIndex: number | null } | undefined {
  for (const { root, entryIndex } of documentRoots(document)) {
    const node = findNode(root, id);
    if (node) return { node, entryIndex };
  }
  return undefined;
}

export function collectDocumentIds(document: AnyDocument): string[] {
  return documentRoots(document).flatMap(({ root }) => collectIds(root));
}

/** Ids used by more than one node anywhere in the document (ids must be unique per document), in first-seen order. */
export function duplicateIdsOf(document: AnyDocument): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const id of collectDocumentIds(document)) {
    if (seen.has(id)) duplicates.add(id);
    else seen.add(id);
  }
  return [...duplicates];
}

/** mapNodes over every tree of the document; returns the same document when nothing changed. */
export function mapDocumentNodes<D extends AnyDocument>(document: D, map: NodeMapper): D {
  if (isApplication(document)) {
    let content: ApplicationDocument['content'] | undefined;
    document.content.forEach((entry, i) => {
      if (!entry?.widget) return;
      const widget = mapNodes(entry.widget, map);
      if (widget === entry.widget) return;
      content ??= [...document.content];
      content[i] = { ...entry, widget };
    });
    return content ? { ...document, content } : document;
  }
  const compound = document as CompoundWidgetDocument;
  if (!compound.widget) return document;
  const widget = mapNodes(compound.widget, map);
  return widget === compound.widget ? document : { ...document, widget };
}
