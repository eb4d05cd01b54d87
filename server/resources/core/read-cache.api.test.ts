import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, type ServerConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { migrate } from '../../db/migrate.js';
import { buildApp } from '../../http/app.js';
import { seedShop } from '../../seed/shop.js';
import { seed } from '../../seed/index.js';
import { grantRole } from '../../test/grant-role.js';
import { openMigratedPglite } from '../../test/pglite-template.js';
import { createPostgresDatabase, onPostgres } from '../../test/test-database.js';
import { createUser } from '../../users/store.js';

/**
 * The read cache (read-cache.ts) with two server instances on one database, as behind a load balancer: on
 * PostgreSQL each instance has its own connection pool; on PGlite (one connection per process) both share the
 * database object but keep separate caches. Every answer must be what the database holds right then.
 */
const TENANT = 'demo';
const PASSWORD = 'test-Admin-password-1';

interface Instance {
  app: FastifyInstance;
  url: string;
}

let dbs: Database[] = [];
let a: Instance;
let b: Instance;
let config: ServerConfig;
let dropDatabase: () => Promise<void> = async () => undefined;
let work: string;

async function start(db: Database): Promise<Instance> {
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'baukasten-cache-'));
  config = { ...readConfig({}), dataDir: path.join(work, 'data'), staticDir: path.join(work, 'none'), adminPassword: PASSWORD };
  if (onPostgres()) {
    const database = await createPostgresDatabase();
    dropDatabase = database.drop;
    dbs = [await openDatabase({ databaseUrl: database.url }), await openDatabase({ databaseUrl: database.url })];
  } else {
    const db = await openMigratedPglite();
    dbs = [db, db];
  }
  await migrate(dbs[0]);
  await seed(dbs[0], config);
  a = await start(dbs[0]);
  b = await start(dbs[1]);
});

