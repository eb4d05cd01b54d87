// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { setBrowserOnline } from '../../testing/browserOnline';
import { pdfFileName } from '../export/PdfExporter';
import { outboxEntries, replaceStoreRecords } from './offlineDb';
import { matchRecords } from './offlineMatch';
import { fieldPatch } from './OfflineRecordEditor';

// The offline widgets without a server: the browser's copy (fake IndexedDB) filled beforehand, the browser
// offline, so nothing may reach the network. Their work against the real server: offlineExport.store.test.tsx.
const registry = createBuiltinRegistry();
const products = [
  { id: 'p1', name: 'Wanderschuh Alpin', city: 'Bern', price: 12900, version: 3 },
  { id: 'p2', name: 'Regenjacke', city: 'Zürich', price: 8900, version: 1 },
  { id: 'p3', name: 'Wanderstock', city: 'Chur', price: 2900, version: 1 },
];

const realFetch = globalThis.fetch;
beforeAll(async () => {
  setBrowserOnline(false);
  globalThis.fetch = () => Promise.reject(new TypeError('offline: no request may leave this test'));
  await replaceStoreRecords('products', products);
});
// the worker runs other test files after this one
afterAll(() => {
  globalThis.fetch = realFetch;
  setBrowserOnline(true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const search = (text: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
const results = () => [...document.querySelectorAll('[data-testid=offline-search-results] button')].map((b) => b.textContent);

describe('matchRecords', () => {
  it('finds records holding every word, ignoring case, in the given properties or in all but the meta fields', () => {
    expect(matchRecords(products, 'wander', [], 10).map((r) => r.id)).toEqual(['p1', 'p3']);
    expect(matchRecords(products, 'WANDER bern', [], 10).map((r) => r.id)).toEqual(['p1']);
    expect(matchRecords(products, 'bern', ['name'], 10)).toEqual([]);
    expect(matchRecords(products, 'p1', [], 10)).toEqual([]); // the id is no text of the record
    expect(matchRecords(products, '  ', [], 10)).toEqual([]);
    expect(matchRecords(products, 'e', [], 2)).toHaveLength(2);
  });
});

describe('fieldPatch', () => {
  it('holds only changed fields, numbers stay numbers, dotted paths nest', () => {
    expect(fieldPatch({ name: 'A', price: 5, address: { city: 'Bern', zip: '3000' } }, { name: 'A', price: '7,5', 'address.city': 'Basel' }))
      .toEqual({ price: 7.5, address: { city: 'Basel' } });
    expect(fieldPatch({ price: 5 }, { price: 'viel' })).toEqual({ price: 'viel' });
  });
});

describe('OfflineSearch offline', () => {
  it('searches the copy in the browser and says it is offline, with the count', async () => {
    const page = renderTree({ id: 's', type: 'OfflineSearch', settings: { store: 'products', contextProperty: 'produkt' } }, { registry });
    await waitFor(() => expect(screen.getByTestId('offline-search-status').textContent).toMatch(/^Offline: Suche in 3 gespeicherten Einträgen \(Stand /));
    search('wander');
    await waitFor(() => expect(results()).toEqual(['Wanderschuh Alpin', 'Wanderstock']));
    fireEvent.click(screen.getByRole('button', { name: 'Wanderstock' }));
    expect(page.engine.getContext('produkt')).toMatchObject({ id: 'p3' });
    search('zelt');
    expect(await screen.findByText('Keine Treffer')).toBeTruthy();
  });

  it('queues a change made offline in the outbox, shows it in the copy, and SyncStatus counts it', async () => {
    renderTree(
      { id: 'root', type: 'Container', slots: { children: [
        { id: 's', type: 'OfflineSearch', settings: { store: 'products', editableFields: ['name', 'price'] } },
        { id: 'status', type: 'SyncStatus' },
      ] } },
      { registry },
    );
    expect((await screen.findByTestId('sync-status-online')).textContent).toBe('Offline');
    await waitFor(() => expect(screen.getByTestId('sync-status-pending').textContent).toBe('0 ausstehende Änderungen'));
    expect(screen.getByTestId('sync-status-last').textContent).toBe('Noch nicht synchronisiert');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Jetzt synchronisieren' }).disabled).toBe(true);
    search('regen');
    fireEvent.click(await screen.findByRole('button', { name: 'Regenjacke' }));
    fireEvent.change(screen.getByLabelText('price'), { target: { value: '7900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Offline gespeichert; die Änderung wird gesendet, sobald wieder eine Verbindung besteht.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('sync-status-pending').textContent).toBe('1 ausstehende Änderung'));
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Regenjacke leicht' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(results()).toEqual(['Regenjacke leicht']));
    // Both edits are one entry, based on the version first read.
    expect(await outboxEntries()).toEqual([expect.objectContaining({ store: 'products', id: 'p2', version: 1, state: 'pending', patch: { price: 7900, name: 'Regenjacke leicht' } })]);
    expect(screen.getByTestId('sync-status-pending').textContent).toBe('1 ausstehende Änderung');
  });

  it('asks for a store, names a store that does not exist, and speaks the UI language', async () => {
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [{ id: 'a', type: 'OfflineSearch' }, { id: 'b', type: 'OfflineSearch', settings: { store: 'nirgends' } }, { id: 'c', type: 'SyncStatus' }] } },
      { registry, language: 'fr_fr' },
    );
    expect(widgetElement(container, 'a').textContent).toBe('Veuillez configurer le widget !');
    expect(widgetElement(container, 'b').textContent).toContain('nirgends');
    expect((await screen.findByTestId('sync-status-online')).textContent).toBe('Hors ligne');
    expect(screen.getByRole('button', { name: 'Synchroniser maintenant' })).toBeTruthy();
  });

  it('edits nothing in edit mode (searching still works there)', async () => {
    renderTree({ id: 's', type: 'OfflineSearch', settings: { store: 'products', editableFields: ['name'] } }, { registry, extensions: { mode: 'edit' }, language: 'en_us' });
    expect(screen.getByLabelText('Search (offline too)')).toBeTruthy();
    search('chur');
    fireEvent.click(await screen.findByRole('button', { name: 'Wanderstock' }));
    expect(screen.queryByTestId('offline-record-editor')).toBeNull();
  });
});

describe('StoreConfigurator', () => {
  it('offers each sort field both ways and the page sizes, in the UI language, and asks for a store', () => {
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [
        { id: 'c', type: 'StoreConfigurator', settings: { store: 'products', sortFields: ['name'], pageSizes: [5, 5, 20] } },
        { id: 'none', type: 'StoreConfigurator' },
      ] } },
      { registry, language: 'es_es' },
    );
    const options = (label: string) => [...screen.getByLabelText<HTMLSelectElement>(label).options].map((option) => option.textContent);
    expect(options('Orden')).toEqual(['Predeterminado', 'name ascendente', 'name descendente']);
    expect(options('Registros por página')).toEqual(['Predeterminado (100)', '5', '20']);
    expect(screen.getByLabelText('Búsqueda')).toBeTruthy();
    expect(widgetElement(container, 'none').textContent).toBe('¡Configure el widget, por favor!');
  });

  it('changes nothing in edit mode', () => {
    renderTree({ id: 'c', type: 'StoreConfigurator', settings: { store: 'products', sortFields: ['name'] } }, { registry, extensions: { mode: 'edit' } });
    expect(screen.getByLabelText<HTMLSelectElement>('Sortierung').disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Suche').disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Zurücksetzen' }).disabled).toBe(true);
  });
});

