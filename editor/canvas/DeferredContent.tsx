/** A large block waiting to render (deferredBlocks.ts) shows an empty box instead of its content until released. */
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import type { DeferredBlocks } from '../services/deferredBlocks';

export function DeferredContent({ blocks, id, content }: { blocks: DeferredBlocks; id: string; content: ReactNode }) {
  const subscribe = useCallback((listener: () => void) => blocks.subscribe(id, listener), [blocks, id]);
  const deferred = useSyncExternalStore(subscribe, () => blocks.isDeferred(id));
  const watchBox = useCallback((box: HTMLDivElement | null) => (box ? blocks.watch(id, box) : undefined), [blocks, id]);
  return deferred ? <div data-canvas-deferred="" ref={watchBox} /> : content;
}
