/**
 * The node source and socket engine of the page shown in the canvas. The source is the store's (each widget
 * hears only about its own node); the engine follows the page's socket connections as they are edited, so
 * connected widgets behave in the canvas as they will in the application.
 */
import { useEffect, useMemo } from 'react';
import type { NodeSource } from '../../runtime/render/nodeSource';
import { createSocketDirectory } from '../../runtime/render/socketDirectory';
import { createSocketEngine, type SocketEngine } from '../../runtime/sockets/engine';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import type { EditorStoreApi } from '../store/createEditorStore';
import { selectActiveEntry } from '../store/state';

export function usePageRuntime(store: EditorStoreApi, registry: WidgetRegistry, rootId: string | null): { source: NodeSource; engine: SocketEngine } | null {
  const page = useMemo(() => {
    if (rootId === null) return null;
    const source = store.nodeSource(rootId);
    const connections = selectActiveEntry(store.getState())?.socketConnections ?? [];
    const engine = createSocketEngine({ connections, directory: createSocketDirectory(source, registry), onError: (error) => console.error(error) });
    return { source, engine };
  }, [store, registry, rootId]);

  useEffect(() => {
    if (!page) return;
    return store.subscribe((state, previous) => {
      const now = selectActiveEntry(state)?.socketConnections;
      if (now !== selectActiveEntry(previous)?.socketConnections) page.engine.setConnections(now ?? []);
    });
  }, [store, page]);

  return page;
}
