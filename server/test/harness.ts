import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readConfig, type ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { buildApp } from '../http/app.js';
import type { PublishedPageRenderer } from '../http/published-html.js';
import { seed } from '../seed/index.js';
import { grantRole } from './grant-role.js';
import { createTenant } from '../tenants/store.js';
import { createUser } from '../users/store.js';
import { openTestDatabase } from './test-database.js';
import { lowerPasswordCostForTests } from '../auth/passwords.js';
import { DEMO_TENANT, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_SHOPPER_PASSWORD } from './credentials.js';

// The API suites create hundreds of users: hash with the cheap test cost (refused outside Vitest).
// server/auth/passwords.test.ts checks the production cost.
lowerPasswordCostForTests();

/**
 * A real server for API tests: migrated and seeded database (PGlite in memory, or a fresh PostgreSQL database
 * with TEST_DB=postgres), listening on 127.0.0.1 on a free port, called over real HTTP. Start one per test
 * file (beforeAll) and close it in afterAll. Front-end tests, which need the whole product (`server/main.ts`) in
 * its own process, use `startServerProcess` of `server-process.ts` instead.
 */
export { DEMO_TENANT, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_SHOPPER_PASSWORD } from './credentials.js';

export interface CallOptions {
  token?: string;
  /** Sent as X-Tenant-Id. */
  tenant?: string;
  /** Sent as JSON with Content-Type application/json. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as is (Content-Type application/json unless `headers` say otherwise); for malformed bodies. */
  rawBody?: string | Buffer;
}

export interface CallResult {
  status: number;
  /** Parsed JSON when the answer is JSON, else the text ('' for no body). */
  body: any;
  headers: Headers;
}

/** What tests and their helpers use of a running test server. */
export interface ServerApi {
  baseUrl: string;
  db: Database;
  config: ServerConfig;
  app: FastifyInstance;
  /** Another connection to the test database, for a second server instance (see TestDatabase.another). */
  secondDatabase(): Promise<Database>;
  /** A token of the seeded admin (all permissions), fetched once. */
  adminToken(): Promise<string>;
  /** Logs in and returns the token; throws when the login fails. */
  login(email: string, password: string, tenant?: string): Promise<string>;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** A new tenant with one user holding `permissions` (through a role) and that user's token. */
  createTenantWithUser(options: { tenantId: string; email: string; password: string; permissions: string[] }): Promise<{ token: string; userId: string }>;
}

export interface TestServer extends ServerApi {
  close(): Promise<void>;
}

export interface TestServerOptions {
  config?: Partial<ServerConfig>;
  /** Runs before the server starts, e.g. to add a route with `config.access.permission` for a 403 test. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
  /** Renders published pages on the server (the source module in tests; `npm start` loads the built one). */
  publishedPageRenderer?: PublishedPageRenderer | null;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'baukasten-api-'));
  const config: ServerConfig = {
    ...readConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(work, 'data'),
    staticDir: path.join(work, 'no-static-files'),
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
    shopperPassword: TEST_SHOPPER_PASSWORD,
    ...options.config,
  };
  const database = await openTestDatabase();
  const db = database.db;
  await migrate(db);
  await seed(db, config);
  const app = await buildApp({ config, db, publishedPageRenderer: options.publishedPageRenderer });
  await options.configure?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  async function call(method: string, urlPath: string, o: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = {};
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    if (o.tenant) headers['X-Tenant-Id'] = o.tenant;
    let body: string | Uint8Array | undefined;
    if (o.rawBody !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = typeof o.rawBody === 'string' ? o.rawBody : new Uint8Array(o.rawBody);
    } else if (o.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    Object.assign(headers, o.headers);
    const response = await fetch(baseUrl + urlPath, { method, headers, body: body as BodyInit | undefined });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: isJson && text ? JSON.parse(text) : text, headers: response.headers };
  }

  async function login(email: string, password: string, tenant?: string): Promise<string> {
    const result = await call('POST', '/api/auth/login', { body: { email, password }, tenant });
    if (result.status !== 200) throw new Error(`login of ${email} failed: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body.token;
  }

  let admin: Promise<string> | undefined;
  return {
    baseUrl,
    db,
    config,
    app,
    call,
    login,
    secondDatabase: () => database.another(),
    adminToken: () => (admin ??= login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, DEMO_TENANT)),
    async createTenantWithUser({ tenantId, email, password, permissions }) {
      await createTenant(db, { id: tenantId, name: tenantId });
      const user = await createUser(db, tenantId, { displayName: email, primaryEmail: email, password });
      await grantRole(db, tenantId, user.id, permissions);
      return { token: await login(email, password, tenantId), userId: user.id };
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
