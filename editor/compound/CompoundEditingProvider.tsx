/** Lets managed template instances in the canvas copy themselves in place (detachCompound; undo restores). */
import { useMemo, type ReactNode } from 'react';
import { CompoundEditingContext, type CompoundEditing } from '../../runtime/widgets/compound/compoundEditing';
import { useEditorServices } from '../services/editorServices';

export function CompoundEditingProvider({ children }: { children?: ReactNode }) {
  const { store } = useEditorServices();
  const editing = useMemo<CompoundEditing>(
    () => ({ copyTemplate: (id, compound) => void store.getState().dispatch({ type: 'detachCompound', id, compound }) }),
    [store],
  );
  return <CompoundEditingContext.Provider value={editing}>{children}</CompoundEditingContext.Provider>;
}
