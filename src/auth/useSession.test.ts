// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig, apiRequest, ApiRequestError, configureApi } from '../../runtime/api/http';
import { SESSION_STORAGE_KEY, useSession } from '../../runtime/auth';
import { startServerProcess, type ServerProcess } from '../../server/test/server-process';

// The session store of runtime/auth against the real server over real HTTP.
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess();
  configureApi({ baseUrl: `${server.origin}/api` });
}, 120_000);
afterAll(async () => server?.stop());

beforeEach(() => {
  useSession.getState().clear();
  localStorage.clear();
  configureApi({ tenantId: null, resellerId: null });
});

function stored() {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  return raw ? JSON.parse(raw) : null;
}

describe('useSession', () => {
  it('logs in with the HttpOnly cookie: storage keeps the user but no token, calls carry the tenant and the CSRF header', async () => {
    const user = await useSession.getState().login(server.adminEmail, server.adminPassword);
    expect(user.primaryEmail).toBe(server.adminEmail);
    expect(user.permissions).toContain('TENANT_ADMIN');

    expect(stored()).toEqual({ user });
    expect(JSON.stringify(localStorage)).not.toMatch(/token/i); // nothing a published app's script could steal
    expect(apiConfig().token).toBeFalsy();
    expect(apiConfig()).toMatchObject({ tenantId: user.tenantId });
    // the cookie (and its X-Requested-With header) is accepted: the API knows who is calling
    await expect(apiRequest('GET', '/users/me')).resolves.toMatchObject({ id: user.id });
  });

  it('sends the tenant\'s reseller with every call while logged in, and forgets it on logout', async () => {
    await useSession.getState().login(server.adminEmail, server.adminPassword);
    await apiRequest('PATCH', '/tenant', { body: { resellerId: 'partner-7' } });
    await useSession.getState().logout();

    await useSession.getState().login(server.adminEmail, server.adminPassword);
    await vi.waitFor(() => expect(apiConfig().resellerId).toBe('partner-7'));
    const sent: Headers[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      await apiRequest('GET', '/users/me');
      await apiRequest('GET', '/products', { auth: false });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(sent.map((headers) => headers.get('X-Reseller-Id'))).toEqual(['partner-7', 'partner-7']);

    await apiRequest('PATCH', '/tenant', { body: { resellerId: null } });
    await useSession.getState().logout();
    expect(apiConfig().resellerId).toBeNull();
  });

  it('refuses a wrong password with 401 and stays logged out', async () => {
    const failure = await useSession.getState().login(server.adminEmail, 'wrong-password').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(401);
    expect(useSession.getState()).toMatchObject({ user: null });
    expect(stored()).toBeNull();
  });

  it('logs out: the server ends the session and clears the cookie, storage and API configuration forget it', async () => {
    await useSession.getState().login(server.adminEmail, server.adminPassword);
    await useSession.getState().logout();

    expect(useSession.getState()).toMatchObject({ user: null });
    expect(stored()).toBeNull();
    expect(apiConfig()).toMatchObject({ tenantId: null });
    await expect(apiRequest('GET', '/users/me')).rejects.toMatchObject({ status: 401 });
  });

  it('refreshes the user from /users/me and drops a session the server no longer accepts', async () => {
    const user = await useSession.getState().login(server.adminEmail, server.adminPassword);
    useSession.setState({ user: { ...user, displayName: 'stale name' } });
    const fresh = await useSession.getState().refresh();
    expect(fresh?.displayName).toBe(user.displayName);
    expect(useSession.getState().user?.displayName).toBe(user.displayName);

    await apiRequest('POST', '/auth/logout'); // the session ends elsewhere (another tab, expiry)
    await expect(useSession.getState().refresh()).resolves.toBeNull();
    expect(useSession.getState()).toMatchObject({ user: null });
    expect(stored()).toBeNull();
  });

  it('starts from the stored user after a reload, still authenticated by the cookie', async () => {
    await useSession.getState().login(server.adminEmail, server.adminPassword);
    const before = useSession.getState();

    vi.resetModules(); // a fresh page: new module instances that only know localStorage (and the cookie)
    const http = await import('../../runtime/api/http');
    const auth = await import('../../runtime/auth');
    http.configureApi({ baseUrl: `${server.origin}/api` });
    expect(auth.useSession.getState()).toMatchObject({ user: before.user });
    expect(http.apiConfig()).toMatchObject({ tenantId: before.user!.tenantId });
    await expect(auth.useSession.getState().refresh()).resolves.toMatchObject({ id: before.user!.id });
  });

  it('drops the token of a session an older version stored, keeping the user', async () => {
    const user = { id: 'u1', tenantId: 't1', displayName: 'Ada', primaryEmail: 'ada@example.com', permissions: [] };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'old-secret-token', user }));
    vi.resetModules();
    const auth = await import('../../runtime/auth');
    expect(auth.useSession.getState().user).toEqual(user);
    expect(stored()).toEqual({ user });
  });

  it('starts logged out when the stored session is unreadable', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"token": 42');
    vi.resetModules();
    const auth = await import('../../runtime/auth');
    expect(auth.useSession.getState()).toMatchObject({ user: null });
  });
});
