import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server.js';
import { DEMO_TENANT } from '../../test/credentials.js';
import { createUser } from '../../users/store.js';
import { grantRole } from '../../test/grant-role.js';

/**
 * Workflow runs over real HTTP (docs/api.md, Workflows): started by any signed-in user for an active workflow of
 * the tenant, with who and when set by the server; seen and changed by their starter, or with WORKFLOW_READ /
 * WORKFLOW_WRITE by the staff. The standard calls of /workflows are in the generic suites (fixtures.ts).
 */
const server = useTestServer();
let n = 0;

async function userWith(permissions: string[]) {
  const email = `ablauf${++n}-${Date.now()}@example.com`;
  const user = await createUser(server.db, DEMO_TENANT, { displayName: `Ablauf ${n}`, primaryEmail: email, password: 'Passwort-123' });
  if (permissions.length) await grantRole(server.db, DEMO_TENANT, user.id, permissions);
  return { id: user.id, token: await server.login(email, 'Passwort-123', DEMO_TENANT) };
}

async function workflow(fields: Record<string, unknown> = {}) {
  const created = await server.call('POST', '/api/workflows', { token: server.admin, body: { name: `Freigabe ${++n}`, steps: [{ name: 'Prüfen', kind: 'approval' }], ...fields } });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

describe('/api/workflowruns', () => {
  it('starts a run for any signed-in user, with starter, time and state set by the server', async () => {
    const workflowId = await workflow();
    const visitor = await userWith([]);
    const before = Date.now();
    const run = await server.call('POST', '/api/workflowruns', {
      token: visitor.token, body: { workflowId, input: { orderId: 'o-1' }, state: 'completed', startedBy: 'someone-else', startedAt: 1 },
    });
    expect(run.status).toBe(201);
    expect(run.body).toMatchObject({ workflowId, input: { orderId: 'o-1' }, state: 'started', startedBy: visitor.id });
    expect(run.body.startedAt).toBeGreaterThanOrEqual(before);
    // Its starter may not read the workflow itself, only its own runs.
    expect((await server.call('GET', `/api/workflows/${workflowId}`, { token: visitor.token })).status).toBe(403);
    expect((await server.call('GET', `/api/workflowruns/${run.body.id}`, { token: visitor.token })).status).toBe(200);
    expect((await server.call('GET', '/api/workflowruns/count', { token: visitor.token })).body.count).toBe(1);
  });

  it('keeps other people\'s runs from a caller without WORKFLOW_READ; WORKFLOW_WRITE moves a run on', async () => {
    const workflowId = await workflow();
    const starter = await userWith([]);
    const run = (await server.call('POST', '/api/workflowruns', { token: starter.token, body: { workflowId } })).body;
    const other = await userWith([]);
    expect((await server.call('GET', `/api/workflowruns/${run.id}`, { token: other.token })).status).toBe(404);
    const reader = await userWith(['WORKFLOW_READ']);
    expect((await server.call('GET', `/api/workflowruns/${run.id}`, { token: reader.token })).status).toBe(200);
    expect((await server.call('PATCH', `/api/workflowruns/${run.id}`, { token: reader.token, body: { state: 'running' } })).status).toBe(404);
    const writer = await userWith(['WORKFLOW_WRITE']);
    const moved = await server.call('PATCH', `/api/workflowruns/${run.id}`, { token: writer.token, body: { state: 'completed', startedBy: writer.id } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ state: 'completed', startedBy: starter.id, startedAt: run.startedAt });
    const moveWorkflow = await server.call('PATCH', `/api/workflowruns/${run.id}`, { token: writer.token, body: { workflowId: await workflow() } });
    expect([moveWorkflow.status, moveWorkflow.body.error.details[0].field]).toEqual([400, 'workflowId']);
  });

  it('refuses a workflow that is inactive, unknown or of another tenant, and unknown fields, naming the field', async () => {
    const inactive = await workflow({ active: false });
    const visitor = await userWith([]);
    const start = (body: Record<string, unknown>, token = visitor.token) => server.call('POST', '/api/workflowruns', { token, body });
    for (const [body, field] of [
      [{ workflowId: inactive }, 'workflowId'],
      [{ workflowId: 'no-such-workflow' }, 'workflowId'],
      [{ workflowId: await workflow(), extra: 1 }, 'extra'],
      [{ workflowId: await workflow(), state: 'paused' }, 'state'],
      [{ workflowId: await workflow(), input: { big: 'x'.repeat(20_000) } }, 'input'],
    ] as const) {
      const answer = await start(body);
      expect([answer.status, answer.body.error.details[0].field], field).toEqual([400, field]);
    }
    const other = await server.createTenantWithUser({ tenantId: `wf-other-${Date.now()}`, email: 'chef@example.org', password: 'Passwort-123', permissions: ['TENANT_ADMIN'] });
    const foreign = await start({ workflowId: await workflow() }, other.token);
    expect([foreign.status, foreign.body.error.details[0].field]).toEqual([400, 'workflowId']);
    expect((await server.call('POST', '/api/workflowruns', { body: { workflowId: inactive } })).status).toBe(401);
  });

  it('counts workflows under a search (getWorkflowsCount)', async () => {
    await workflow({ name: `Urlaubsantrag ${Date.now()}` });
    const counted = await server.call('GET', '/api/workflows/count?search=urlaubsantrag', { token: server.admin });
    expect(counted.body.count).toBe(1);
  });
});
