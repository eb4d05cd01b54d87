import { describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../test/harness.js';
import { useTestServer } from '../test/use-test-server.js';

/** Path parameters too long or not decodable are refused in the error envelope, naming the field where it can. */
const server = useTestServer();

describe('path parameters the router refuses', () => {
  it('answers an id longer than its limit with a 400 naming it', async () => {
    const answer = await server.call('GET', `/api/products/${'x'.repeat(101)}`, { tenant: DEMO_TENANT });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toContainEqual(expect.objectContaining({ field: expect.stringContaining('id') }));
  });

  it('answers a path too long for the router with 414 in the error envelope', async () => {
    const answer = await server.call('GET', `/api/products/${'x'.repeat(2000)}`, { tenant: DEMO_TENANT });
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual({ error: { code: 'URI_TOO_LONG', message: expect.any(String), details: [{ field: 'path', message: expect.any(String) }] } });
  });

  it('answers a path with broken percent-encoding with 400 in the error envelope', async () => {
    const answer = await server.call('GET', '/api/products/%E0%A4%A', { tenant: DEMO_TENANT });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'BAD_URL', details: [{ field: 'path' }] });
  });
});
