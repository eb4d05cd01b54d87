// @vitest-environment jsdom
// Publishing from the editor against the real API server (its own process, embedded database, real HTTP).
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApplicationDocument } from '../../model/document/types';
import { renderPanel } from '../testing/renderPanel';
import { withRealApi } from '../testing/realApi';
import { publishDraft, restoreIntoDraft } from './publishActions';

const { call } = withRealApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const text = (value: string) => ({ id: 't', type: 'Text', version: 1, settings: { text: value } });
const appBody = (widgets: object[]) => ({
  name: 'Laden', schemaVersion: 1, content: [{ path: '', title: 'Start', widget: { id: 'root', type: 'Container', version: 1, settings: {}, slots: { children: widgets } } }],
});
const textOf = (document: ApplicationDocument) => document.content[0].widget.slots!.children[0].settings!.text;

describe('publishing from the editor', () => {
  it('publishes unsaved changes by saving them first, and restores a version as one undoable step', async () => {
    const app = (await call('POST', '/applications', appBody([text('Eins')]))).body as ApplicationDocument;
    const { store } = renderPanel(<></>, app);
    store.getState().dispatch({ type: 'updateSettings', id: 't', settings: { text: 'Zwei' } });
    const first = await publishDraft(store, 'erste');
    expect(first).toMatchObject({ ok: true, version: { number: 1, note: 'erste' } });
    expect(store.getState().dirty).toBe(false);
    expect(textOf(first.ok ? first.version.document : app)).toBe('Zwei');

    store.getState().dispatch({ type: 'updateSettings', id: 't', settings: { text: 'Drei' } });
    expect(await restoreIntoDraft(store, 1)).toEqual({ ok: true });
    expect(textOf(store.getState().document)).toBe('Zwei');
    expect(store.getState().dirty).toBe(false);
    expect(textOf((await call('GET', `/applications/${app.id}`)).body)).toBe('Zwei');
    store.getState().undo();
    expect(textOf(store.getState().document)).toBe('Drei');
    expect(store.getState().dirty).toBe(true);
  });

  it('a restore based on an outdated draft changes nothing (409)', async () => {
    const app = (await call('POST', '/applications', appBody([text('Eins')]))).body as ApplicationDocument;
    const { store } = renderPanel(<></>, app);
    expect((await publishDraft(store)).ok).toBe(true);
    await call('PUT', `/applications/${app.id}`, { ...app, name: 'Anderswo gespeichert' });
    expect(await restoreIntoDraft(store, 1)).toMatchObject({ ok: false, failure: 'changed' });
    expect(store.getState().document.name).toBe('Laden');
  });
});
