/**
 * What the publishing controls do (docs/publishing.md): publish the draft (saving it first), publish an earlier
 * version again (rollback) and restore a version into the draft as one undoable step. Each returns an outcome the
 * controls translate; nothing here throws for an answer the server gives.
 */
import { ApiRequestError } from '../../runtime/api/http';
import { restoreApplicationVersion } from '../../runtime/api/calls';
import { createPublishRequest, patchPublishRequest, publishApplication } from '../../runtime/api/resources';
import type { ApplicationVersion } from '../../model/api/schemas/versions';
import { loadApplicationDocument } from '../../migrations/load';
import type { EditorStoreApi } from '../store/createEditorStore';
import { saveDocument } from '../store/save';

export type PublishFailure = 'save' | 'forbidden' | 'changed' | 'staleRequest' | 'error';

export type PublishOutcome =
  | { ok: true; version: ApplicationVersion }
  | { ok: false; failure: PublishFailure; message: string };

function failureOf(error: unknown): { ok: false; failure: PublishFailure; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiRequestError && error.status === 403) return { ok: false, failure: 'forbidden', message };
  if (error instanceof ApiRequestError && error.status === 409) return { ok: false, failure: 'changed', message };
  return { ok: false, failure: 'error', message };
}

/** Saves unsaved changes, then publishes exactly the saved draft (409 when someone saved in between). */
export async function publishDraft(store: EditorStoreApi, note?: string): Promise<PublishOutcome> {
  const saved = await saveDocument(store);
  if (!saved.ok) return { ok: false, failure: 'save', message: saved.message };
  const { document, savedVersion } = store.getState();
  if (!document.id) return { ok: false, failure: 'error', message: 'The application has no id' };
  try {
    const version = await publishApplication({ applicationId: document.id, ...(note ? { note } : {}), ...(savedVersion === null ? {} : { draftVersion: savedVersion }) });
    return { ok: true, version };
  } catch (error) {
    return failureOf(error);
  }
}

/** The live site shows `number` again, as a new version; the draft stays as it is. */
export async function rollBackTo(applicationId: string, number: number): Promise<PublishOutcome> {
  try {
    return { ok: true, version: await publishApplication({ applicationId, fromVersion: number, note: '' }) };
  } catch (error) {
    return failureOf(error);
  }
}

export type RestoreOutcome = { ok: true } | { ok: false; failure: PublishFailure; message: string };

/**
 * Copies version `number` into the draft on the server and into the editor as one undoable step: undo brings
 * back what was there before (unsaved then, so the next save stores it again).
 */
export async function restoreIntoDraft(store: EditorStoreApi, number: number): Promise<RestoreOutcome> {
  const { document, savedVersion } = store.getState();
  if (!document.id) return { ok: false, failure: 'error', message: 'The application has no id' };
  try {
    const restored = await restoreApplicationVersion(document.id, number, savedVersion === null ? undefined : { ifMatch: savedVersion });
    const loaded = loadApplicationDocument(restored);
    if (!loaded.ok) return { ok: false, failure: 'error', message: loaded.message };
    store.getState().replaceDocument(loaded.value);
    store.getState().markSaved(store.getState().document, restored.version);
    return { ok: true };
  } catch (error) {
    return failureOf(error);
  }
}

export type RequestOutcome = { ok: true } | { ok: false; failure: PublishFailure; message: string };

/** Saves unsaved changes, then asks for a publish of exactly the saved draft version. */
export async function requestPublish(store: EditorStoreApi, note: string): Promise<RequestOutcome> {
  const saved = await saveDocument(store);
  if (!saved.ok) return { ok: false, failure: 'save', message: saved.message };
  const { document, savedVersion } = store.getState();
  if (!document.id || savedVersion === null) return { ok: false, failure: 'error', message: 'The application is not saved' };
  try {
    await createPublishRequest({ applicationId: document.id, draftVersion: savedVersion, ...(note ? { note } : {}) });
    return { ok: true };
  } catch (error) {
    return failureOf(error);
  }
}

/**
 * Approves (publishing exactly the requested draft version) or rejects a publish request. A 409 on approval means
 * the draft was saved again after the request, so approving would publish something else.
 */
export async function decidePublishRequest(id: string, state: 'approved' | 'rejected'): Promise<RequestOutcome> {
  try {
    await patchPublishRequest(id, { state });
    return { ok: true };
  } catch (error) {
    const outcome = failureOf(error);
    return outcome.failure === 'changed' ? { ...outcome, failure: 'staleRequest' } : outcome;
  }
}
