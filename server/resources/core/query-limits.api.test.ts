import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server.js';

/**
 * Query options at their edges: the page of a search request has the same limits as the `page` query option;
 * field names that are also names of JavaScript object members (`__proto__`) are ordinary data fields, never
 * a 500.
 */
const server = useTestServer();

describe('page limits', () => {
  it('refuses a query page beyond 1,000,000 naming page', async () => {
    const answer = await server.call('GET', '/api/datatypes?page=1000001', { token: server.admin });
    expect(answer.status).toBe(400);
  });

  it('refuses a search request page beyond 1,000,000 naming page', async () => {
    const answer = await server.call('POST', '/api/datatypes/search', { token: server.admin, body: { page: 1_000_001 } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toEqual([{ field: 'page', message: expect.any(String) }]);
    const last = await server.call('POST', '/api/datatypes/search', { token: server.admin, body: { page: 1_000_000 } });
    expect(last.status).toBe(200);
  });
});

describe('sort and search on field names such as __proto__', () => {
  for (const field of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    it(`sorts and searches by ${field} as a data field`, async () => {
      const list = await server.call('GET', `/api/suppliers?sort=${field}`, { token: server.admin });
      expect(list.status).toBe(200);
      const search = await server.call('POST', '/api/suppliers/search', {
        token: server.admin, body: { fieldSearches: [{ fieldname: field, matcher: 'equals', value: 'x' }] },
      });
      expect(search.status).toBe(200);
      expect(search.body.totalElements).toBe(0);
    });
  }
});
