import { expect } from '@playwright/test';
import { apiLogin, type ApiSession } from './editor-helpers';

/** Helpers of the compound widget browser tests: compounds through the real API and small document builders. */

const base = () => process.env.E2E_BASE_URL!;
export const auth = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });

type Request = Parameters<typeof apiLogin>[0];

export async function createCompound(request: Request, session: ApiSession, body: Record<string, unknown>): Promise<string> {
  const response = await request.post(`${base()}/api/compoundwidgets`, { headers: auth(session), data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A project of its own, so the palette and the usages list only this test's compounds and applications. */
export async function createProject(request: Request, session: ApiSession, name: string): Promise<string> {
  const response = await request.post(`${base()}/api/projects`, { headers: auth(session), data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A compound: a container 'card' holding one text 'label'. */
export const card = (name: string, text: string) => ({
  name,
  widget: { id: 'card', type: 'Container', settings: {}, slots: { children: [{ id: 'label', type: 'Text', settings: { text } }] } },
  socketConnections: [],
  rootSockets: [],
});

export const instance = (id: string, compoundId: string, managed = false) => ({ id, type: 'CompoundWidget', settings: { compoundId, ...(managed ? { managed: true } : {}) } });

export const pageWith = (rootId: string, path: string, child: object) => ({
  path, title: path || 'Start', authenticationRequired: false, socketConnections: [],
  widget: { id: rootId, type: 'Container', settings: {}, slots: { children: [child] } },
});
