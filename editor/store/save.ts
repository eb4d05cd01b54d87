/**
 * Saving: the document goes to the server with the version it was based on (PUT with If-Match). When the
 * server has a newer version (409 on the version), the store goes into the conflict state and nothing is
 * overwritten; the UI then offers `reloadDocument` (take the server's version) or `saveDocumentAsCopy`.
 */
import { ApiRequestError } from '../../runtime/api/http';
import { createApplication, getApplication, putApplication } from '../../runtime/api/resources';
import type { ApplicationDocument } from '../../model/document/types';
import { failure, success, type Failure, type Result } from '../../model/result';
import type { EditorStoreApi } from './createEditorStore';

/** The three calls saving needs; the default goes to /api/applications, tests may point it elsewhere. */
export interface ApplicationsClient {
  get(id: string): Promise<ApplicationDocument>;
  put(id: string, document: ApplicationDocument, version: number | null): Promise<ApplicationDocument>;
  create(document: ApplicationDocument): Promise<ApplicationDocument>;
}

/** The typed API client of runtime/api (PUT /api/applications/{id} with If-Match). */
export const httpApplications: ApplicationsClient = {
  get: (id) => getApplication(id),
  put: (id, document, version) =>
    putApplication(id, { ...document, version: version ?? undefined }, version === null ? undefined : { ifMatch: version }),
  create: (document) => createApplication(document),
};

/** A store editing something other than an application (a compound widget) saves through its own client. */
const storeClients = new WeakMap<EditorStoreApi, ApplicationsClient>();

export function setDocumentClient(store: EditorStoreApi, client: ApplicationsClient): void {
  storeClients.set(store, client);
}

const clientOf = (store: EditorStoreApi) => storeClients.get(store) ?? httpApplications;

/** What a save did: wrote the document (the server's new version), or found nothing to write. */
export interface Saved {
  unchanged: boolean;
  version: number | null;
}

/**
 * Why a save did not happen: `busy` (one is under way), `conflict` (the server holds a newer version; only reload
 * or save-as-copy proceed) or `failed` (any other refusal or a network error; `message` says which).
 */
export type SaveFailureCode = 'busy' | 'conflict' | 'failed';

export type SaveResult = Result<Saved, SaveFailureCode>;

/** Fields the server owns; a copy must not carry them. */
const SERVER_FIELDS = ['id', 'version', 'createdAt', 'lastUpdatedAt', 'tenantId'] as const;

export async function saveDocument(store: EditorStoreApi, client: ApplicationsClient = clientOf(store)): Promise<SaveResult> {
  const state = store.getState();
  if (state.saveStatus === 'saving') return failure('busy', 'A save is under way');
  // After a conflict only reload or save-as-copy may proceed: saving again would overwrite the other work.
  if (state.saveStatus === 'conflict') return failure('conflict', state.saveError?.message ?? 'conflict');
  if (!state.dirty) return success({ unchanged: true, version: state.savedVersion });
  const id = state.document.id;
  if (!id) throw new Error('saveDocument needs a document with an id (create the application first)');
  const sent = state.document;
  state.setSaveStatus('saving');
  try {
    const stored = await client.put(id, sent, state.savedVersion);
    const version = typeof stored?.version === 'number' ? stored.version : null;
    // Edits made while the request was under way keep the store dirty: only `sent` counts as saved.
    store.getState().markSaved(sent, version);
    return success({ unchanged: false, version });
  } catch (error) {
    const reason = saveFailureOf(error);
    const conflict = isVersionConflict(error);
    store.getState().setSaveStatus(conflict ? 'conflict' : 'error', reason);
    return failure(conflict ? 'conflict' : 'failed', reason.message, reason.path);
  }
}

/**
 * Why a request failed, as the toolbar translates it: the API's error code with the first field it names, or
 * `network` when no answer came.
 */
export function saveFailureOf(error: unknown): Failure<string> {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiRequestError)) return failure('network', message);
  return failure(error.code, message, error.details.find((detail) => detail.field)?.field);
}

/** A 409 about the version (another builder saved first), not e.g. a domain that is already taken. */
function isVersionConflict(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return false;
  return error.details.length === 0 || error.details.some((detail) => detail.field === 'version');
}

/** Conflict resolution 1: drop local changes and continue with the server's version (history starts over). */
export async function reloadDocument(store: EditorStoreApi, client: ApplicationsClient = clientOf(store)): Promise<void> {
  const id = store.getState().document.id;
  if (!id) throw new Error('reloadDocument needs a document with an id');
  const document = await client.get(id);
  store.getState().load(document, document.version ?? null);
}

/**
 * Conflict resolution 2: store the local document as a new application named `name` (without the domain,
 * which stays with the original) and continue editing the copy. Returns the copy.
 */
export async function saveDocumentAsCopy(store: EditorStoreApi, name: string, client: ApplicationsClient = clientOf(store)): Promise<ApplicationDocument> {
  const copy: ApplicationDocument = { ...store.getState().document, name };
  for (const field of [...SERVER_FIELDS, 'domain']) delete copy[field];
  store.getState().setSaveStatus('saving');
  try {
    const created = await client.create(copy);
    store.getState().load(created, created.version ?? null);
    return created;
  } catch (error) {
    store.getState().setSaveStatus('error', saveFailureOf(error));
    throw error;
  }
}
