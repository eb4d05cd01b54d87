/**
 * The compound canvas edits a compound as a one-page application document (the editor's store and actions
 * work on applications); this client converts on the way to and from /api/compoundwidgets and, after a
 * save, invalidates the compound's query so every instance renders the new version.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createCompoundWidget, getCompoundWidget, putCompoundWidget } from '../../runtime/api/resources';
import { loadCompoundWidgetDocument } from '../../migrations/load';
import type { ApplicationDocument, CompoundWidgetDocument } from '../../model/document/types';
import { FailureError } from '../../model/result';
import { compoundQueryKey } from '../../runtime/widgets/compound/useCompoundDocument';
import type { ApplicationsClient } from '../store/save';

export function compoundAsApplication(compound: CompoundWidgetDocument): ApplicationDocument {
  const { widget, socketConnections, rootSockets: _r, schemaVersion: _s, ...rest } = compound;
  return { ...rest, schemaVersion: 1, content: [{ path: '', title: compound.name, widget, socketConnections: socketConnections ?? [] }] };
}

/** Back to a compound; the root sockets are the stored ones (the canvas does not change them). */
export function applicationAsCompound(document: ApplicationDocument, rootSockets: CompoundWidgetDocument['rootSockets']): CompoundWidgetDocument {
  const { content, schemaVersion: _s, domain: _d, kind: _k, defaultLocale: _l, ...rest } = document;
  return { ...rest, widget: content[0].widget, socketConnections: content[0].socketConnections ?? [], rootSockets: rootSockets ?? [] };
}

export async function fetchCompoundForEditing(id: string): Promise<CompoundWidgetDocument> {
  const result = loadCompoundWidgetDocument(await getCompoundWidget(id));
  if (!result.ok) throw new FailureError(result);
  return result.value;
}

export function createCompoundClient(rootSockets: CompoundWidgetDocument['rootSockets'], queryClient: QueryClient): ApplicationsClient {
  return {
    get: async (id) => compoundAsApplication(await fetchCompoundForEditing(id)),
    async put(id, document, version) {
      const stored = await putCompoundWidget(id, { ...applicationAsCompound(document, rootSockets), version: version ?? undefined }, version === null ? undefined : { ifMatch: version });
      await queryClient.invalidateQueries({ queryKey: compoundQueryKey(id) });
      return compoundAsApplication(stored as CompoundWidgetDocument);
    },
    create: async (document) => compoundAsApplication((await createCompoundWidget(applicationAsCompound(document, rootSockets))) as CompoundWidgetDocument),
  };
}
