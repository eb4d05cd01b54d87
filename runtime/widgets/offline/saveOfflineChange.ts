import { ApiRequestError } from '../../api/http';
import type { StoreDefinition } from '../../stores';
import { cacheRecord, queueChange } from './offlineDb';

export type SaveOutcome = { kind: 'saved'; record: Record<string, unknown> } | { kind: 'queued' } | { kind: 'conflict' } | { kind: 'failed'; message: string };

/**
 * A change of one record: with a connection it is sent at once (If-Match with the version read, so a record
 * changed meanwhile is refused with 409 rather than overwritten); without one, or when the request cannot reach
 * the server, it waits in the outbox and shows in the offline copy.
 */
export async function saveOfflineChange(definition: StoreDefinition, record: Record<string, unknown>, patch: Record<string, unknown>, online: boolean): Promise<SaveOutcome> {
  if (online) {
    try {
      const version = typeof record.version === 'number' ? record.version : undefined;
      const saved = (await definition.update(String(record.id), patch, version === undefined ? undefined : { ifMatch: version })) as Record<string, unknown>;
      await cacheRecord(definition.name, saved);
      return { kind: 'saved', record: saved };
    } catch (error) {
      if (error instanceof ApiRequestError) return error.status === 409 ? { kind: 'conflict' } : { kind: 'failed', message: error.message };
      // no answer at all: the connection is gone although the browser had not noticed yet
    }
  }
  await queueChange(definition.name, record, patch);
  return { kind: 'queued' };
}
