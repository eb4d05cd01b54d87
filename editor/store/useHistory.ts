/** Undo/redo availability for the toolbar, read from the store's zundo history (not from the document). */
import { useStore } from 'zustand';
import { useEditorStoreApi } from './context';
import type { EditorStoreApi } from './createEditorStore';

export function canUndo(store: EditorStoreApi): boolean {
  return store.temporal.getState().pastStates.length > 0;
}

export function canRedo(store: EditorStoreApi): boolean {
  return store.temporal.getState().futureStates.length > 0;
}

export function useHistory() {
  const store = useEditorStoreApi();
  const undoable = useStore(store.temporal, (history) => history.pastStates.length > 0);
  const redoable = useStore(store.temporal, (history) => history.futureStates.length > 0);
  return { canUndo: undoable, canRedo: redoable, undo: store.getState().undo, redo: store.getState().redo };
}
