import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WriteOptions } from '../api/resource-client';
import { storeDefinition } from './definitions';

/**
 * Writes through a named store: create, update (a merge patch) and delete of the store's resource. After every
 * successful write each query of the store (its lists, searches, counts and sums under ['store', name]) loads
 * again, so every widget that shows the store shows the change. A failed write changes nothing and rethrows the
 * API's error (with the fields it names) to the caller, which keeps what the user typed.
 */
export interface StoreWrites<T> {
  create(body: Record<string, unknown>): Promise<T>;
  /** `options.ifMatch`: the version the change is based on (409 when the stored record is newer). */
  update(id: string, body: Record<string, unknown>, options?: WriteOptions): Promise<T>;
  remove(id: string): Promise<void>;
  /** A write is on its way. */
  busy: boolean;
}

type Write = { kind: 'create'; body: Record<string, unknown> } | { kind: 'update'; id: string; body: Record<string, unknown>; options?: WriteOptions } | { kind: 'remove'; id: string };

export function useStoreWrites<T = Record<string, unknown>>(name: string | undefined | null): StoreWrites<T> {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (write: Write): Promise<unknown> => {
      const definition = storeDefinition(name);
      if (!definition) throw new Error(`No store found for name ${name ?? ''}`);
      if (write.kind === 'create') return definition.create(write.body);
      if (write.kind === 'update') return definition.update(write.id, write.body, write.options);
      return definition.remove(write.id);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['store', storeDefinition(name)?.name ?? name] }),
  });
  return {
    create: (body) => mutation.mutateAsync({ kind: 'create', body }) as Promise<T>,
    update: (id, body, options) => mutation.mutateAsync({ kind: 'update', id, body, options }) as Promise<T>,
    remove: async (id) => void (await mutation.mutateAsync({ kind: 'remove', id })),
    busy: mutation.isPending,
  };
}
