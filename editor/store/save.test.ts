// Saving against the real API server (embedded database, real HTTP), as two builders would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '../../runtime/api/http';
import type { ApplicationDocument } from '../../model/document/types';
import { DEMO_TENANT, startTestServer, type TestServer } from '../../server/test/harness';
import { createEditorStore } from './createEditorStore';
import { reloadDocument, saveDocument, saveDocumentAsCopy } from './save';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.adminToken();
  configureApi({ baseUrl: `${server.baseUrl}/api`, token, tenantId: DEMO_TENANT });
});

afterAll(async () => {
  await server?.close();
});

async function createApplication(name: string, domain?: string): Promise<ApplicationDocument> {
  const body = {
    name,
    domain,
    schemaVersion: 1,
    content: [{ path: '', title: 'Start', widget: { id: 'root', type: 'Container', version: 1, settings: {}, slots: { children: [{ id: 't', type: 'Text', version: 1, settings: { text: 'Hallo' } }] } } }],
  };
  const created = await server.call('POST', '/api/applications', { token, body });
  expect(created.status).toBe(201);
  return created.body;
}

const stored = async (id: string) => (await server.call('GET', `/api/applications/${id}`, { token })).body as ApplicationDocument;
const textOf = (document: ApplicationDocument) => document.content[0].widget.slots!.children[0].settings!.text;

describe('saving the document', () => {
  it('sends the document with its version and marks the store saved', async () => {
    const app = await createApplication('Save test');
    const store = createEditorStore({ document: app });
    store.getState().dispatch({ type: 'updateSettings', id: 't', settings: { text: 'Neu' } });
    const result = await saveDocument(store);
    expect(result).toEqual({ ok: true, value: { unchanged: false, version: app.version! + 1 } });
    expect(store.getState()).toMatchObject({ dirty: false, saveStatus: 'idle', savedVersion: app.version! + 1 });
    expect(textOf(await stored(app.id!))).toBe('Neu');
    expect(await saveDocument(store)).toEqual({ ok: true, value: { unchanged: true, version: app.version! + 1 } });
  });

  it('keeps edits made while the save was under way unsaved', async () => {
    const app = await createApplication('In flight');
    const store = createEditorStore({ document: app });
    store.getState().dispatch({ type: 'updateSettings', id: 't', settings: { text: 'one' } });
    const saving = saveDocument(store);
    expect(store.getState().saveStatus).toBe('saving');
    store.getState().dispatch({ type: 'updateSettings', id: 't', settings: { text: 'two' } });
    await saving;
    expect(store.getState().dirty).toBe(true);
    expect(textOf(await stored(app.id!))).toBe('one');
  });

  it('never overwrites another builder: 409 puts the store into conflict until reload', async () => {
    const app = await createApplication('Conflict');
    const mine = createEditorStore({ document: app });
    // Another builder saves first.
    const theirs = await server.call('PUT', `/api/applications/${app.id}`, { token, body: { ...app, name: 'Theirs' }, headers: { 'If-Match': String(app.version) } });
    expect(theirs.status).toBe(200);
    mine.getState().dispatch({ type: 'updateSettings', id: 't', settings: { text: 'Mine' } });
    const result = await saveDocument(mine);
    expect(result).toMatchObject({ ok: false, code: 'conflict' });
    expect(mine.getState()).toMatchObject({ saveStatus: 'conflict', dirty: true });
    expect(await saveDocument(mine)).toMatchObject({ ok: false, code: 'conflict' });
    const onServer = await stored(app.id!);
    expect(onServer.name).toBe('Theirs');
    expect(textOf(onServer)).toBe('Hallo');

    await reloadDocument(mine);
    expect(mine.getState()).toMatchObject({ saveStatus: 'idle', dirty: false, savedVersion: onServer.version });
    expect(mine.getState().document.name).toBe('Theirs');
    expect(mine.temporal.getState().pastStates).toHaveLength(0);
  });

  it('resolves a conflict by saving a copy, without the domain of the original', async () => {
    const app = await createApplication('Original', 'copy-test.example');
    const store = createEditorStore({ document: app });
    await server.call('PUT', `/api/applications/${app.id}`, { token, body: { ...app, name: 'Changed' }, headers: { 'If-Match': String(app.version) } });
    store.getState().dispatch({ type: 'updateSettings', id: 't', settings: { text: 'Meine Version' } });
    expect(await saveDocument(store)).toMatchObject({ ok: false, code: 'conflict' });
    const copy = await saveDocumentAsCopy(store, 'Original (Kopie)');
    expect(copy.id).not.toBe(app.id);
    const onServer = await stored(copy.id!);
    expect(onServer).toMatchObject({ name: 'Original (Kopie)' });
    expect(onServer.domain).toBeUndefined();
    expect(textOf(onServer)).toBe('Meine Version');
    expect(store.getState()).toMatchObject({ saveStatus: 'idle', dirty: false });
    expect(store.getState().document.id).toBe(copy.id);
  });

  it('reports other refusals as errors, not as conflicts', async () => {
    await createApplication('Has domain', 'taken.example');
    const app = await createApplication('Wants domain');
    const store = createEditorStore({ document: app });
    store.getState().replaceDocument({ ...app, domain: 'taken.example' });
    const result = await saveDocument(store);
    expect(result).toMatchObject({ ok: false, code: 'failed' });
    expect(store.getState().saveStatus).toBe('error');
    // the toolbar translates the API's code; the field tells the builder what to change
    expect(store.getState().saveError).toMatchObject({ code: 'CONFLICT', path: 'domain' });
  });
});
