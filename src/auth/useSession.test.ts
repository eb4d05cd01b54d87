// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig, apiRequest, ApiRequestError, configureApi } from '../../runtime/api/http';
import { SESSION_STORAGE_KEY, useSession } from '../../runtime/auth';
import { startTestServer, type TestServer } from '../testing/testServer';

// The session store of runtime/auth against the real server over real HTTP.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  configureApi({ baseUrl: `${server.origin}/api` });
}, 120_000);
afterAll(async () => server?.stop());

beforeEach(() => {
  useSession.getState().clear();
  localStorage.clear();
  configureApi({ tenantId: null });
});

function stored() {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  return raw ? JSON.parse(raw) : null;
}

describe('useSession', () => {
  it('logs in, remembers token and user in localStorage and sends both token and tenant with every call', async () => {
    const user = await useSession.getState().login(server.adminEmail, server.adminPassword);
    expect(user.primaryEmail).toBe(server.adminEmail);
    expect(user.permissions).toContain('TENANT_ADMIN');

    const { token } = useSession.getState();
    expect(token).toBeTruthy();
    expect(stored()).toEqual({ token, user });
    expect(apiConfig()).toMatchObject({ token, tenantId: user.tenantId });
    // the configured token is accepted: the API knows who is calling
    await expect(apiRequest('GET', '/users/me')).resolves.toMatchObject({ id: user.id });
  });

  it('refuses a wrong password with 401 and stays logged out', async () => {
    const failure = await useSession.getState().login(server.adminEmail, 'wrong-password').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(401);
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect(stored()).toBeNull();
    expect(apiConfig().token).toBeFalsy();
  });

  it('logs out: the server ends the token, storage and API configuration forget it', async () => {
    await useSession.getState().login(server.adminEmail, server.adminPassword);
    const { token } = useSession.getState();
    await useSession.getState().logout();

    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect(stored()).toBeNull();
    expect(apiConfig()).toMatchObject({ token: null, tenantId: null });
    const response = await fetch(`${server.origin}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
  });

  it('refreshes the user from /users/me and drops a token the server no longer accepts', async () => {
    const user = await useSession.getState().login(server.adminEmail, server.adminPassword);
    useSession.setState({ user: { ...user, displayName: 'stale name' } });
    const fresh = await useSession.getState().refresh();
    expect(fresh?.displayName).toBe(user.displayName);
    expect(useSession.getState().user?.displayName).toBe(user.displayName);

    useSession.setState({ token: 'no-such-token' });
    await expect(useSession.getState().refresh()).resolves.toBeNull();
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect(stored()).toBeNull();
  });

  it('starts from the stored session after a reload', async () => {
    await useSession.getState().login(server.adminEmail, server.adminPassword);
    const before = useSession.getState();

    vi.resetModules(); // a fresh page: new module instances that only know localStorage
    const http = await import('../../runtime/api/http');
    const auth = await import('../../runtime/auth');
    expect(auth.useSession.getState()).toMatchObject({ token: before.token, user: before.user });
    expect(http.apiConfig()).toMatchObject({ token: before.token, tenantId: before.user!.tenantId });
  });

  it('starts logged out when the stored session is unreadable', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"token": 42');
    vi.resetModules();
    const auth = await import('../../runtime/auth');
    expect(auth.useSession.getState()).toMatchObject({ token: null, user: null });
  });
});
