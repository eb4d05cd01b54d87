import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { userWith } from './users.js';

/**
 * getDataSum: POST /api/data/{path}/sum?property=P with a search request sums a numeric property over the records
 * the search finds, with the access rules of the records' reads.
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.adminToken();
  await call('POST', '/datatypes', { path: 'invoices', schema: { type: 'object', properties: { customer: { type: 'string' } } } });
  await call('POST', '/datatypes', { path: 'donations', schema: { type: 'object' }, visibility: 'public' });
  for (const [customer, amount, status] of [['Anna', 1250, 'paid'], ['Ben', 990, 'open'], ['Anna', 310, 'open'], ['Cleo', 0.5, 'paid']] as const) {
    await call('POST', '/data/invoices', { customer, amount, status, lines: [{ hours: 2 }, { hours: 1.5 }] });
  }
  await call('POST', '/data/invoices', { customer: 'Dora', amount: 'viel', status: 'paid' }); // not a number: not counted in the sum
  await call('POST', '/data/donations', { amount: 25 });
});
afterAll(() => server?.close());

const call = (method: string, path: string, body?: unknown, as: string | null = token) =>
  server.call(method, `/api${path}`, { token: as ?? undefined, body, tenant: as ? undefined : 'demo' });

describe('getDataSum', () => {
  it('sums a numeric property over every record, and over the records a search finds', async () => {
    const all = await call('POST', '/data/invoices/sum?property=amount', {});
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ sum: 2550.5, count: 5 });
    const open = await call('POST', '/data/invoices/sum?property=amount', { fieldSearches: [{ fieldname: 'status', matcher: 'equals', value: 'open' }] });
    expect(open.body).toEqual({ sum: 1300, count: 2 });
    const text = await call('POST', '/data/invoices/sum?property=amount&search=anna', {});
    expect(text.body).toEqual({ sum: 1560, count: 2 });
    const none = await call('POST', '/data/invoices/sum?property=amount', { fieldSearches: [{ fieldname: 'customer', matcher: 'equals', value: 'Niemand' }] });
    expect(none.body).toEqual({ sum: 0, count: 0 });
  });

  it('sums dotted paths into lists, and the entity columns', async () => {
    expect((await call('POST', '/data/invoices/sum?property=lines.hours', {})).body).toEqual({ sum: 14, count: 5 });
    expect((await call('POST', '/data/invoices/sum?property=version', {})).body).toEqual({ sum: 5, count: 5 });
  });

  it('refuses a missing or malformed property and a bad search with a 400 naming it', async () => {
    for (const [path, body, field] of [
      ['/data/invoices/sum', {}, 'property'],
      ['/data/invoices/sum?property=a..b', {}, 'property'],
      ["/data/invoices/sum?property=x');drop", {}, 'property'],
      ['/data/invoices/sum?property=amount', { fieldSearches: [{ fieldname: 'amount', matcher: 'sorta', value: 1 }] }, 'fieldSearches.0.matcher'],
    ] as const) {
      const result = await call('POST', path, body);
      expect(result.status, path).toBe(400);
      expect(result.body.error.details[0].field).toBe(field);
    }
    expect((await call('POST', '/data/unknown/sum?property=amount', {})).status).toBe(404);
  });

  it('follows the read rules of the records: public types without a token, private ones with DATA_READ', async () => {
    expect((await call('POST', '/data/donations/sum?property=amount', {}, null)).body).toEqual({ sum: 25, count: 1 });
    expect((await call('POST', '/data/invoices/sum?property=amount', {}, null)).status).toBe(401);
    const nobody = await userWith(server, []);
    expect((await call('POST', '/data/invoices/sum?property=amount', {}, nobody.token)).status).toBe(403);
    const reader = await userWith(server, ['DATA_READ']);
    expect((await call('POST', '/data/invoices/sum?property=amount', {}, reader.token)).body.sum).toBe(2550.5);
  });

  it('is current after a write (the read cache keys it by property and search)', async () => {
    const before = (await call('POST', '/data/invoices/sum?property=amount', {})).body.sum;
    await call('POST', '/data/invoices', { customer: 'Emil', amount: 49.5 });
    expect((await call('POST', '/data/invoices/sum?property=amount', {})).body).toEqual({ sum: before + 49.5, count: 6 });
  });
});
