import type { Database } from './client.js';

/**
 * Shares small, hot reads (a resource's revision, whether a tenant exists) between concurrent requests without ever
 * answering a request from a read that began before the request arrived: while a read for a key runs, callers
 * arriving meanwhile wait for the next read, which starts once the running one is done and serves all of them. Every
 * caller thus sees every write committed before it asked (as with its own query), and under load a key costs at most
 * one query at a time instead of one per request. Nothing outlives the reads: no state another server instance would
 * need (docs/architecture.md).
 */
interface Slot<T> {
  running: Promise<T> | null;
  queued: Promise<T> | null;
}

export class FreshReads<T> {
  private readonly slots = new Map<string, Slot<T>>();

  read(key: string, load: () => Promise<T>): Promise<T> {
    let slot = this.slots.get(key);
    if (!slot) {
      slot = { running: null, queued: null };
      this.slots.set(key, slot);
    }
    const running = slot.running;
    if (!running) return this.run(key, slot, load);
    const current = slot;
    current.queued ??= running.then(noop, noop).then(() => {
      current.queued = null;
      return this.run(key, current, load);
    });
    return current.queued;
  }

  private run(key: string, slot: Slot<T>, load: () => Promise<T>): Promise<T> {
    const promise = load();
    slot.running = promise;
    const done = () => {
      if (slot.running === promise) slot.running = null;
      if (!slot.running && !slot.queued && this.slots.get(key) === slot) this.slots.delete(key);
    };
    promise.then(done, done);
    return promise;
  }
}

const noop = () => undefined;

interface Remembered {
  value: unknown;
  epoch: number;
}

const shared = new WeakMap<Database, FreshReads<unknown>>();
const remembered = new WeakMap<Database, Map<string, Remembered>>();
const MAX_REMEMBERED = 10_000;

/**
 * A small read (`load` must use db.readRows) that every caller sees as if it ran its own query after it asked.
 * On PostgreSQL concurrent callers share one query (FreshReads). On the embedded database, where every write
 * passes through this process, the last result is reused while no statement that may write has started or
 * ended since it was read (Database.changeEpoch): a read-only load then costs no query at all.
 */
export async function freshRead<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  if (!db.changeEpoch) {
    let reads = shared.get(db);
    if (!reads) shared.set(db, (reads = new FreshReads<unknown>()));
    return reads.read(key, load) as Promise<T>;
  }
  let memory = remembered.get(db);
  if (!memory) remembered.set(db, (memory = new Map()));
  const epoch = db.changeEpoch();
  const last = memory.get(key);
  if (last && last.epoch === epoch) return last.value as T;
  const value = await load();
  if (memory.size >= MAX_REMEMBERED) memory.clear();
  memory.set(key, { value, epoch });
  return value;
}
