import type { Settings, WidgetNode } from '../../model/document/types';

/**
 * Where the renderer reads widget nodes from. Nodes are flat: a slot lists child ids, not child nodes, so a
 * change inside a child never changes its parent's snapshot and re-renders only that child. View mode uses a
 * tree source built from a document; the editor can supply its own source over its store.
 */
export interface RenderNode {
  readonly id: string;
  readonly type: string;
  readonly version?: number;
  readonly settings?: Settings;
  readonly slots: Readonly<Record<string, readonly string[]>>;
}

export interface NodeSource {
  readonly rootId: string;
  /** Nodes never change (view mode): widgets read them once and do not subscribe. */
  readonly static?: boolean;
  /**
   * Its nodes' settings objects recur (the instances of one compound render one tree many times): their
   * checks are remembered even when the source is static.
   */
  readonly sharedSettings?: boolean;
  getNode(id: string): RenderNode | undefined;
  /** Called whenever the node with this id changes (or appears or disappears). */
  subscribe(id: string, listener: () => void): () => void;
}

/** A source over a widget tree; `update` swaps in a new tree and notifies only the nodes that changed. */
export interface TreeNodeSource extends NodeSource {
  update(root: WidgetNode): void;
  /** The original tree node (with nested children), e.g. for copying. */
  getTreeNode(id: string): WidgetNode | undefined;
}

interface UpdateState {
  /** Ids whose render node changed, appeared or disappeared: their subscribers are told. */
  changed: Set<string>;
  /** Ids present in the new tree that the update visited (or whose identical subtree it skipped). */
  reached: Set<string>;
  /** Ids that left a changed node's slots: removed unless reached elsewhere. */
  dropped: Set<string>;
}

const EMPTY_SLOTS: Readonly<Record<string, readonly string[]>> = Object.freeze({});

function flatten(node: WidgetNode): RenderNode {
  let slots = EMPTY_SLOTS;
  if (node.slots) {
    const ids: Record<string, readonly string[]> = {};
    for (const [name, children] of Object.entries(node.slots)) ids[name] = (children ?? []).map((child) => child.id);
    slots = ids;
  }
  return { id: node.id, type: node.type, version: node.version, settings: node.settings, slots };
}

function sameIds(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((id, i) => id === b[i]);
}

/** Same own fields (children compared by id only): the rendered widget itself would not change. */
function sameRenderNode(a: RenderNode, b: RenderNode): boolean {
  if (a.type !== b.type || a.version !== b.version || a.settings !== b.settings) return false;
  const names = new Set([...Object.keys(a.slots), ...Object.keys(b.slots)]);
  for (const name of names) if (!sameIds(a.slots[name], b.slots[name])) return false;
  return true;
}

/**
 * Builds a source from a tree. Updating with a tree that shares unchanged subtrees (immer) costs only the
 * changed path: identical subtrees are skipped without walking them.
 */
export function createTreeNodeSource(root: WidgetNode): TreeNodeSource {
  const nodes = new Map<string, RenderNode>();
  const treeNodes = new Map<string, WidgetNode>();
  const listeners = new Map<string, Set<() => void>>();
  let currentRoot = root;

  /**
   * Indexes a (sub)tree. With `update` set, identical subtrees are skipped (only their root id is noted as
   * reached) and children dropped from a changed node become removal candidates.
   */
  function index(node: WidgetNode, update: UpdateState | null): void {
    update?.reached.add(node.id);
    if (update && treeNodes.get(node.id) === node) return; // unchanged subtree (structural sharing)
    treeNodes.set(node.id, node);
    const next = flatten(node);
    const previous = nodes.get(node.id);
    if (!previous || !sameRenderNode(previous, next)) {
      nodes.set(node.id, next);
      update?.changed.add(node.id);
      if (previous && update) {
        for (const ids of Object.values(previous.slots)) for (const id of ids) update.dropped.add(id);
      }
    }
    for (const children of Object.values(node.slots ?? {})) for (const child of children ?? []) index(child, update);
  }

  /** Forgets a dropped node and its old descendants, except those that were reached elsewhere (moved). */
  function remove(id: string, update: UpdateState): void {
    if (update.reached.has(id)) return;
    const old = treeNodes.get(id);
    nodes.delete(id);
    treeNodes.delete(id);
    update.changed.add(id);
    for (const children of Object.values(old?.slots ?? {})) for (const child of children ?? []) remove(child.id, update);
  }

  index(root, null);

  return {
    get rootId() {
      return currentRoot.id;
    },
    getNode: (id) => nodes.get(id),
    getTreeNode: (id) => treeNodes.get(id),
    subscribe(id, listener) {
      let set = listeners.get(id);
      if (!set) listeners.set(id, (set = new Set()));
      set.add(listener);
      return () => {
        set!.delete(listener);
        if (set!.size === 0) listeners.delete(id);
      };
    },
    update(nextRoot) {
      if (nextRoot === currentRoot) return;
      const update: UpdateState = { changed: new Set(), reached: new Set(), dropped: new Set() };
      if (nextRoot.id !== currentRoot.id) update.dropped.add(currentRoot.id);
      currentRoot = nextRoot;
      index(nextRoot, update);
      for (const id of update.dropped) remove(id, update);
      for (const id of update.changed) for (const listener of [...(listeners.get(id) ?? [])]) listener();
    },
  };
}

const noop = () => {};

/** A source for view mode: built from a document once, never updated, so widgets need no subscription. */
export function createStaticNodeSource(root: WidgetNode): NodeSource {
  const tree = createTreeNodeSource(root);
  return { rootId: root.id, static: true, getNode: tree.getNode, subscribe: () => noop };
}
