/**
 * The one immutable tree transform, used by the document model's mapNodes (tree.ts) and by the migration runner,
 * which builds on the model. Generic over the node shape because migrations see nodes before they are checked.
 *
 * Top-down: `map` gets each node (children not yet mapped) and returns it or a replacement; then the children of
 * what it returned are mapped. Results are rebuilt bottom-up with structural sharing: a subtree nothing changed in
 * keeps its identity. Iterative, so a deep tree does not exhaust the call stack. Slot entries that are not
 * objects are left as they are and not visited.
 */
export interface TreeShape<N> {
  slots?: Record<string, N[]>;
}

export type TreeMapper<N> = (
  node: N,
  parent: N | null,
  slot: string | null,
  index: number,
  depth: number,
  /** Dotted path below the root, '' for the root, e.g. `slots.children.2`. */
  path: string,
) => N;

interface Frame<N> {
  node: N;
  mapped: N;
  parent: Frame<N> | null;
  slot: string | null;
  index: number;
  changed?: Record<string, N[]>;
}

export function mapTree<N extends TreeShape<N>>(root: N, map: TreeMapper<N>): N {
  type Pending = { node: N; parent: Frame<N> | null; slot: string | null; index: number; depth: number; path: string };
  const order: Frame<N>[] = [];
  const stack: Pending[] = [{ node: root, parent: null, slot: null, index: 0, depth: 0, path: '' }];
  while (stack.length > 0) {
    const { node, parent, slot, index, depth, path } = stack.pop()!;
    const mapped = map(node, parent ? parent.mapped : null, slot, index, depth, path);
    const frame: Frame<N> = { node, mapped, parent, slot, index };
    order.push(frame);
    const slots = mapped.slots;
    if (!slots || typeof slots !== 'object') continue;
    const entries = Object.entries(slots);
    for (let s = entries.length - 1; s >= 0; s--) {
      const [name, children] = entries[s];
      if (!Array.isArray(children)) continue;
      for (let i = children.length - 1; i >= 0; i--) {
        const child = children[i];
        if (typeof child !== 'object' || child === null) continue;
        const childPath = path === '' ? `slots.${name}.${i}` : `${path}.slots.${name}.${i}`;
        stack.push({ node: child, parent: frame, slot: name, index: i, depth: depth + 1, path: childPath });
      }
    }
  }
  // Pre-order puts every child after its parent, so going backwards finishes children first.
  for (let k = order.length - 1; k > 0; k--) {
    const frame = order[k];
    const result = frame.changed ? { ...frame.mapped, slots: { ...frame.mapped.slots, ...frame.changed } } : frame.mapped;
    if (result === frame.node) continue;
    const parent = frame.parent!;
    const siblings = parent.mapped.slots![frame.slot!];
    parent.changed ??= {};
    (parent.changed[frame.slot!] ??= [...siblings])[frame.index] = result;
  }
  const top = order[0];
  return top.changed ? { ...top.mapped, slots: { ...top.mapped.slots, ...top.changed } } : top.mapped;
}
