/**
 * Everything one editor instance shares besides its store: the widget registry and the placement rule of
 * the application's kind, where elements are (canvas widgets, zones, outline rows), the per-widget flags,
 * and the drag session with its controller. Created once per opened application and handed down through
 * context, like the store: two editors never share any of it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ApplicationDocument, ApplicationKind } from '../../model/document/types';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import type { CanPlace } from '../model/actions/types';
import { createEditorElements, type EditorElements } from './elementRegistry';
import { WidgetFlags } from './widgetFlags';
import { createDomGeometry } from './domGeometry';
import { DragController } from './dragController';
import { createDragSession, type DragSessionStore } from './dragSession';
import { createPlacementRule, slotsOfType } from '../model/rules/placementRules';
import { applicationKindOf } from '../model/rules/paletteEntries';
import { createEditorStore, type EditorStoreApi } from '../store/createEditorStore';
import { createSocketRule } from '../model/rules/socketRule';
import { selectActiveEntry } from '../store/state';

export interface EditorServices {
  store: EditorStoreApi;
  registry: WidgetRegistry;
  kind: ApplicationKind;
  canPlace: CanPlace;
  elements: EditorElements;
  flags: WidgetFlags;
  session: DragSessionStore;
  controller: DragController;
  /** Slot names of a widget in the document (its type's, or the ones an unknown node has). */
  slotsOf(id: string): readonly string[];
}

export interface EditorServicesOptions {
  document: ApplicationDocument;
  version?: number | null;
  registry: WidgetRegistry;
  activePath?: string;
}

export function createEditorServices({ document, version, registry, activePath }: EditorServicesOptions): EditorServices {
  const kind = applicationKindOf(document);
  const canPlace = createPlacementRule(registry, kind);
  const known = activePath !== undefined && document.content.some((entry) => entry.path === activePath);
  const store = createEditorStore({ document, version, canPlace, canConnect: createSocketRule(registry), activePath: known ? activePath : undefined });
  const slotsOf = (id: string) => {
    const node = store.index.node(id);
    return node ? slotsOfType(registry, node.type, node.slots) : [];
  };
  const elements = createEditorElements();
  const session = createDragSession();
  const geometry = createDomGeometry(store.index, elements, slotsOf, () => selectActiveEntry(store.getState())?.widget.id);
  const controller = new DragController({ store, registry, canPlace, session, geometry, slotsOf });
  return { store, registry, kind, canPlace, elements, flags: new WidgetFlags(), session, controller, slotsOf };
}

const EditorServicesContext = createContext<EditorServices | null>(null);

export function EditorServicesProvider({ services, children }: { services: EditorServices; children?: ReactNode }) {
  return <EditorServicesContext.Provider value={services}>{children}</EditorServicesContext.Provider>;
}

export function useEditorServices(): EditorServices {
  const services = useContext(EditorServicesContext);
  if (!services) throw new Error('useEditorServices needs an <EditorServicesProvider> above it');
  return services;
}
