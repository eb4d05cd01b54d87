import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type ServerApi, type TestServer, type TestServerOptions } from './harness.js';

/** A test file's server as `useTestServer` hands it out: the harness's server, started and closed for the file. */
export interface FileTestServer extends ServerApi {
  /** The seeded admin's token (all permissions), logged in before the file's first test. */
  readonly admin: string;
}

export interface UseTestServerOptions extends TestServerOptions {
  /** How long starting may take; a file that also fills the database in its own beforeAll asks for more. */
  timeoutMs?: number;
  /** False for a file that counts what logins leave behind (sessions, login records): `admin` is then not set. */
  loginAdmin?: boolean;
}

/**
 * One real server per test file, so the API tests do not repeat the set-up: starts it in `beforeAll` (PGlite in
 * memory, or PostgreSQL with TEST_DB=postgres; see `harness.ts`), logs the seeded admin in, and closes it in
 * `afterAll`. Call it at the top of the file; the file's own `beforeAll` hooks run after it, with the server up.
 */
export function useTestServer(options: UseTestServerOptions = {}): FileTestServer {
  const { timeoutMs, loginAdmin = true, ...serverOptions } = options;
  let started: TestServer | undefined;
  let adminToken: string | undefined;
  beforeAll(async () => {
    started = await startTestServer(serverOptions);
    if (loginAdmin) adminToken = await started.adminToken();
  }, timeoutMs);
  afterAll(() => started?.close());

  const running = (): TestServer => {
    if (!started) throw new Error('useTestServer: the server is started in beforeAll; use it inside hooks and tests');
    return started;
  };
  return {
    get baseUrl() { return running().baseUrl; },
    get db() { return running().db; },
    get config() { return running().config; },
    get app() { return running().app; },
    get admin() {
      running();
      if (adminToken === undefined) throw new Error('useTestServer: this file asked for no admin login');
      return adminToken;
    },
    secondDatabase: () => running().secondDatabase(),
    adminToken: () => running().adminToken(),
    login: (email, password, tenant) => running().login(email, password, tenant),
    call: (method, path, callOptions) => running().call(method, path, callOptions),
    createTenantWithUser: (user) => running().createTenantWithUser(user),
  };
}
