/**
 * Where Ctrl+V (and a click on a palette entry) puts widgets: right after the first selected widget; into the
 * page root when the root or nothing is selected (at the end of its first slot).
 */
import type { WidgetNode } from '../../../model/document/types';
import type { DocumentIndex } from '../document/documentIndex';
import type { SlotsOf, SlotTarget } from '../rules/outcome';

export function pasteTarget(index: DocumentIndex, selection: readonly string[], pageRoot: WidgetNode | undefined, slotsOf?: SlotsOf): SlotTarget | null {
  const selected = index.get(selection[0] ?? '');
  if (selected && selected.parentId !== null && selected.slot !== null) {
    return { parentId: selected.parentId, slot: selected.slot, index: index.positionOf(selected.node.id) + 1 };
  }
  const root = selected?.node ?? pageRoot;
  if (!root) return null;
  const slot = (slotsOf?.(root.type) ?? Object.keys(root.slots ?? {}))[0] ?? 'children';
  return { parentId: root.id, slot };
}
