// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { createDataType, dataRecordsApi } from '../../api/resources';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree } from '../../testing/renderTree';
import { setBrowserOnline } from '../../testing/browserOnline';
import { pdfText } from '../../testing/pdfText';
import { outboxEntries } from './offlineDb';

// The offline and export widgets against the real server: records read from the API into a PDF and into the
// browser's copy (fake IndexedDB), changes made with the network cut and sent when it returns.
const registry = createBuiltinRegistry();
let server: StoreTestServer;
const kunden = dataRecordsApi('kunden');
// The fetch the test server set up (it keeps the session cookie), taken once the session exists.
let realFetch: typeof fetch;

/** Cuts the network as a browser loses it: no request gets through, and the browser says it is offline. */
function cutNetwork() {
  globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  setBrowserOnline(false);
}
function restoreNetwork() {
  globalThis.fetch = realFetch;
  setBrowserOnline(true);
}

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  realFetch = globalThis.fetch;
  await createDataType({ path: 'kunden', schema: { type: 'object', properties: { name: { type: 'string', minLength: 2 }, city: { type: 'string' }, umsatz: { type: 'number' } }, required: ['name'] } });
  for (const [name, city, umsatz] of [['Anna Müller', 'Zürich', 1200.5], ['Bruno Keller', 'Bern', 300], ['Clara Bühler', 'Genève', 0]] as const) {
    await kunden.createDataRecord({ name, city, umsatz });
  }
}, 120_000);
afterAll(async () => server?.stop());
afterEach(() => {
  cleanup();
  restoreNetwork();
  vi.restoreAllMocks();
});

