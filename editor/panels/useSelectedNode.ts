/** The one selected widget both panels show: the selection, its only id, and the node (undefined for none or several). */
import { useEditorStore, useEditorStoreApi } from '../store/context';

export function useSelectedNode() {
  const store = useEditorStoreApi();
  const selection = useEditorStore((state) => state.selection);
  const id = selection.length === 1 ? selection[0] : null;
  // Nodes are immutable: this re-renders only when the selected widget itself changes.
  const node = useEditorStore(() => (id ? store.index.node(id) : undefined));
  return { store, selection, id, node };
}
