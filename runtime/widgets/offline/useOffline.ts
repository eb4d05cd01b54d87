import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onOfflineChange } from './offlineDb';
import { syncOutbox } from './outboxSync';

function subscribeOnline(listener: () => void): () => void {
  globalThis.addEventListener('online', listener);
  globalThis.addEventListener('offline', listener);
  return () => {
    globalThis.removeEventListener('online', listener);
    globalThis.removeEventListener('offline', listener);
  };
}

/** Whether the browser has a connection (its `online`/`offline` events). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => globalThis.navigator?.onLine ?? true, () => true);
}

/**
 * Sends the outbox when the widget appears with a connection and every time the connection comes back, then has
 * every list of the changed stores load again. `afterSync` runs after each complete run (OfflineSearch reloads its
 * copy then, so the copy never drops a change that was still waiting); a new `key` (its store) runs it again.
 */
export function useOutboxSync(online: boolean, afterSync?: () => void, key = ''): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!online) return;
    let current = true;
    void syncOutbox().then((result) => {
      for (const store of result.stores) void client.invalidateQueries({ queryKey: ['store', store] });
      if (current && result.complete) afterSync?.();
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a run per connection, not per render
  }, [online, client, key]);
}

/** A value read from the offline copy, read again whenever the copy or the outbox changes. */
export function useOfflineValue<T>(read: () => Promise<T>, deps: readonly unknown[]): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let current = true;
    const load = () => void read().then((next) => current && setValue(() => next), (error: unknown) => console.error('Offline copy could not be read', error));
    load();
    const stop = onOfflineChange(load);
    return () => {
      current = false;
      stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the read depends on
  }, deps);
  return value;
}
