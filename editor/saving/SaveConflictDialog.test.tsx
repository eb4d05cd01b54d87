// @vitest-environment jsdom
// The conflict dialog against the real API server (embedded database, real HTTP), as two builders would meet.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApplicationDocument } from '../../model/document/types';
import { renderPanel } from '../testing/renderPanel';
import { withRealApi } from '../testing/realApi';
import { draftKey } from '../store/draft';
import { saveDocument } from '../store/save';
import { SaveConflictDialog } from './SaveConflictDialog';

// The real server in its own process (the embedded database does not run inside jsdom).
const { call } = withRealApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function applicationWithConflict(name: string) {
  const body = {
    name,
    schemaVersion: 1,
    content: [{ path: '', title: 'Start', widget: { id: 'root', type: 'Container', version: 1, settings: {}, slots: { children: [{ id: 't', type: 'Text', version: 1, settings: { text: 'Hallo' } }] } } }],
  };
  const app = (await call('POST', '/applications', body)).body as ApplicationDocument;
  function Location() {
    return <output data-testid="location">{useLocation().pathname}</output>;
  }
  const rendered = renderPanel(
    <>
      <SaveConflictDialog />
      <Location />
    </>,
    app,
  );
  // Another builder saves first; then I change the text and save.
  await call('PUT', `/applications/${app.id}`, { ...app, name: `${name} (theirs)` }, { 'If-Match': String(app.version) });
  rendered.store.getState().dispatch({ type: 'updateSettings', id: 't', settings: { text: 'Mine' } });
  expect(await saveDocument(rendered.store)).toMatchObject({ ok: false, code: 'conflict' });
  return { app, ...rendered };
}

const textOf = (document: ApplicationDocument) => document.content[0].widget.slots!.children[0].settings!.text;

describe('SaveConflictDialog', () => {
  it('is closed while there is no conflict', () => {
    renderPanel(<SaveConflictDialog />, { id: 'x', name: 'x', schemaVersion: 1, content: [{ path: '', widget: { id: 'r', type: 'Container' } }] });
    expect(screen.queryByTestId('save-conflict-dialog')).toBeNull();
  });

  it("reload drops my changes and continues with the server's version", async () => {
    const { store } = await applicationWithConflict('Reload');
    fireEvent.click(await screen.findByTestId('conflict-reload'));
    await waitFor(() => expect(screen.queryByTestId('save-conflict-dialog')).toBeNull());
    expect(store.getState()).toMatchObject({ saveStatus: 'idle', dirty: false });
    expect(store.getState().document.name).toBe('Reload (theirs)');
    expect(textOf(store.getState().document)).toBe('Hallo');
  });

  it('save as copy stores my document as a new application and opens it', async () => {
    const { app } = await applicationWithConflict('Copy');
    localStorage.setItem(draftKey(app.id!), '{}');
    const name = await screen.findByTestId('conflict-copy-name');
    expect((name as HTMLInputElement).value).toBe('Copy (Kopie)');
    fireEvent.change(name, { target: { value: 'Meine Fassung' } });
    fireEvent.click(screen.getByTestId('conflict-save-copy'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).not.toBe(`/editor/apps/${app.id}`));
    const copyId = screen.getByTestId('location').textContent!.split('/').pop()!;
    const copy = (await call('GET', `/applications/${copyId}`)).body as ApplicationDocument;
    expect(copy.name).toBe('Meine Fassung');
    expect(textOf(copy)).toBe('Mine');
    const original = (await call('GET', `/applications/${app.id}`)).body as ApplicationDocument;
    expect(textOf(original)).toBe('Hallo'); // never overwritten
    expect(localStorage.getItem(draftKey(app.id!))).toBeNull();
  });
});
