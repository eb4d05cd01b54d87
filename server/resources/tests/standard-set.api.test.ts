import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../../test/harness.js';
import { useTestServer } from '../../test/use-test-server.js';
import { createContactsType, expectEnvelope, FIXTURES, someId } from './fixtures.js';

/**
 * Every row of the standard set in docs/api.md (method, path, status, envelope) for every resource configuration: one
 * suite, run over all of them. Also If-Match (409, nothing overwritten) and 400s naming the field.
 */
const server = useTestServer();
let counter = 0;

beforeAll(async () => {
  await createContactsType(server, server.admin);
});

const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  server.call(method, `/api${path}`, { token: server.admin, body, headers });

for (const fixture of FIXTURES.filter((f) => !f.readOnly)) {
  describe(fixture.path, () => {
    const create = async () => {
      const result = await call('POST', fixture.path, fixture.create(++counter));
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      return result.body;
    };

    it('POST creates: 201 with id, createdAt, lastUpdatedAt, version 1 and the fields', async () => {
      const body = fixture.create(++counter);
      const result = await call('POST', fixture.path, body);
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      expect(result.body).toMatchObject({ id: expect.any(String), createdAt: expect.any(Number), lastUpdatedAt: expect.any(Number), version: 1 });
      const [field, value] = Object.entries(body).find(([k]) => k !== 'password')!;
      if (typeof value !== 'object') expect(result.body[field]).toEqual(value);
      expect(JSON.stringify(result.body)).not.toContain('secret-password');
    });

    it('GET {id} returns it with its version as ETag; HEAD says 200, and 404 for an unknown id, without a body', async () => {
      const created = await create();
      const got = await call('GET', `${fixture.path}/${created.id}`);
      expect(got.status).toBe(200);
      expect(got.body).toEqual(created);
      expect(got.headers.get('etag')).toBe('"1"');
      const head = await call('HEAD', `${fixture.path}/${created.id}`);
      expect([head.status, head.body]).toEqual([200, '']);
      const missing = await call('HEAD', `${fixture.path}/no-such-id`);
      expect([missing.status, missing.body]).toEqual([404, '']);
    });

    it('GET unknown id answers 404 with the error envelope', async () => {
      const result = await call('GET', `${fixture.path}/no-such-id`);
      expect(result.status).toBe(404);
      expectEnvelope(result.body);
    });

    it('GET lists with the envelope; count agrees; paging and sort work', async () => {
      const a = await create();
      const b = await create();
      const list = await call('GET', `${fixture.path}?page=1&size=1000&sort=-id`);
      expect(list.status).toBe(200);
      expect(Object.keys(list.body).sort()).toEqual(['elements', 'page', 'size', 'totalElements']);
      expect(list.body).toMatchObject({ page: 1, size: 1000 });
      const ids = list.body.elements.map((e: { id: string }) => e.id);
      expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
      expect(ids.indexOf(a.id)).toBeGreaterThanOrEqual(0);
      const count = await call('GET', `${fixture.path}/count?page=1&size=5&sort=id`);
      expect(count.body).toEqual({ count: list.body.totalElements });
      const second = await call('GET', `${fixture.path}?page=2&size=1&sort=-id`);
      expect(second.body.elements.map((e: { id: string }) => e.id)).toEqual([ids[1]]);
      expect(second.body).toMatchObject({ page: 2, size: 1, totalElements: list.body.totalElements });
    });

    it('POST search finds by a field search, with the list envelope', async () => {
      const created = await create();
      const result = await call('POST', `${fixture.path}/search`, {
        logicalOperator: 'and',
        fieldSearches: [{ type: 'id', fieldname: 'id', matcher: 'equals', value: created.id }],
        page: 1, size: 10,
      });
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ totalElements: 1, page: 1, size: 10 });
      expect(result.body.elements[0].id).toBe(created.id);
    });

    it('PUT replaces and PATCH merges, each raising the version', async () => {
      const created = await create();
      const put = await call('PUT', `${fixture.path}/${created.id}`, fixture.put(counter));
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body).toMatchObject({ id: created.id, version: 2, createdAt: created.createdAt });
      const patched = await call('PATCH', `${fixture.path}/${created.id}`, fixture.patch.body);
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      expect(patched.body.version).toBe(3);
      expect(patched.body[fixture.patch.field]).toEqual(fixture.patch.body[fixture.patch.field]);
      const got = await call('GET', `${fixture.path}/${created.id}`);
      expect(got.body).toEqual(patched.body);
    });

    it('PUT and PATCH with a stale If-Match answer 409 and overwrite nothing', async () => {
      const created = await create();
      const first = await call('PATCH', `${fixture.path}/${created.id}`, fixture.patch.body, { 'If-Match': '1' });
      expect(first.status).toBe(200);
      const stalePut = await call('PUT', `${fixture.path}/${created.id}`, fixture.put(counter), { 'If-Match': '1' });
      expect(stalePut.status).toBe(409);
      expectEnvelope(stalePut.body);
      const stalePatch = await call('PATCH', `${fixture.path}/${created.id}`, fixture.create(counter), { 'If-Match': '"1"' });
      expect(stalePatch.status).toBe(409);
      const got = await call('GET', `${fixture.path}/${created.id}`);
      expect(got.body).toEqual(first.body);
      const fresh = await call('PUT', `${fixture.path}/${created.id}`, fixture.put(counter), { 'If-Match': '2' });
      expect(fresh.body.version).toBe(3);
    });

    it('invalid bodies are 400s naming the field, never 500s', async () => {
      const created = await create();
      for (const [method, path] of [['POST', fixture.path], ['PUT', `${fixture.path}/${created.id}`], ['PATCH', `${fixture.path}/${created.id}`]]) {
        const result = await call(method, path, fixture.invalid.body);
        expect(result.status, `${method} ${JSON.stringify(result.body)}`).toBe(400);
        expectEnvelope(result.body);
        expect(result.body.error.details.map((d: { field: string }) => d.field)).toContain(fixture.invalid.field);
      }
      for (const body of [[1, 2], 'text', 42]) {
        const result = await call('POST', fixture.path, body);
        expect(result.status).toBe(400);
        expectEnvelope(result.body);
      }
      const broken = await server.call('POST', `/api${fixture.path}`, { token: server.admin, rawBody: '{"name": ' });
      expect(broken.status).toBe(400);
      const got = await call('GET', `${fixture.path}/${created.id}`);
      expect(got.body.version).toBe(1);
    });

    it('DELETE {id} answers 204, then the entity is gone (404)', async () => {
      const created = await create();
      const deleted = await call('DELETE', `${fixture.path}/${created.id}`);
      expect([deleted.status, deleted.body]).toEqual([204, '']);
      expect((await call('GET', `${fixture.path}/${created.id}`)).status).toBe(404);
      expect((await call('DELETE', `${fixture.path}/${created.id}`)).status).toBe(404);
    });

    it('DELETE ?ids deletes several; without ids it is a 400', async () => {
      const a = await create();
      const b = await create();
      const c = await create();
      const result = await call('DELETE', `${fixture.path}?ids=${a.id},${b.id}`);
      expect(result.status).toBe(204);
      expect((await call('HEAD', `${fixture.path}/${a.id}`)).status).toBe(404);
      expect((await call('HEAD', `${fixture.path}/${b.id}`)).status).toBe(404);
      expect((await call('HEAD', `${fixture.path}/${c.id}`)).status).toBe(200);
      const none = await call('DELETE', fixture.path);
      expect(none.status).toBe(400);
      expectEnvelope(none.body);
    });

    it('writes go to the audit log', async () => {
      const created = await create();
      await call('PATCH', `${fixture.path}/${created.id}`, fixture.patch.body);
      await call('DELETE', `${fixture.path}/${created.id}`);
      const audit = await call('POST', '/auditlog/search', {
        fieldSearches: [{ type: 'id', fieldname: 'entityId', matcher: 'equals', value: created.id }], sort: 'id',
      });
      expect(audit.body.elements.map((e: { action: string }) => e.action)).toEqual(['create', 'update', 'delete']);
    });
  });
}

