import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../http/app.js';
import { DEMO_TENANT } from '../test/harness.js';
import { useTestServer } from '../test/use-test-server.js';
import { grantRole } from '../test/grant-role.js';
import { createUser } from '../users/store.js';
import { issueToken } from './tokens.js';

/**
 * Token lookups are kept per server instance (token-cache.ts); revocation must still take effect on the very next
 * request, on this instance and on a second one on the same database (on PostgreSQL a separate connection pool and
 * cache; the embedded database has one process, so there the second instance shares it).
 */
const server = useTestServer();
let second: FastifyInstance;
let secondUrl: string;

beforeAll(async () => {
  second = await buildApp({ config: server.config, db: await server.secondDatabase() });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const address = second.server.address();
  secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => second?.close());

const dialect = new PgDialect();
let users = 0;
async function newUser(permissions: string[] = []): Promise<{ id: string; email: string; password: string; token: string; roleId: string }> {
  const email = `cache-${users++}@example.com`;
  const password = 'cache-Password-1';
  const user = await createUser(server.db, DEMO_TENANT, { displayName: email, primaryEmail: email, password });
  const roleId = await grantRole(server.db, DEMO_TENANT, user.id, permissions, `Role of ${email}`);
  return { id: user.id, email, password, token: await server.login(email, password), roleId };
}

/** GET /api/users/me on the first (`on: 1`) or second instance; the status. */
async function me(token: string, on: 1 | 2 = 1): Promise<number> {
  const response = await fetch(`${on === 1 ? server.baseUrl : secondUrl}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}

async function statusOf(token: string, path: string, on: 1 | 2): Promise<number> {
  const response = await fetch(`${on === 1 ? server.baseUrl : secondUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}

/** Counts the token queries `db.readRows` runs while `work` runs (the statement that reads `FROM tokens t`). */
async function tokenQueries(work: () => Promise<unknown>): Promise<number> {
  const db = server.db;
  const original = db.readRows;
  let count = 0;
  db.readRows = ((query) => {
    if (dialect.sqlToQuery(query).sql.includes('FROM tokens t')) count++;
    return original.call(db, query);
  }) as typeof db.readRows;
  try {
    await work();
  } finally {
    db.readRows = original;
  }
  return count;
}

describe('cached token lookups', () => {
  it('a known token is resolved from memory on the next requests, with the same answer', async () => {
    const anna = await newUser(['PRODUCTS_WRITE']);
    expect(await me(anna.token)).toBe(200);
    const queries = await tokenQueries(async () => {
      for (let i = 0; i < 5; i++) expect(await me(anna.token)).toBe(200);
    });
    expect(queries).toBe(0);
    const answer = await server.call('GET', '/api/users/me', { token: anna.token });
    expect(answer.body.permissions).toEqual(['PRODUCTS_WRITE']);
  });

  it('logout ends the token at once, on both instances', async () => {
    const anna = await newUser();
    expect(await me(anna.token, 1)).toBe(200);
    expect(await me(anna.token, 2)).toBe(200);
    const out = await fetch(`${secondUrl}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${anna.token}` } });
    expect(out.status).toBe(204);
    expect(await me(anna.token, 1)).toBe(401);
    expect(await me(anna.token, 2)).toBe(401);
  });

  it('a new password ends the sessions at once, on both instances', async () => {
    const anna = await newUser();
    expect(await me(anna.token, 1)).toBe(200);
    expect(await me(anna.token, 2)).toBe(200);
    const changed = await server.call('PATCH', `/api/users/${anna.id}`, { token: server.admin, body: { password: 'another-Password-2' } });
    expect(changed.status).toBe(200);
    expect(await me(anna.token, 1)).toBe(401);
    expect(await me(anna.token, 2)).toBe(401);
    expect(await me(server.admin, 2)).toBe(200);
  });

  it('deleting the user ends its tokens at once, service tokens included', async () => {
    const anna = await newUser();
    const service = await issueToken(server.db, { tenantId: DEMO_TENANT, userId: anna.id, kind: 'service', name: 'CI' });
    for (const token of [anna.token, service]) {
      expect(await me(token, 1)).toBe(200);
      expect(await me(token, 2)).toBe(200);
    }
    const deleted = await fetch(`${secondUrl}/api/users/${anna.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${server.admin}` } });
    expect(deleted.status).toBe(204);
    for (const token of [anna.token, service]) {
      expect(await me(token, 1)).toBe(401);
      expect(await me(token, 2)).toBe(401);
    }
  });

  it('a role change takes effect at once, both ways, on both instances', async () => {
    const anna = await newUser(['CORPORATIONS_READ']);
    expect(await statusOf(anna.token, '/api/corporations', 1)).toBe(200);
    expect(await statusOf(anna.token, '/api/corporations', 2)).toBe(200);
    const removed = await server.call('PATCH', `/api/roles/${anna.roleId}`, { token: server.admin, body: { permissions: [] } });
    expect(removed.status).toBe(200);
    expect(await statusOf(anna.token, '/api/corporations', 1)).toBe(403);
    expect(await statusOf(anna.token, '/api/corporations', 2)).toBe(403);
    const granted = await fetch(`${secondUrl}/api/roles/${anna.roleId}`, {
      method: 'PATCH', headers: { Authorization: `Bearer ${server.admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ permissions: ['CORPORATIONS_READ'] }),
    });
    expect(granted.status).toBe(200);
    expect(await statusOf(anna.token, '/api/corporations', 1)).toBe(200);
    expect(await statusOf(anna.token, '/api/corporations', 2)).toBe(200);
  });

  it('a revoked service token and one deleted by plain SQL stop at once; noting a last use keeps the cache', async () => {
    const anna = await newUser();
    const created = await server.call('POST', '/api/servicetokens', { token: server.admin, body: { name: 'Export' } });
    expect(created.status).toBe(201);
    const token: string = created.body.token;
    expect(await me(token, 1)).toBe(200);
    expect(await me(token, 2)).toBe(200);
    await server.db.rows(sql`UPDATE tokens SET last_used_at = 1 WHERE kind = 'service'`);
    expect(await tokenQueries(() => me(token, 1).then((s) => expect(s).toBe(200)))).toBe(0);
    const revoked = await server.call('DELETE', `/api/servicetokens/${created.body.id}`, { token: server.admin });
    expect(revoked.status).toBe(204);
    expect(await me(token, 1)).toBe(401);
    expect(await me(token, 2)).toBe(401);
    expect(await me(anna.token, 2)).toBe(200);
    await server.db.rows(sql`DELETE FROM tokens WHERE user_id = ${anna.id}`);
    expect(await me(anna.token, 1)).toBe(401);
    expect(await me(anna.token, 2)).toBe(401);
  });

  it('a cached token whose expiry passes is refused without a new lookup', async () => {
    const anna = await newUser();
    const brief = await issueToken(server.db, { tenantId: DEMO_TENANT, userId: anna.id, ttlMs: 1500 });
    expect(await me(brief)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await me(brief)).toBe(401);
  });
});
