// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { createDataType, dataRecordsApi } from '../../api/resources';
import { loadApplicationDocument } from '../../../migrations/load';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';

// The editor button against the real server: records of a data type read, changed and created through the API.
const registry = createBuiltinRegistry();
let server: StoreTestServer;
let anna: { id: string };

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  await createDataType({ path: 'kunden', schema: { type: 'object', properties: { name: { type: 'string', minLength: 2, title: 'Name' }, city: { type: 'string', title: 'Ort' } }, required: ['name'] } });
  anna = (await dataRecordsApi('kunden').createDataRecord({ name: 'Anna', city: 'Bern' })) as { id: string };
}, 120_000);
afterAll(async () => server?.stop());
afterEach(cleanup);

const field = (name: string) => document.querySelector<HTMLInputElement>(`#record-editor-${name}`)!;

describe('OpenEditorBtnV2', () => {
  it('edits the record in the context variable in a dialog and puts the saved record back', async () => {
    const page = renderTree(
      { id: 'e', type: 'OpenEditorBtnV2', settings: { typePath: 'kunden', contextVariable: 'kunde' } },
      { registry, context: { kunde: { id: anna.id, name: 'Anna (alt)' } } },
    );
    const button = widgetElement(page.container, 'e').querySelector('button')!;
    expect(button.textContent).toBe('Bearbeiten');
    fireEvent.click(button);
    expect(await screen.findByText('Eintrag bearbeiten')).toBeTruthy();
    await waitFor(() => expect(field('name')?.value).toBe('Anna')); // the stored record, not the context's copy
    expect(field('city').value).toBe('Bern');
    fireEvent.change(field('city'), { target: { value: 'Basel' } });
    fireEvent.click(screen.getByTestId('record-editor-save'));
    await waitFor(() => expect(screen.queryByTestId('record-editor')).toBeNull());
    expect(page.engine.getContext('kunde')).toMatchObject({ id: anna.id, name: 'Anna', city: 'Basel' });
    expect(await dataRecordsApi('kunden').getDataRecord(anna.id)).toMatchObject({ name: 'Anna', city: 'Basel' });
  });

  it("creates a new record when the context holds none, and keeps the input with the server's message on a refusal", async () => {
    const page = renderTree({ id: 'e', type: 'OpenEditorBtnV2', settings: { typePath: 'kunden', contextVariable: 'neu', label: 'Kunde anlegen' } }, { registry });
    const button = widgetElement(page.container, 'e').querySelector('button')!;
    expect(button.textContent).toBe('Kunde anlegen');
    fireEvent.click(button);
    await screen.findByText('Neuer Eintrag');
    await waitFor(() => expect(field('name')).toBeTruthy()); // the data type's fields are loaded
    fireEvent.click(screen.getByTestId('record-editor-save'));
    await waitFor(() => expect(document.querySelector('#record-editor-name-error')?.textContent).toBe('Pflichtfeld'));
    fireEvent.change(field('name'), { target: { value: 'B' } }); // too short: the server refuses it
    fireEvent.click(screen.getByTestId('record-editor-save'));
    await waitFor(() => expect(document.querySelector('#record-editor-name-error')?.textContent).toMatch(/2/)); // the server's message
    expect(field('name').value).toBe('B');
    fireEvent.change(field('name'), { target: { value: 'Bruno' } });
    fireEvent.click(screen.getByTestId('record-editor-save'));
    await waitFor(() => expect(page.engine.getContext('neu')).toMatchObject({ name: 'Bruno', id: expect.any(String) }));
    expect(screen.queryByTestId('record-editor')).toBeNull();
    expect(button.textContent).toBe('Kunde anlegen');
  });

  it('opens nothing in edit mode, asks for a data type, and speaks the UI language', () => {
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [{ id: 'a', type: 'OpenEditorBtnV2', settings: { typePath: 'kunden' } }, { id: 'b', type: 'OpenEditorBtnV2' }] } },
      { registry, extensions: { mode: 'edit' }, language: 'en_us' },
    );
    const button = widgetElement(container, 'a').querySelector('button')!;
    expect(button.textContent).toBe('Create new');
    act(() => void fireEvent.click(button));
    expect(screen.queryByTestId('record-editor')).toBeNull();
    expect(widgetElement(container, 'b').textContent).toBe('Please configure the widget!');
  });

  it('is what a stored OpenEditorBtn document renders (not the unknown-widget notice), as is VideoPlayer for Video', () => {
    const stored = {
      name: 'Alt', schemaVersion: 1,
      content: [{ path: '', title: 'Start', widget: { id: 'root', type: 'Container', slots: { children: [
        { id: 'old', type: 'OpenEditorBtn', settings: { text: 'Kunde bearbeiten', path: 'kunden', contextVariable: 'kunde' } },
        { id: 'video', type: 'Video', settings: { source: 'https://youtu.be/dQw4w9WgXcQ' } },
      ] } } }],
    };
    const loaded = loadApplicationDocument(stored);
    if (!loaded.ok) throw new Error(loaded.message);
    const { container } = renderTree(loaded.value.content[0].widget, { registry });
    const old = widgetElement(container, 'old');
    expect(old.getAttribute('data-widget-type')).toBe('OpenEditorBtnV2');
    expect(old.querySelector('[data-testid=unknown-widget]')).toBeNull();
    expect(old.querySelector('button')!.textContent).toBe('Kunde bearbeiten');
    const video = widgetElement(container, 'video');
    expect(video.getAttribute('data-widget-type')).toBe('VideoPlayer');
    expect(video.querySelector('iframe')!.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
  });
});