describe('/auditlog (read-only)', () => {
  it('lists, counts, gets, heads and searches; no writes', async () => {
    const list = await call('GET', '/auditlog?sort=-id&size=5');
    expect(list.status).toBe(200);
    expect(list.body.elements.length).toBeGreaterThan(0);
    const id = await someId(server, server.admin, '/auditlog');
    expect((await call('GET', `/auditlog/${id}`)).body.id).toBe(id);
    expect((await call('HEAD', `/auditlog/${id}`)).status).toBe(200);
    expect((await call('GET', '/auditlog/count')).body.count).toBe(list.body.totalElements);
    const search = await call('POST', '/auditlog/search', { fieldSearches: [{ type: 'string', fieldname: 'action', matcher: 'equals', value: 'create' }] });
    expect(search.body.totalElements).toBeGreaterThan(0);
    for (const [method, path] of [['POST', '/auditlog'], ['PUT', `/auditlog/${id}`], ['PATCH', `/auditlog/${id}`], ['DELETE', `/auditlog/${id}`]]) {
      const result = await call(method, path, method === 'DELETE' ? undefined : {});
      expect(result.status, `${method} ${path}`).toBe(404);
      expectEnvelope(result.body);
    }
    expect((await call('GET', `/auditlog/${id}`)).status).toBe(200);
  });
});

describe('query options', () => {
  it('refuses bad paging with a 400 naming the option', async () => {
    for (const [query, field] of [['page=0', 'page'], ['size=0', 'size'], ['size=100000', 'size'], ['page=x', 'page'], ['sort=a%20b', 'sort']]) {
      const result = await call('GET', `/products?${query}`);
      expect(result.status, query).toBe(400);
      expect(result.body.error.details[0].field).toBe(field);
    }
  });

  it('an If-Match that is no version is a 400', async () => {
    const product = await call('POST', '/products', { title: 'x' });
    const result = await call('PUT', `/products/${product.body.id}`, { title: 'y' }, { 'If-Match': 'yesterday' });
    expect(result.status).toBe(400);
    expect(result.body.error.details[0].field).toBe('If-Match');
  });

  it('a version in a PUT body counts like If-Match', async () => {
    const product = (await call('POST', '/products', { title: 'x' })).body;
    await call('PATCH', `/products/${product.id}`, { title: 'y' });
    const stale = await call('PUT', `/products/${product.id}`, { ...product, title: 'z' });
    expect(stale.status).toBe(409);
    expect((await call('GET', `/products/${product.id}`)).body.title).toBe('y');
  });

  it('tenant header of another tenant than the token is refused', async () => {
    const result = await server.call('GET', '/api/corporations', { token: server.admin, tenant: 'someone-else' });
    expect(result.status).toBe(403);
    expect((await server.call('GET', '/api/corporations', { token: server.admin, tenant: DEMO_TENANT })).status).toBe(200);
  });
});
