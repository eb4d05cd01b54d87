/**
 * The editor store travels through React context: two editors on one page (or two tests) never share state.
 * `useEditorStore(selector)` re-renders only when the selected value changes.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { NodeSource } from '../../runtime/render/nodeSource';
import type { EditorStoreApi } from './createEditorStore';
import { selectActiveEntry, type EditorState } from './state';

const EditorStoreContext = createContext<EditorStoreApi | null>(null);

export function EditorStoreProvider({ store, children }: { store: EditorStoreApi; children?: ReactNode }) {
  return <EditorStoreContext.Provider value={store}>{children}</EditorStoreContext.Provider>;
}

export function useEditorStoreApi(): EditorStoreApi {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore needs an <EditorStoreProvider> above it');
  return store;
}

export function useEditorStore<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStoreApi(), selector);
}

/** The renderer's node source for the page shown in the canvas (changes when the page changes). */
export function useActiveNodeSource(): NodeSource | null {
  const store = useEditorStoreApi();
  const rootId = useEditorStore((state) => selectActiveEntry(state)?.widget.id ?? null);
  return rootId === null ? null : store.nodeSource(rootId);
}
