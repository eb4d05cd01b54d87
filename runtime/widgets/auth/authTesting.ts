import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createBuiltinRegistry } from '..';
import { useSession, type SessionUser } from '../../auth';

/** What the component tests of the auth widgets share: the registry, a user to sign in, a clean page after each test. */
export const registry = createBuiltinRegistry();

export const erika: SessionUser = {
  id: 'u1', tenantId: 'demo', displayName: 'Erika Muster', primaryEmail: 'erika@example.com', permissions: [],
  primaryEmailAddress: { address: 'erika@example.com', validated: false },
  profile: { firstName: 'Erika', lastName: 'Muster', avatarUrl: '/a.png' },
};

export const signIn = (user: SessionUser = erika) => act(() => useSession.setState({ user }));

/** Signs out, empties the page and drops a token from the address after every test of the calling file. */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    cleanup();
    act(() => useSession.setState({ user: null }));
    window.history.replaceState(null, '', '/');
  });
}
