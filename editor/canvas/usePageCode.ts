/**
 * Whether the code of every widget on the shown page is there. Widget components are separate chunks; the canvas
 * waits for the page's chunks (one parallel fetch) before it draws the page, as the published application does,
 * instead of drawing containers empty ("Leer: Container") and filling them one level at a time. A widget dropped
 * later whose code is still missing waits in its own place (runtime/registry/lazyWidget.tsx).
 */
import { useMemo } from 'react';
import { useWidgetCodeReady, widgetTypesOf } from '../../runtime/app/useWidgetCode';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import type { EditorStoreApi } from '../store/createEditorStore';
import { selectActiveEntry } from '../store/state';

export function usePageCode(store: EditorStoreApi, registry: WidgetRegistry, rootId: string | null): boolean {
  // The page's types when it is opened (edits afterwards add widgets one at a time, each waiting for itself).
  const types = useMemo(
    () => (rootId === null ? new Set<string>() : widgetTypesOf([selectActiveEntry(store.getState())?.widget])),
    [store, rootId],
  );
  return useWidgetCodeReady(registry, types);
}
