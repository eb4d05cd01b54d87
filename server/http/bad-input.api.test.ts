import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN_EMAIL, type CallResult } from '../test/harness.js';
import { useTestServer } from '../test/use-test-server.js';
import { TranslateQuery } from './schemas.js';

// A small body limit, a route with a nested body schema, and a route that fails unexpectedly.
const server = useTestServer({
    config: { bodyLimit: 2048 },
    configure: (app) => {
      app.post('/api/test/items', {
        config: { access: {} },
        schema: {
          querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })), translate: Type.Optional(Type.Boolean()) }),
          body: Type.Object({ title: Type.String(), prices: Type.Array(Type.Object({ value: Type.Integer() })) }),
        },
      }, async (request) => ({ received: request.body }));
      app.get('/api/test/broken', { config: { access: {} }, schema: { querystring: TranslateQuery } }, async () => {
        throw new Error('secret internal detail at /srv/app/db.ts:12');
      });
    },
  });

/** The envelope, and nothing that looks like a stack trace or an internal path. */
function expectEnvelope(result: CallResult, status: number): void {
  expect(result.status).toBe(status);
  expect(result.headers.get('content-type')).toMatch(/application\/json/);
  expect(result.body).toEqual({ error: { code: expect.any(String), message: expect.any(String), details: expect.any(Array) } });
  const text = JSON.stringify(result.body);
  expect(text).not.toMatch(/\n\s+at |\.ts:\d+|\.js:\d+|node_modules|stack/i);
}

describe('bad input answers in the error envelope', () => {
  it('malformed JSON: 400', async () => {
    const result = await server.call('POST', '/api/test/items', { token: server.admin, rawBody: '{"title": "x",' });
    expectEnvelope(result, 400);
    expect(result.body.error.code).toBe('INVALID_JSON');
  });

  it('a login with malformed JSON: 400, not 401 or 500', async () => {
    expectEnvelope(await server.call('POST', '/api/auth/login', { rawBody: `{"email": "${TEST_ADMIN_EMAIL}"` }), 400);
  });

  it('prototype poisoning: 400', async () => {
    const result = await server.call('POST', '/api/test/items', { token: server.admin, rawBody: '{"title":"x","prices":[],"__proto__":{"admin":true}}' });
    expectEnvelope(result, 400);
  });

  it('invalid fields: 400 naming each field as a dotted path', async () => {
    const result = await server.call('POST', '/api/test/items', { token: server.admin, body: { title: 5, prices: [{ value: 'ten' }] } });
    expectEnvelope(result, 400);
    expect(result.body.error.code).toBe('VALIDATION_FAILED');
    const fields = result.body.error.details.map((d: { field: string }) => d.field);
    expect(fields.some((f: string) => f === 'title' || f === 'prices.0.value')).toBe(true);
  });

  it('a missing field: 400 naming it', async () => {
    const result = await server.call('POST', '/api/test/items', { token: server.admin, body: { prices: [] } });
    expectEnvelope(result, 400);
    expect(result.body.error.details).toContainEqual(expect.objectContaining({ field: 'title' }));
  });

  it('an invalid query parameter: 400 naming it', async () => {
    const result = await server.call('POST', '/api/test/items?page=0', { token: server.admin, body: { title: 'x', prices: [] } });
    expectEnvelope(result, 400);
    expect(result.body.error.details).toContainEqual(expect.objectContaining({ field: 'page' }));
  });

  it('valid input passes (the route itself works)', async () => {
    const result = await server.call('POST', '/api/test/items?page=2&translate=true', { token: server.admin, body: { title: 'x', prices: [{ value: 100 }] } });
    expect(result.status).toBe(200);
    expect(result.body.received).toEqual({ title: 'x', prices: [{ value: 100 }] });
  });

  it('a body over the limit: 413', async () => {
    const result = await server.call('POST', '/api/test/items', { token: server.admin, body: { title: 'x'.repeat(4096), prices: [] } });
    expectEnvelope(result, 413);
    expect(result.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a content type other than JSON: 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const result = await server.call('POST', '/api/test/items', { token: server.admin, rawBody: 'title=x', headers: { 'Content-Type': type } });
      expectEnvelope(result, 415);
      expect(result.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('an unknown /api route: 404, with and without a token, for any method', async () => {
    expectEnvelope(await server.call('GET', '/api/no-such-thing'), 404);
    expectEnvelope(await server.call('DELETE', '/api/no-such-thing/1', { token: server.admin }), 404);
    expectEnvelope(await server.call('POST', '/api/no-such-thing', { body: {} }), 404);
    expectEnvelope(await server.call('GET', '/api'), 404);
  });

  it('a missing token: 401; a malformed Authorization header: 401', async () => {
    expectEnvelope(await server.call('POST', '/api/test/items', { body: { title: 'x', prices: [] } }), 401);
    expectEnvelope(await server.call('GET', '/api/users/me', { headers: { Authorization: `Basic ${server.admin}` } }), 401);
  });

  it('an unexpected failure: 500 with a generic message that reveals nothing', async () => {
    const result = await server.call('GET', '/api/test/broken', { token: server.admin });
    expectEnvelope(result, 500);
    expect(result.body.error).toEqual({ code: 'INTERNAL_ERROR', message: 'Internal server error', details: [] });
  });
});
