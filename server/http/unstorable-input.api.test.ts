import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/use-test-server.js';
import { expectBadRequest } from '../test/expect-bad-request.js';
import { errorHandler } from './error-handler.js';

/**
 * Input the databases cannot store or compare (NUL, lone surrogates, fractions and huge numbers on integer
 * columns), inherited keys of lookup objects and deeply nested JSON: each a 400 naming the field, on PGlite and
 * PostgreSQL, never a 5xx.
 */
const server = useTestServer();

const search = (fieldSearch: object) => ({ fieldSearches: [fieldSearch] });

describe('text neither database stores', () => {
  it('a NUL byte in an id, a query parameter or a JSON text', async () => {
    expectBadRequest(await server.call('GET', '/api/products/%00', { tenant: 'demo' }), 'id');
    expectBadRequest(await server.call('GET', '/api/products/a%00b', { token: server.admin }), 'id');
    expectBadRequest(await server.call('GET', '/api/products?search=a%00b', { token: server.admin }), 'search');
    expectBadRequest(await server.call('POST', '/api/products', { token: server.admin, rawBody: '{"title":"a\\u0000b"}' }), 'title');
    expectBadRequest(await server.call('POST', '/api/products', { token: server.admin, rawBody: '{"title":"x","tags":["ok","\\u0000"]}' }), 'tags.1');
    expectBadRequest(await server.call('POST', '/api/products/search', { token: server.admin, body: search({ fieldname: 'title', matcher: 'equals', value: 'a\u0000b' }) }), 'fieldSearches.0.value');
  });

  it('a lone surrogate in a text or a key', async () => {
    expectBadRequest(await server.call('POST', '/api/products', { token: server.admin, rawBody: '{"title":"\\ud800"}' }), 'title');
    expectBadRequest(await server.call('POST', '/api/products', { token: server.admin, rawBody: '{"title":"x","translations":{"en_us":{"\\udc00":"y"}}}' }), 'translations.en_us.\udc00');
    // A correct pair is a character like any other.
    const emoji = await server.call('POST', '/api/products', { token: server.admin, rawBody: '{"title":"\\ud83d\\ude00"}' });
    expect(emoji.status).toBe(201);
    expect(emoji.body.title).toBe('😀');
  });
});

describe('numbers beyond the double range', () => {
  it('1e400 in a body is a 400 naming the field, not Infinity stored as null', async () => {
    const task = '{"title":"t","userIds":["u"],"start":1e400,"durationInHours":1}';
    expectBadRequest(await server.call('POST', '/api/tasks', { token: server.admin, rawBody: task }), 'start');
  });
});

describe('search and sort on the entity columns', () => {
  it('createdAt, lastUpdatedAt and version with a fraction or a huge number', async () => {
    for (const [fieldname, value] of [['createdAt', 1.5], ['lastUpdatedAt', 1e300], ['version', 1e10], ['version', 2.5]] as const) {
      const result = await server.call('POST', '/api/products/search', { token: server.admin, body: search({ type: 'number', fieldname, matcher: 'greaterThan', value }) });
      expectBadRequest(result, 'fieldSearches.0.value');
    }
    const inList = await server.call('POST', '/api/products/search', { token: server.admin, body: search({ type: 'date', fieldname: 'createdAt', matcher: 'in', value: [1, 9e18] }) });
    expectBadRequest(inList, 'fieldSearches.0.value.1');
    const fine = await server.call('POST', '/api/products/search', { token: server.admin, body: search({ type: 'number', fieldname: 'version', matcher: 'greaterThanOrEquals', value: 1 }) });
    expect(fine.status).toBe(200);
    expect(fine.body.totalElements).toBeGreaterThan(0);
  });

  it('inherited keys of a lookup object (sort=__proto__) are data fields, not columns', async () => {
    for (const sort of ['__proto__', '-constructor', 'toString,id']) {
      const result = await server.call('GET', `/api/products?sort=${sort}`, { tenant: 'demo' });
      expect(result.status, `${sort}: ${JSON.stringify(result.body)}`).toBe(200);
    }
    const searched = await server.call('POST', '/api/products/search', { token: server.admin, body: { sort: 'hasOwnProperty', ...search({ fieldname: '__proto__', matcher: 'equals', value: 'x' }) } });
    expect(searched.status).toBe(200);
    expect(searched.body.totalElements).toBe(0);
  });

  it('a page beyond the last one the database can count to', async () => {
    expectBadRequest(await server.call('POST', '/api/products/search', { token: server.admin, body: { page: 1e20 } }), 'page');
    expectBadRequest(await server.call('GET', '/api/products?page=99999999999', { tenant: 'demo' }), 'page');
  });
});

describe('deeply nested JSON', () => {
  it('10,000 levels: 400 on body, answered at once', async () => {
    const started = performance.now();
    const deep = '{"title":"x","tags":' + '['.repeat(10_000) + ']'.repeat(10_000) + '}';
    expectBadRequest(await server.call('POST', '/api/products', { token: server.admin, rawBody: deep }), 'body');
    expectBadRequest(await server.call('POST', '/api/products/search', { token: server.admin, rawBody: '{"a":' + '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_001) }), 'body');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the log of a failed query', () => {
  it('names the SQL and the database error code, never the bound values', async () => {
    const error = await server.db.rows(sql`SELECT ${'secret-value-4711'}::integer`).catch((e: unknown) => e);
    expect(String((error as Error).message)).toContain('secret-value-4711'); // what the log would otherwise carry
    const logged: unknown[] = [];
    const reply = { header: () => reply, status: () => reply, type: () => reply, send: () => reply };
    errorHandler(error as Error, { log: { error: (entry: unknown) => logged.push(entry) } } as never, reply as never);
    const text = JSON.stringify(logged);
    expect(text).toContain('Failed query');
    expect(text).toContain('22P02');
    expect(text).not.toContain('secret-value-4711');
  });
});
