import { ApiRequestError } from '../../api/http';
import { storeDefinition } from '../../stores';
import { cacheRecord, outboxEntries, removeOutboxEntry, setLastSyncedAt, updateOutboxEntry } from './offlineDb';

/**
 * Sends the outbox, oldest change first, each as a merge patch with If-Match (the version the offline edit was
 * based on). A 409 marks the entry as a conflict: the server keeps the newer record, the change stays visible
 * in SyncStatus until the user drops it. Another refusal (validation, permission) marks it failed with the
 * server's message. A network failure stops the run and leaves the rest pending for the next one. One run at a
 * time per page: a second call while one runs gets the same promise.
 */
export interface SyncResult {
  /** Stores a change was sent to (their lists load again). */
  stores: string[];
  /** False when the connection failed on the way. */
  complete: boolean;
}

let running: Promise<SyncResult> | null = null;

export function syncOutbox(): Promise<SyncResult> {
  running ??= run().finally(() => {
    running = null;
  });
  return running;
}

async function run(): Promise<SyncResult> {
  const stores = new Set<string>();
  for (const entry of await outboxEntries()) {
    if (entry.state !== 'pending' || entry.seq === undefined) continue;
    const definition = storeDefinition(entry.store);
    if (!definition) {
      await updateOutboxEntry({ ...entry, state: 'failed', message: `No store found for name ${entry.store}` });
      continue;
    }
    try {
      const saved = await definition.update(entry.id, entry.patch, entry.version === undefined ? undefined : { ifMatch: entry.version });
      await removeOutboxEntry(entry.seq);
      await cacheRecord(entry.store, saved as Record<string, unknown>);
      stores.add(definition.name);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return { stores: [...stores], complete: false }; // no connection
      await updateOutboxEntry({ ...entry, state: error.status === 409 ? 'conflict' : 'failed', message: error.message });
      stores.add(definition.name);
    }
  }
  await setLastSyncedAt(Date.now());
  return { stores: [...stores], complete: true };
}
