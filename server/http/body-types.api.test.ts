import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/use-test-server.js';

/**
 * Bodies are taken as sent: a number where a text belongs is a 400 naming the field, not turned into text
 * (query parameters, which are text on the wire, are still read as the numbers and flags they stand for).
 */
const server = useTestServer();

describe('body values of the wrong type', () => {
  it('refuses a number as a service token name', async () => {
    const answer = await server.call('POST', '/api/servicetokens', { token: server.admin, body: { name: 12345 } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toContainEqual(expect.objectContaining({ field: 'name' }));
  });

  it('refuses a number as the avatar address of the own profile', async () => {
    const answer = await server.call('PATCH', '/api/users/me', { token: server.admin, body: { profile: { avatarUrl: 12345 } } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toContainEqual(expect.objectContaining({ field: 'profile.avatarUrl' }));
  });

  it('refuses a login password that is no text', async () => {
    const answer = await server.call('POST', '/api/auth/login', { body: { email: 'a@example.com', password: 123456789 } });
    expect(answer.status).toBe(400);
  });

  it('still reads query parameters as numbers and flags', async () => {
    const answer = await server.call('GET', '/api/products?page=1&size=2&translate=true', { token: server.admin });
    expect(answer.status).toBe(200);
    expect(answer.body.size).toBe(2);
  });
});
