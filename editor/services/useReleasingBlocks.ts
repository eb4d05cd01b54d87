/**
 * Starts releasing the waiting blocks of a view (deferredBlocks.ts) once it is ready, one per idle moment, and
 * releases at once every block holding a selected widget: chosen elsewhere, moved into a waiting block, or reached
 * by keyboard. The canvas and the outline use it.
 */
import { useEffect, type RefObject } from 'react';
import { useEditorServices } from './editorServices';
import type { DeferredBlocks } from './deferredBlocks';

export function useReleasingBlocks(blocks: DeferredBlocks, scroller: RefObject<Element | null>, ready = true): void {
  const { store } = useEditorServices();
  useEffect(() => (ready && scroller.current ? blocks.start(scroller.current) : undefined), [blocks, ready, scroller]);
  useEffect(() => {
    blocks.releaseAround(store.getState().selection, store.index);
    return store.subscribe((state, previous) => {
      if (state.selection !== previous.selection || state.document !== previous.document) blocks.releaseAround(state.selection, store.index);
    });
  }, [blocks, store]);
}
