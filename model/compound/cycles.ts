/**
 * A compound may not contain itself, directly or through another compound. References are the
 * `settings.compoundId` of CompoundWidget nodes; the check follows them through the other compounds.
 */
import { walkNodes } from '../document/tree';
import type { WidgetNode } from '../document/types';
import { COMPOUND_WIDGET_TYPE } from './ids';

/** The compound ids a tree refers to (each once, in tree order). */
export function compoundReferences(tree: WidgetNode | undefined): string[] {
  const found = new Set<string>();
  if (tree) {
    walkNodes(tree, (node) => {
      const id = node.type === COMPOUND_WIDGET_TYPE ? node.settings?.compoundId : undefined;
      if (typeof id === 'string' && id) found.add(id);
    });
  }
  return [...found];
}

/**
 * The chain of compound ids by which `tree` (the tree of compound `compoundId`, or a tree about to receive
 * an instance) reaches `compoundId` again, e.g. ['A', 'B', 'A']; null when there is no cycle.
 * `treeOf` gives the stored tree of another compound (undefined when unknown: treated as a dead end).
 */
export function findCompoundCycle(compoundId: string, tree: WidgetNode, treeOf: (id: string) => WidgetNode | undefined): string[] | null {
  const visited = new Set<string>();
  const search = (references: string[], chain: string[]): string[] | null => {
    for (const reference of references) {
      if (reference === compoundId) return [...chain, reference];
      if (visited.has(reference)) continue;
      visited.add(reference);
      const found = search(compoundReferences(treeOf(reference)), [...chain, reference]);
      if (found) return found;
    }
    return null;
  };
  return search(compoundReferences(tree), [compoundId]);
}

/** Whether inserting an instance of `insertedId` into compound `hostId` would make it contain itself. */
export function wouldCreateCycle(hostId: string, insertedId: string, treeOf: (id: string) => WidgetNode | undefined): boolean {
  if (insertedId === hostId) return true;
  const probe: WidgetNode = { id: '$probe', type: COMPOUND_WIDGET_TYPE, settings: { compoundId: insertedId } };
  return findCompoundCycle(hostId, probe, treeOf) !== null;
}

/** The first chain by which one of `ids` contains itself, e.g. ['A', 'B', 'A']; null when none does. */
export function firstCompoundCycle(ids: readonly string[], treeOf: (id: string) => WidgetNode | undefined): string[] | null {
  for (const id of ids) {
    const tree = treeOf(id);
    const chain = tree ? findCompoundCycle(id, tree, treeOf) : null;
    if (chain) return chain;
  }
  return null;
}