afterAll(async () => {
  await a?.app.close();
  await b?.app.close();
  for (const db of new Set(dbs)) await db.close();
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

async function call(at: Instance, method: string, url: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'x-tenant-id': TENANT, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(at.url + url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  return { status: response.status, etag: response.headers.get('etag'), body: text ? JSON.parse(text) : undefined };
}

async function login(at: Instance, email: string, password: string): Promise<string> {
  const result = await call(at, 'POST', '/api/auth/login', { body: { email, password } });
  expect(result.status).toBe(200);
  return result.body.token;
}

async function endUser(name: string, permissions: string[] = []): Promise<{ token: string; userId: string }> {
  const user = await createUser(dbs[0], TENANT, { displayName: name, primaryEmail: `${name}@example.com`, password: 'test-password-1' });
  if (permissions.length) await grantRole(dbs[0], TENANT, user.id, permissions);
  return { token: await login(a, `${name}@example.com`, 'test-password-1'), userId: user.id };
}

const adminToken = () => login(b, 'admin@example.com', PASSWORD);

/** Two shoppers with a cart each and a clerk who may read every cart, made once for the owner-scope tests. */
let shoppers: Promise<{ anna: { token: string; userId: string }; ben: { token: string; userId: string }; clerk: { token: string } }> | undefined;
function cartOwners() {
  shoppers ??= (async () => {
    const anna = await endUser('cache-anna');
    const ben = await endUser('cache-ben');
    const clerk = await endUser('cache-clerk', ['ORDERS_READ']);
    await call(a, 'GET', '/api/shoppingcarts/mine', { token: anna.token });
    await call(b, 'GET', '/api/shoppingcarts/mine', { token: ben.token });
    return { anna, ben, clerk };
  })();
  return shoppers;
}
const TAG_SEARCH = { fieldSearches: [{ type: 'string', fieldname: 'tags', matcher: 'in', value: ['cache-test'] }], size: 50 };

describe('read cache across server instances', () => {
  it('a write through the other instance is seen at once by list, count and search', async () => {
    const admin = await adminToken();
    const list = await call(a, 'GET', '/api/products?size=100&sort=-id');
    expect(list.status).toBe(200);
    expect((await call(a, 'GET', '/api/products?size=100&sort=-id')).body).toEqual(list.body);
    const count = (await call(a, 'GET', '/api/products/count')).body.count;
    expect((await call(a, 'POST', '/api/products/search', { body: TAG_SEARCH })).body.totalElements).toBe(0);

    const created = await call(b, 'POST', '/api/products', { token: admin, body: { title: 'Neu im Cache-Test', tags: ['cache-test'] } });
    expect(created.status).toBe(201);
    expect((await call(a, 'GET', '/api/products?size=100&sort=-id')).body.elements[0].title).toBe('Neu im Cache-Test');
    expect((await call(a, 'GET', '/api/products/count')).body.count).toBe(count + 1);
    expect((await call(a, 'POST', '/api/products/search', { body: TAG_SEARCH })).body.elements.map((p: { id: string }) => p.id)).toEqual([created.body.id]);

    await call(b, 'PATCH', `/api/products/${created.body.id}`, { token: admin, body: { title: 'Umbenannt' } });
    expect((await call(a, 'POST', '/api/products/search', { body: TAG_SEARCH })).body.elements[0].title).toBe('Umbenannt');
    expect((await call(b, 'DELETE', `/api/products/${created.body.id}`, { token: admin })).status).toBe(204);
    expect((await call(a, 'POST', '/api/products/search', { body: TAG_SEARCH })).body.totalElements).toBe(0);
    expect((await call(a, 'GET', '/api/products/count')).body.count).toBe(count);
  });

  it('answers If-None-Match with 304 until the resource changes', async () => {
    const first = await call(a, 'GET', '/api/pricezones');
    expect(first.etag).toMatch(/^".+"$/);
    const again = await call(a, 'GET', '/api/pricezones', { headers: { 'if-none-match': first.etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    const admin = await adminToken();
    await call(b, 'POST', '/api/pricezones', { token: admin, body: { title: 'Dänemark', currency: 'DKK' } });
    const changed = await call(a, 'GET', '/api/pricezones', { headers: { 'if-none-match': first.etag! } });
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.body.elements.map((z: { currency: string }) => z.currency)).toContain('DKK');
  });

  it('keys by language with translate; withReplacements answers follow the replaced resources too', async () => {
    const title = async (language: string) => (await call(a, 'GET', '/api/products?size=100&sort=id&translate=true', { headers: { 'accept-language': language } }))
      .body.elements.find((p: { translations?: unknown }) => p.translations).title;
    const german = await title('de-DE');
    const english = await title('en-US');
    expect(english).not.toBe(german);
    expect(await title('de-DE')).toBe(german);

    const admin = await adminToken();
    const zone = (await call(b, 'POST', '/api/pricezones', { token: admin, body: { title: 'Alt', currency: 'NOK' } })).body;
    const product = (await call(b, 'POST', '/api/products', { token: admin, body: { title: 'Mit Zone', prices: [{ priceZoneId: zone.id, value: 5 }] } })).body;
    const zoneTitle = async () => (await call(a, 'GET', '/api/products?size=1&sort=-id&withReplacements=true')).body.elements[0].prices[0].priceZoneId.title;
    expect(await zoneTitle()).toBe('Alt');
    await call(b, 'PATCH', `/api/pricezones/${zone.id}`, { token: admin, body: { title: 'Neu' } });
    expect(await zoneTitle()).toBe('Neu');
    await call(b, 'DELETE', `/api/products/${product.id}`, { token: admin });
  });

  it('withReplacements answers are cached per what the caller may read of the replaced resources', async () => {
    const admin = await adminToken();
    const member = await endUser('cache-member');
    const reader = await endUser('cache-roles-reader', ['ROLES_READ']);
    const role = (await call(b, 'POST', '/api/roles', { token: admin, body: { name: 'Cache-Rolle', permissions: [], userIds: [member.userId] } })).body;
    const url = `/api/roles?size=200&withReplacements=true`;
    const memberOf = (page: { elements: { id: string; userIds: Record<string, unknown>[] }[] }) => page.elements.find((r) => r.id === role.id)!.userIds[0];

    const full = await call(a, 'GET', url, { token: admin });
    expect(memberOf(full.body)).toMatchObject({ id: member.userId, displayName: 'cache-member', primaryEmail: 'cache-member@example.com' });
    expect(full.etag).toMatch(/^".+"$/);
    expect((await call(a, 'GET', url, { token: admin, headers: { 'if-none-match': full.etag! } })).status).toBe(304);
    // Same call, a caller who may read roles but not users: the public shape, never the administrator's page.
    const limited = await call(a, 'GET', url, { token: reader.token });
    expect(memberOf(limited.body)).toEqual({ id: member.userId, displayName: 'cache-member', profile: {} });

    // A write to the replaced resource (not to roles) through the other instance is seen at once.
    expect((await call(b, 'PATCH', `/api/users/${member.userId}`, { token: admin, body: { displayName: 'Umbenannt' } })).status).toBe(200);
    const changed = await call(a, 'GET', url, { token: admin, headers: { 'if-none-match': full.etag! } });
    expect(changed.status).toBe(200);
    expect(memberOf(changed.body)).toMatchObject({ displayName: 'Umbenannt' });
    expect(memberOf((await call(a, 'GET', url, { token: reader.token })).body)).toMatchObject({ displayName: 'Umbenannt' });
  });

  it('an owner-scoped resource never serves one user the page of another', async () => {
    const { anna, ben, clerk } = await cartOwners();
    const owners = async (user: { token: string }) => (await call(a, 'GET', '/api/shoppingcarts?size=100', { token: user.token }))
      .body.elements.map((cart: { userId: string }) => cart.userId);
    expect(await owners(anna)).toEqual([anna.userId]);
    expect(await owners(ben)).toEqual([ben.userId]);
    expect(await owners(anna)).toEqual([anna.userId]);
    expect(await owners(clerk)).toEqual(expect.arrayContaining([anna.userId, ben.userId]));
    expect((await call(a, 'GET', '/api/shoppingcarts/count', { token: ben.token })).body.count).toBe(1);
  });

  it('searches never seen before, answered from the match cache, show writes through the other instance at once', async () => {
    const admin = await adminToken();
    const made: string[] = [];
    for (const [title, tags] of [['Match A', ['match-a']], ['Match B', ['match-b']], ['Match AB', ['match-a', 'match-b']]] as const) {
      made.push((await call(b, 'POST', '/api/products', { token: admin, body: { title, tags } })).body.id);
    }
    let n = 0;
    // Every search differs (a value that matches nothing), so only the match cache can spare the database.
    const titles = async (tags: string[]) => (await call(a, 'POST', '/api/products/search', {
      body: { fieldSearches: [{ type: 'string', fieldname: 'tags', matcher: 'in', value: [...tags, `none-${n++}`] }], sort: 'title', size: 50 },
    })).body.elements.map((p: { title: string }) => p.title);
    expect(await titles(['match-a'])).toEqual(['Match A', 'Match AB']);
    expect(await titles(['match-b'])).toEqual(['Match AB', 'Match B']);
    expect(await titles(['MATCH-A', 'match-b'])).toEqual(['Match A', 'Match AB', 'Match B']);

    await call(b, 'PATCH', `/api/products/${made[0]}`, { token: admin, body: { tags: ['match-b'] } });
    expect(await titles(['match-a'])).toEqual(['Match AB']);
    expect(await titles(['match-b'])).toEqual(['Match A', 'Match AB', 'Match B']);
    await call(b, 'DELETE', `/api/products?ids=${made.join(',')}`, { token: admin });
    expect(await titles(['match-a', 'match-b'])).toEqual([]);
    expect(await titles(['match-b'])).toEqual([]);
  });

  it('an owner-scoped search answered from the match cache never shows one user the entities of another', async () => {
    const { anna: carla, ben: dora, clerk } = await cartOwners();
    let n = 0;
    const owners = async (user: { token: string }) => (await call(a, 'POST', '/api/shoppingcarts/search', {
      token: user.token, body: { fieldSearches: [{ type: 'string', fieldname: 'userId', matcher: 'notEquals', value: `nobody-${n++}` }], size: 100 },
    })).body.elements.map((cart: { userId: string }) => cart.userId);
    for (let i = 0; i < 3; i++) {
      expect(await owners(carla)).toEqual([carla.userId]);
      expect(await owners(dora)).toEqual([dora.userId]);
    }
    expect(await owners(clerk)).toEqual(expect.arrayContaining([carla.userId, dora.userId]));
    expect(await owners(carla)).toEqual([carla.userId]);
  });

  it('the read of one entity: a write through the other instance is seen at once, its ETag is its version', async () => {
    const admin = await adminToken();
    const content = [{ path: '', title: 'Start', widget: { id: 'root', type: 'Container', settings: {} }, socketConnections: [] }];
    const projectId = (await call(a, 'GET', '/api/projects?size=1', { token: admin })).body.elements[0].id as string;
    const created = await call(b, 'POST', '/api/applications', { token: admin, body: { name: 'Cache-App', schemaVersion: 1, projectId, content } });
    expect(created.status).toBe(201);
    const url = `/api/applications/${created.body.id}`;
    const first = await call(a, 'GET', url, { token: admin });
    expect(first.status).toBe(200);
    expect(first.etag).toBe(`"${first.body.version}"`);
    const again = await call(a, 'GET', url, { token: admin });
    expect(again.body).toEqual(first.body);
    expect(again.etag).toBe(first.etag);

    // If-None-Match with it: 304 while the entity stays as it is.
    expect((await call(a, 'GET', url, { token: admin, headers: { 'if-none-match': first.etag! } })).status).toBe(304);
    // With withReplacements the answer shows the project too, which changes without the entity's version: never a 304.
    const replaced = await call(a, 'GET', `${url}?withReplacements=true`, { token: admin });
    expect(replaced.etag).toBe(first.etag);
    const projectName = replaced.body.projectId.name as string;
    expect(typeof projectName).toBe('string');
    expect((await call(b, 'PATCH', `/api/projects/${projectId}`, { token: admin, body: { name: 'Projekt umbenannt' } })).status).toBe(200);
    const afterProject = await call(a, 'GET', `${url}?withReplacements=true`, { token: admin, headers: { 'if-none-match': first.etag! } });
    expect(afterProject.status).toBe(200);
    expect(afterProject.body.projectId.name).toBe('Projekt umbenannt');
    await call(b, 'PATCH', `/api/projects/${projectId}`, { token: admin, body: { name: projectName } });

    // The ETag is what a write sends back: the stale one is refused (409), the current one accepted.
    const renamed = await call(b, 'PUT', url, { token: admin, body: { ...first.body, name: 'Umbenannt' }, headers: { 'if-match': first.etag! } });
    expect(renamed.status).toBe(200);
    const changed = await call(a, 'GET', url, { token: admin });
    expect(changed.body.name).toBe('Umbenannt');
    expect(changed.etag).toBe(`"${renamed.body.version}"`);
    expect(changed.etag).not.toBe(first.etag);
    expect((await call(a, 'GET', url, { token: admin, headers: { 'if-none-match': first.etag! } })).status).toBe(200);
    expect((await call(a, 'PUT', url, { token: admin, body: { ...first.body, name: 'Veraltet' }, headers: { 'if-match': first.etag! } })).status).toBe(409);
    expect((await call(a, 'GET', url, { token: admin })).body.name).toBe('Umbenannt');

    // Deleted through the other instance: gone here at once, and a read of an unknown id is never kept.
    expect((await call(b, 'DELETE', url, { token: admin })).status).toBe(204);
    expect((await call(a, 'GET', url, { token: admin })).status).toBe(404);
    expect((await call(a, 'GET', url, { token: admin })).status).toBe(404);
  });

  it('the read of one owner-scoped entity never serves one user the entity of another', async () => {
    const { anna, ben, clerk } = await cartOwners();
    const cartOf = async (user: { token: string }) => (await call(a, 'GET', '/api/shoppingcarts?size=100', { token: user.token })).body.elements[0].id as string;
    const annasCart = await cartOf(anna);
    const read = (user: { token: string }) => call(a, 'GET', `/api/shoppingcarts/${annasCart}`, { token: user.token });
    expect((await read(anna)).body.userId).toBe(anna.userId);
    expect((await read(anna)).status).toBe(200);
    expect((await read(ben)).status).toBe(404);
    expect((await read(clerk)).body.userId).toBe(anna.userId);
    expect((await read(ben)).status).toBe(404);
    // Without a login the same address says nothing of the cart either.
    expect([401, 403]).toContain((await call(a, 'GET', `/api/shoppingcarts/${annasCart}`)).status);
  });

  it('writes outside the API are seen too: seeding, SQL, a project import', async () => {
    const count = async (resource: string) => (await call(a, 'GET', `/api/${resource}/count`, { token: await adminToken() })).body.count as number;
    const products = await count('products');
    const [{ id: projectId }] = await dbs[1].rows<{ id: string }>(sql`SELECT id FROM entities WHERE tenant_id = ${TENANT} AND resource = 'projects' LIMIT 1`);
    const [{ id: adminUserId }] = await dbs[1].rows<{ id: string }>(sql`SELECT id FROM entities WHERE tenant_id = ${TENANT} AND resource = 'users' LIMIT 1`);
    await seedShop(dbs[1], { tenantId: TENANT, adminUserId, projectId, shopperPassword: 'unused-Shopper-1' });
    const seeded = await count('products');
    expect(seeded).toBeGreaterThan(products);

    const now = Date.now();
    await dbs[1].rows(sql`INSERT INTO entities (tenant_id, resource, id, data, created_at, last_updated_at, version)
      VALUES (${TENANT}, 'products', ${newId(now)}, ${JSON.stringify({ title: 'Per SQL' })}::jsonb, ${now}, ${now}, 1)`);
    expect(await count('products')).toBe(seeded + 1);
    await dbs[1].rows(sql`DELETE FROM entities WHERE tenant_id = ${TENANT} AND resource = 'products' AND data->>'title' = 'Per SQL'`);
    expect(await count('products')).toBe(seeded);

    const admin = await adminToken();
    const projects = await count('projects');
    const applications = await count('applications');
    const exported = await call(b, 'GET', `/api/projects/${projectId}/export`, { token: admin });
    expect((await call(b, 'POST', '/api/projects/import', { token: admin, body: exported.body })).status).toBe(201);
    expect(await count('projects')).toBe(projects + 1);
    expect(await count('applications')).toBe(applications + exported.body.applications.length);
  });
});
