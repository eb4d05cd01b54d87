/**
 * One opened application: creates the store and the editor's services once, keeps the widget flags, the
 * browser-storage draft, the ?page= parameter and the shortcuts running, and provides it all to the layout.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { usePrepareChakraSystem } from '../../runtime/ui/plain/usePrepareChakraSystem';
import type { ApplicationDocument } from '../../model/document/types';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import { connectWidgetFlags } from '../services/widgetFlags';
import { EditorDndProvider } from '../dragdrop/EditorDndProvider';
import { useEditorShortcuts } from '../keyboard/useEditorShortcuts';
import { LeaveGuard } from '../saving/LeaveGuard';
import { EditorStoreProvider } from '../store/context';
import { keepDraft } from '../store/draft';
import { setDocumentClient, type ApplicationsClient } from '../store/save';
import { CompoundEditingProvider } from '../compound/CompoundEditingProvider';
import { EditorLayout } from './EditorLayout';
import { createEditorServices, EditorServicesProvider } from '../services/editorServices';
import { usePageQuery } from './usePageQuery';
import { preloadEditorWidgets } from './preloadWidgets';
import { keepFocusOnRemoval } from '../services/focusOnRemoval';

export interface EditorWorkspaceProps {
  document: ApplicationDocument;
  version: number | null;
  registry: WidgetRegistry;
  initialPage?: string;
  /** Where saving goes; default /api/applications (the compound canvas passes its own). */
  client?: ApplicationsClient;
  /** Controls the toolbar adds for this kind of document (publishing, for applications). */
  toolbarExtras?: ReactNode;
}

export function EditorWorkspace({ document, version, registry, initialPage, client, toolbarExtras }: EditorWorkspaceProps) {
  const [services] = useState(() => {
    const created = createEditorServices({ document, version, registry, activePath: initialPage });
    if (client) setDocumentClient(created.store, client);
    return created;
  });
  const { store, flags } = services;
  // The widgets' code is fetched while the editor is open; closing it stops what has not started yet. Only the
  // document the editor opened with counts (the store holds the edits): a parent that builds a new document object
  // on each render (CompoundScreen) must not start the walk and the fetch again.
  const [openedDocument] = useState(document);
  useEffect(() => preloadEditorWidgets(registry, openedDocument), [registry, openedDocument]);
  usePrepareChakraSystem();
  useEffect(() => connectWidgetFlags(store, flags), [store, flags]);
  useEffect(() => keepFocusOnRemoval(services), [services]);
  useEffect(() => {
    const keeper = keepDraft(store);
    return () => keeper.stop();
  }, [store]);
  usePageQuery(store);
  useEditorShortcuts(services);
  return (
    <EditorStoreProvider store={store}>
      <EditorServicesProvider services={services}>
        <LeaveGuard />
        <EditorDndProvider>
          <CompoundEditingProvider>
            <EditorLayout toolbarExtras={toolbarExtras} />
          </CompoundEditingProvider>
        </EditorDndProvider>
      </EditorServicesProvider>
    </EditorStoreProvider>
  );
}
