import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/use-test-server.js';
import { userWith } from '../resources/tests/users.js';

const server = useTestServer();

describe('GET /api/permissions', () => {
  it('lists every permission name to any signed-in user, and to nobody else', async () => {
    const plain = await userWith(server, [], 'permission-names');
    const answer = await server.call('GET', '/api/permissions', { token: plain.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(expect.arrayContaining(['TASKS_READ', 'PRODUCTS_READ', 'TENANT_ADMIN']));
    expect(new Set(answer.body).size).toBe(answer.body.length);
    expect((await server.call('GET', '/api/permissions')).status).toBe(401);
  });
});
