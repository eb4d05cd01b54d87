import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { apiConfig } from '../../api/http';
import { useSession } from '../../auth';

/**
 * The browser's offline copy (IndexedDB through `idb`): records of the stores the offline widgets use, when each
 * store was last loaded, and the outbox of changes made without a connection. One database per tenant and user
 * (`baukasten-offline:<tenant>:<user id or public>`), so a second person on the same browser never searches the
 * first one's copy; logging out deletes the copy of the user who left.
 */
export interface OutboxEntry {
  seq?: number;
  store: string;
  id: string;
  /** A merge patch; several offline edits of one record are merged into its one entry. */
  patch: Record<string, unknown>;
  /** The version the first edit was based on (sent as If-Match, so a newer stored record is never overwritten). */
  version?: number;
  queuedAt: number;
  /** pending: waits for the connection; conflict: the server had a newer record (409); failed: refused otherwise. */
  state: 'pending' | 'conflict' | 'failed';
  message?: string;
}

interface CachedRecord {
  store: string;
  id: string;
  record: Record<string, unknown>;
}

interface OfflineSchema extends DBSchema {
  records: { key: [string, string]; value: CachedRecord; indexes: { byStore: string } };
  stores: { key: string; value: { name: string; loadedAt: number; count: number } };
  meta: { key: string; value: { key: string; value: number } };
  outbox: { key: number; value: OutboxEntry };
}

const opened = new Map<string, Promise<IDBPDatabase<OfflineSchema>>>();

function databaseName(): string {
  return `baukasten-offline:${apiConfig().tenantId ?? 'default'}:${useSession.getState().user?.id ?? 'public'}`;
}

function database(name = databaseName()): Promise<IDBPDatabase<OfflineSchema>> {
  let db = opened.get(name);
  if (!db) {
    db = openDB<OfflineSchema>(name, 1, {
      upgrade(upgrading) {
        upgrading.createObjectStore('records', { keyPath: ['store', 'id'] }).createIndex('byStore', 'store');
        upgrading.createObjectStore('stores', { keyPath: 'name' });
        upgrading.createObjectStore('meta', { keyPath: 'key' });
        upgrading.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      },
    });
    opened.set(name, db);
  }
  return db;
}

// Who logs out takes their offline copy with them.
useSession.subscribe((state, before) => {
  if (before.user && !state.user) {
    const name = `baukasten-offline:${apiConfig().tenantId ?? 'default'}:${before.user.id}`;
    void (async () => {
      (await opened.get(name))?.close();
      opened.delete(name);
      // Browsers without IndexedDB (some private modes) never had a copy to delete.
      if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(name);
      notifyOfflineChange();
    })().catch((error: unknown) => console.warn('The offline copy could not be deleted at logout', error));
  }
});

const listeners = new Set<() => void>();

/** Tells the offline widgets of the page that the copy or the outbox changed. */
export function notifyOfflineChange(): void {
  for (const listener of listeners) listener();
}

export function onOfflineChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON merge patch applied to a copy of the record (null removes a field, objects merge field by field). */
export function mergePatched(record: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const result = { ...record };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = isRecord(value) && isRecord(result[key]) ? mergePatched(result[key], value) : value;
  }
  return result;
}

/** Replaces the copy of a store with freshly loaded records; changes still in the outbox stay applied on top. */
export async function replaceStoreRecords(store: string, records: readonly Record<string, unknown>[]): Promise<void> {
  const db = await database();
  const pending = (await db.getAll('outbox')).filter((entry) => entry.store === store && entry.state === 'pending');
  const tx = db.transaction(['records', 'stores'], 'readwrite');
  const cached = tx.objectStore('records');
  for (const key of await cached.index('byStore').getAllKeys(store)) await cached.delete(key);
  for (const record of records) {
    const id = String(record.id ?? '');
    if (!id) continue;
    const change = pending.find((entry) => entry.id === id);
    await cached.put({ store, id, record: change ? mergePatched(record, change.patch) : record });
  }
  await tx.objectStore('stores').put({ name: store, loadedAt: Date.now(), count: records.length });
  await tx.done;
  notifyOfflineChange();
}

export async function cachedRecords(store: string): Promise<Record<string, unknown>[]> {
  const rows = await (await database()).getAllFromIndex('records', 'byStore', store);
  return rows.map((row) => row.record);
}

/** When the store's copy was loaded and how many records it has; undefined before the first load. */
export async function cachedStore(store: string): Promise<{ loadedAt: number; count: number } | undefined> {
  return (await database()).get('stores', store);
}

/**
 * Queues a change for the outbox and shows it in the copy at once. A record that already waits in the outbox
 * gets the new fields merged into its entry, which keeps the version of the first edit.
 */
export async function queueChange(store: string, record: Record<string, unknown>, patch: Record<string, unknown>): Promise<void> {
  const db = await database();
  const id = String(record.id);
  const tx = db.transaction(['outbox', 'records'], 'readwrite');
  const outbox = tx.objectStore('outbox');
  const waiting = (await outbox.getAll()).find((entry) => entry.store === store && entry.id === id && entry.state === 'pending');
  if (waiting) await outbox.put({ ...waiting, patch: mergePatched(waiting.patch, patch), queuedAt: Date.now() });
  else await outbox.add({ store, id, patch, version: typeof record.version === 'number' ? record.version : undefined, queuedAt: Date.now(), state: 'pending' });
  const cached = await tx.objectStore('records').get([store, id]);
  await tx.objectStore('records').put({ store, id, record: mergePatched(cached?.record ?? record, patch) });
  await tx.done;
  notifyOfflineChange();
}

/** Puts a record as the server answered it into the copy (after a change was sent). */
export async function cacheRecord(store: string, record: Record<string, unknown>): Promise<void> {
  if (record.id === undefined) return;
  await (await database()).put('records', { store, id: String(record.id), record });
  notifyOfflineChange();
}

export async function outboxEntries(): Promise<OutboxEntry[]> {
  return (await database()).getAll('outbox');
}

export async function updateOutboxEntry(entry: OutboxEntry): Promise<void> {
  await (await database()).put('outbox', entry);
  notifyOfflineChange();
}

export async function removeOutboxEntry(seq: number): Promise<void> {
  await (await database()).delete('outbox', seq);
  notifyOfflineChange();
}

export async function lastSyncedAt(): Promise<number | undefined> {
  return (await (await database()).get('meta', 'lastSync'))?.value;
}

export async function setLastSyncedAt(at: number): Promise<void> {
  await (await database()).put('meta', { key: 'lastSync', value: at });
  notifyOfflineChange();
}