const search = (text: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
const results = () => [...document.querySelectorAll('[data-testid=offline-search-results] button')].map((b) => b.textContent);
const record = async (name: string) => (await kunden.getDataRecords({ size: 100 })).elements.find((r) => r.name === name) as Record<string, unknown> & { id: string; version: number };

describe('PdfExporter', () => {
  it('downloads the records of the store as a PDF with the chosen columns, title and file name', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = (object: Blob | MediaSource) => {
      blob = object as Blob;
      return 'blob:pdf';
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderTree(
      { id: 'p', type: 'PdfExporter', settings: { store: 'data/kunden', fields: ['name', 'city', 'umsatz'], title: 'Kunden ${jahr}', fileName: 'kunden-${jahr}' } },
      { registry, context: { jahr: 2026 } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Als PDF exportieren' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('kunden-2026.pdf');
    expect(blob?.type).toBe('application/pdf');
    const [text] = await pdfText(await bytesOf(blob!));
    for (const expected of ['Kunden 2026', '3 Einträge', 'name', 'city', 'umsatz', 'Anna Müller', 'Zürich', '1.200,5', 'Clara Bühler', 'Genève', 'Seite 1 von 1']) {
      expect(text).toContain(expected);
    }
    expect(screen.getByRole('button', { name: 'Als PDF exportieren' })).toBeTruthy(); // ready again
  });
});

describe('OfflineSearch and SyncStatus', () => {
  it('fill the copy online, search it with the network cut, queue a change and send it when the network returns', async () => {
    renderTree(
      { id: 'root', type: 'Container', slots: { children: [
        { id: 's', type: 'OfflineSearch', settings: { store: 'data/kunden', editableFields: ['city'] } },
        { id: 'status', type: 'SyncStatus' },
      ] } },
      { registry },
    );
    await waitFor(() => expect(screen.getByTestId('offline-search-status').textContent).toMatch(/^3 Einträge offline verfügbar \(Stand /));
    await waitFor(() => expect(screen.getByTestId('sync-status-last').textContent).toMatch(/^Zuletzt synchronisiert: /));

    cutNetwork();
    expect(screen.getByTestId('sync-status-online').textContent).toBe('Offline');
    search('bern');
    await waitFor(() => expect(results()).toEqual(['Bruno Keller']));
    fireEvent.click(screen.getByRole('button', { name: 'Bruno Keller' }));
    fireEvent.change(screen.getByLabelText('city'), { target: { value: 'Thun' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByTestId('sync-status-pending').textContent).toBe('1 ausstehende Änderung'));
    search('thun');
    await waitFor(() => expect(results()).toEqual(['Bruno Keller'])); // the copy has the change
    expect((await realFetchRecord('Bruno Keller')).city).toBe('Bern'); // the server not yet

    restoreNetwork();
    await waitFor(() => expect(screen.getByTestId('sync-status-pending').textContent).toBe('0 ausstehende Änderungen'));
    expect(await record('Bruno Keller')).toMatchObject({ city: 'Thun', version: 2 });
    expect(await outboxEntries()).toEqual([]);
    expect(screen.getByTestId('sync-status-online').textContent).toBe('Online');
  });

  it('keep a change whose record was changed meanwhile as a conflict (409) and overwrite nothing', async () => {
    renderTree(
      { id: 'root', type: 'Container', slots: { children: [
        { id: 's', type: 'OfflineSearch', settings: { store: 'data/kunden', editableFields: ['city'] } },
        { id: 'status', type: 'SyncStatus' },
      ] } },
      { registry },
    );
    await waitFor(() => expect(screen.getByTestId('offline-search-status').textContent).toMatch(/^3 Einträge offline verfügbar/));
    cutNetwork();
    search('clara');
    fireEvent.click(await screen.findByRole('button', { name: 'Clara Bühler' }));
    fireEvent.change(screen.getByLabelText('city'), { target: { value: 'Lausanne' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByTestId('sync-status-pending').textContent).toBe('1 ausstehende Änderung'));

    const clara = await realFetchRecord('Clara Bühler');
    globalThis.fetch = realFetch;
    await kunden.patchDataRecord(clara.id, { city: 'Sion' }); // someone else, meanwhile, while this browser is offline
    restoreNetwork();
    const conflict = await screen.findByTestId('sync-status-refused');
    expect(conflict.textContent).toContain(`Konflikt (409): Eintrag ${clara.id} wurde inzwischen geändert; Ihre Änderung wurde nicht übernommen.`);
    expect(screen.getByTestId('sync-status-pending').textContent).toBe('0 ausstehende Änderungen');
    expect((await record('Clara Bühler')).city).toBe('Sion');
    fireEvent.click(screen.getByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(screen.queryByTestId('sync-status-refused')).toBeNull());
    expect(await outboxEntries()).toEqual([]);
  });
});

describe('StoreConfigurator', () => {
  it('publishes search, sort and page size to the store, and a list of the store follows', async () => {
    renderTree(
      { id: 'root', type: 'Container', slots: { children: [
        { id: 'c', type: 'StoreConfigurator', settings: { store: 'data/kunden', sortFields: ['name'], pageSizes: [1, 2] } },
        { id: 'list', type: 'DataList', settings: { store: 'data/kunden', properties: [{ property: 'name' }] } },
      ] } },
      { registry },
    );
    const names = () => [...document.querySelectorAll('[data-testid=list-item] dd')].map((item) => item.textContent);
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Sortierung'), { target: { value: '-name' } });
    await waitFor(() => expect(names()).toEqual(['Clara Bühler', 'Bruno Keller', 'Anna Müller']));
    fireEvent.change(screen.getByLabelText('Einträge pro Seite'), { target: { value: '2' } });
    await waitFor(() => expect(names()).toEqual(['Clara Bühler', 'Bruno Keller']));
    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'müller' } });
    await waitFor(() => expect(names()).toEqual(['Anna Müller']));
    fireEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    expect((screen.getByLabelText('Sortierung') as HTMLSelectElement).value).toBe('');
  });
});

/** A record read past the cut network (the test's own look at the server). */
async function realFetchRecord(name: string) {
  const cut = globalThis.fetch;
  globalThis.fetch = realFetch;
  try {
    return await record(name);
  } finally {
    globalThis.fetch = cut;
  }
}

/** The bytes of a jsdom Blob (which has no arrayBuffer()). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
