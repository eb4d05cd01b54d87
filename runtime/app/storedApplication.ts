import { APPLICATION_STORAGE_KEY } from './applicationStorageKey';

/**
 * Whether browser storage holds an application definition. Kept apart from the load pipeline so the published
 * route can decide at once, before that pipeline's code has arrived, whether to ask the server.
 */
export function hasStoredApplication(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return !!storage?.getItem(APPLICATION_STORAGE_KEY);
  } catch {
    return false; // storage blocked: start from the server
  }
}