describe('PdfExporter', () => {
  it('shows its button in four languages and asks for a store', () => {
    const labels = (['de_de', 'en_us', 'es_es', 'fr_fr'] as const).map((language) => {
      const page = renderTree({ id: 'p', type: 'PdfExporter', settings: { store: 'products' } }, { registry, language });
      const text = screen.getByRole('button').textContent;
      page.unmount();
      return text;
    });
    expect(labels).toEqual(['Als PDF exportieren', 'Export as PDF', 'Exportar como PDF', 'Exporter en PDF']);
    const { container } = renderTree({ id: 'p', type: 'PdfExporter' }, { registry });
    expect(widgetElement(container, 'p').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });

  it('makes nothing in edit mode', async () => {
    renderTree({ id: 'p', type: 'PdfExporter', settings: { store: 'products', text: 'Liste' } }, { registry, extensions: { mode: 'edit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Liste' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Liste' })).toBeTruthy(); // not busy, no failure either
    expect(screen.queryByTestId('widget-error')).toBeNull();
  });

  it('says so when the PDF cannot be made (here: no connection for the records)', async () => {
    renderTree({ id: 'p', type: 'PdfExporter', settings: { store: 'products' } }, { registry });
    fireEvent.click(screen.getByRole('button', { name: 'Als PDF exportieren' }));
    expect((await screen.findByTestId('widget-error')).textContent).toBe('Beim Erstellen des PDF ist ein Fehler aufgetreten');
  });

  it('says the PDF cannot be shown when it was to open in a tab the browser refused', async () => {
    const open = vi.spyOn(globalThis, 'open').mockReturnValue(null);
    renderTree({ id: 'p', type: 'PdfExporter', settings: { store: 'products', action: 'open' } }, { registry });
    fireEvent.click(screen.getByRole('button', { name: 'Als PDF exportieren' }));
    expect((await screen.findByTestId('widget-error')).textContent).toBe('Beim Anzeigen des PDF ist ein Fehler aufgetreten');
    expect(open).toHaveBeenCalledWith('', '_blank'); // at the click, so the browser counts it as the user's own
  });

  it('keeps file names plain and ending in .pdf', () => {
    expect(pdfFileName('Kunden 2026')).toBe('Kunden 2026.pdf');
    expect(pdfFileName('../../etc/passwd')).toBe('....etcpasswd.pdf');
    expect(pdfFileName('Liste.PDF')).toBe('Liste.PDF');
    expect(pdfFileName(' / ')).toBe('export.pdf');
  });
});

// Every widget of this area as the palette drops it (only its schema defaults), in view and edit mode: it renders
// without failing (offline here: the runtime configuration cannot load, so Microsoft 365 counts as not set up).
describe.each(['view', 'edit'] as const)('with defaults in %s mode', (mode) => {
  it.each(['PdfExporter', 'OfflineSearch', 'SyncStatus', 'StoreConfigurator', 'Microsoft365Files'])('%s renders without failing', async (type) => {
    const failures: unknown[] = [];
    const { container } = renderTree({ id: 'w', type }, { registry, extensions: { mode }, onError: (error) => failures.push(error) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(failures).toEqual([]);
    expect(widgetElement(container, 'w').querySelector('[data-testid=widget-error], [data-testid=unknown-widget]')).toBeNull();
  });
});
