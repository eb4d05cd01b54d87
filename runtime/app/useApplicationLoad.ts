import { useEffect, useState } from 'react';
import { ApplicationNotPublishedError } from './applicationApi';
import type { LoadedApplication } from './loadApplication';

export type ApplicationLoadState =
  | { status: 'loading' }
  | { status: 'ready'; application: LoadedApplication }
  | { status: 'missing' }
  | { status: 'unpublished' }
  | { status: 'failed'; error: unknown };

/**
 * Loads the application once per key. A failed start is written to the console and nothing else; `null` from the
 * loader means there is no application, ApplicationNotPublishedError one that was never published (the shell
 * says either). `ready` is an application that is already there (a server-rendered page): it is shown from the
 * first render and nothing is loaded.
 */
export function useApplicationLoad(key: string, load: () => Promise<LoadedApplication | null>, ready?: LoadedApplication): ApplicationLoadState {
  const [state, setState] = useState<{ key: string; value: ApplicationLoadState }>(() => ({
    key,
    value: ready ? { status: 'ready', application: ready } : { status: 'loading' },
  }));
  useEffect(() => {
    if (ready && state.key === key) return;
    let current = true;
    load().then(
      (application) => current && setState({ key, value: application ? { status: 'ready', application } : { status: 'missing' } }),
      (error: unknown) => {
        if (error instanceof ApplicationNotPublishedError) {
          if (current) setState({ key, value: { status: 'unpublished' } });
          return;
        }
        console.error('Application start failed:', error);
        if (current) setState({ key, value: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
    // the loader belongs to the key; a new loader object with the same key must not reload
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
