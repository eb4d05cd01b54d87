// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { provideRuntimeConfig } from '../../app/runtimeConfig';
import { createDataType, dataRecordsApi } from '../../api/resources';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { MAPS_READY_CALLBACK, resetGoogleMapsLoader } from '../maps/googleMapsLoader';

// Every store-backed test of the board and maps widgets, against the real server (one start for all of them):
// cards moved with the keyboard and stored (If-Match), a 409 that reloads, a refused move that rolls back, edit
// mode; the maps widgets' places from a data type.
const registry = createBuiltinRegistry();
let server: StoreTestServer;
const TASKS = 'aufgaben';
const COLUMNS = [{ value: 'offen', label: 'Offen' }, { value: 'arbeit', label: 'In Arbeit' }, { value: 'fertig', label: 'Fertig' }, { value: 'gesperrt', label: 'Gesperrt' }];
const tasks = () => dataRecordsApi(TASKS);
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  // 'gesperrt' is a column the data type does not allow: moving there is refused with a 400.
  await createDataType({ path: TASKS, schema: { type: 'object', properties: { name: { type: 'string' }, notiz: { type: 'string' }, status: { type: 'string', enum: ['offen', 'arbeit', 'fertig'] } } } });
  for (const [name, status] of [['Angebot schreiben', 'offen'], ['Rechnung prüfen', 'offen'], ['Lager zählen', 'arbeit']] as const) {
    ids[name] = ((await tasks().createDataRecord({ name, status, notiz: `Notiz zu ${name}` })) as { id: string }).id;
  }
  await createDataType({ path: 'filialen', schema: { type: 'object', properties: { name: { type: 'string' }, address: { type: 'string' }, latitude: { type: 'number' }, longitude: { type: 'number' } } } });
  await dataRecordsApi('filialen').createDataRecord({ name: 'Filiale Mitte', address: 'Unter den Linden 1, Berlin', latitude: 52.517, longitude: 13.389 });
}, 180_000);
afterAll(async () => server?.stop());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * jsdom lays nothing out: columns are given 280px wide slots side by side and cards 50px rows inside them, so
 * dnd-kit's keyboard sensor finds the columns as a browser would.
 */
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const rect = (left: number, top: number, width: number, height: number) => ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) });
    const place = (element: Element) => {
      const column = element.closest('[data-testid=board-column]');
      const left = column ? [...column.parentElement!.children].indexOf(column) * 300 : 0;
      if (element === column) return rect(left, 0, 280, 600);
      return rect(left + 10, 40 + [...element.parentElement!.children].indexOf(element) * 60, 260, 50);
    };
    if (this.matches('[data-testid=board-column], [data-testid=board-card]')) return place(this);
    // The drag overlay starts where the picked-up (focused) card is.
    const focused = document.activeElement;
    return focused?.matches('[data-testid=board-card]') ? place(focused) : rect(0, 0, 0, 0);
  });
});

const board = (settings: Record<string, unknown> = {}) => ({ id: 'b', type: 'DndBoard', settings: { dataType: TASKS, columns: COLUMNS, descriptionProperty: 'notiz', ...settings } });
const cardTitles = (root: HTMLElement, column: string) =>
  [...root.querySelectorAll(`[data-testid=board-column][data-value="${column}"] [data-testid=board-card-title]`)].map((n) => n.textContent);
const card = (root: HTMLElement, title: string) => within(root).getByText(title).closest<HTMLElement>('[data-testid=board-card]')!;

/** Space picks the card up, ArrowRight `steps` times, then Space drops it (dnd-kit listens on the document). */
async function moveRight(root: HTMLElement, title: string, steps: number) {
  const element = card(root, title);
  element.focus();
  fireEvent.keyDown(element, { code: 'Space', key: ' ' });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  for (let i = 0; i < steps; i += 1) {
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  fireEvent.keyDown(document, { code: 'Space', key: ' ' });
}

describe('DndBoard', () => {
  it('shows the records in the columns of their status, with title and description', async () => {
    const { container } = renderTree(board(), { registry });
    await waitFor(() => expect(cardTitles(container, 'offen')).toEqual(['Rechnung prüfen', 'Angebot schreiben']));
    expect(cardTitles(container, 'arbeit')).toEqual(['Lager zählen']);
    expect(within(container).getByText('Notiz zu Lager zählen')).toBeTruthy();
    expect([...container.querySelectorAll('[data-testid=board-column-label]')].map((n) => n.textContent)).toEqual(['Offen', 'In Arbeit', 'Fertig', 'Gesperrt']);
    expect(card(container, 'Lager zählen').getAttribute('aria-roledescription')).toBe('verschiebbare Karte');
  });

  it('moves a card with the keyboard, stores the status with If-Match and keeps it after a reload', async () => {
    const patches: { ifMatch: string | null; body: unknown }[] = [];
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (init?.method === 'PATCH') patches.push({ ifMatch: new Headers(init.headers).get('If-Match'), body: JSON.parse(String(init.body)) });
      return fetch(input, init);
    });
    const before = (await tasks().getDataRecord(ids['Angebot schreiben'])) as { version: number };
    const view = renderTree(board(), { registry });
    await waitFor(() => expect(cardTitles(view.container, 'offen')).toContain('Angebot schreiben'));
    await moveRight(view.container, 'Angebot schreiben', 2);
    // In its new column, and stored.
    await waitFor(() => expect(cardTitles(view.container, 'fertig')).toEqual(['Angebot schreiben']));
    await waitFor(async () => expect(await tasks().getDataRecord(ids['Angebot schreiben'])).toMatchObject({ status: 'fertig', version: before.version + 1 }));
    expect(patches).toEqual([{ ifMatch: String(before.version), body: { status: 'fertig' } }]);
    await waitFor(() => expect(card(view.container, 'Angebot schreiben').getAttribute('aria-busy')).toBeNull());
    expect(view.getByText('Karte Angebot schreiben in Spalte Fertig abgelegt.')).toBeTruthy(); // dnd-kit's live region
    view.unmount();

    const reloaded = renderTree(board(), { registry });
    await waitFor(() => expect(cardTitles(reloaded.container, 'fertig')).toEqual(['Angebot schreiben']));
    expect(cardTitles(reloaded.container, 'offen')).toEqual(['Rechnung prüfen']);
  });

  it('reloads and says so when the record was changed meanwhile (409)', async () => {
    const view = renderTree(board(), { registry });
    await waitFor(() => expect(cardTitles(view.container, 'offen')).toContain('Rechnung prüfen'));
    // Somebody else changes the card after the board has read it.
    await tasks().patchDataRecord(ids['Rechnung prüfen'], { notiz: 'Von jemand anderem geändert' });
    await moveRight(view.container, 'Rechnung prüfen', 1);
    await waitFor(() => expect(view.getByTestId('board-notice').textContent).toContain('Die Karte „Rechnung prüfen“ wurde inzwischen geändert. Die Tafel wurde neu geladen; bitte verschieben Sie die Karte erneut.'));
    await waitFor(() => expect(within(view.container).getByText('Von jemand anderem geändert')).toBeTruthy());
    expect(cardTitles(view.container, 'offen')).toEqual(['Rechnung prüfen']);
    expect(await tasks().getDataRecord(ids['Rechnung prüfen'])).toMatchObject({ status: 'offen' });
    // The reloaded board moves it.
    await moveRight(view.container, 'Rechnung prüfen', 1);
    await waitFor(async () => expect(await tasks().getDataRecord(ids['Rechnung prüfen'])).toMatchObject({ status: 'arbeit' }));
    expect(view.queryByTestId('board-notice')).toBeNull();
  });

  it('puts the card back and says why when the server refuses the move', async () => {
    const view = renderTree(board(), { registry });
    await waitFor(() => expect(cardTitles(view.container, 'arbeit')).toContain('Lager zählen'));
    await moveRight(view.container, 'Lager zählen', 2); // into 'gesperrt', which the type does not allow
    await waitFor(() => expect(view.getByTestId('board-notice').textContent).toMatch(/^Die Karte „Lager zählen“ konnte nicht verschoben werden: /));
    expect(cardTitles(view.container, 'arbeit')).toContain('Lager zählen');
    expect(cardTitles(view.container, 'gesperrt')).toEqual([]);
    fireEvent.click(within(view.getByTestId('board-notice')).getByRole('button', { name: 'Schließen' }));
    expect(view.queryByTestId('board-notice')).toBeNull();
  });

  it('shows the board in the editor, but its cards do not move there', async () => {
    const view = renderTree(board(), { registry, extensions: { mode: 'edit' } });
    await waitFor(() => expect(cardTitles(view.container, 'arbeit')).toContain('Lager zählen'));
    expect(view.getByText('Im Editor lassen sich die Karten nicht verschieben.')).toBeTruthy();
    expect(card(view.container, 'Lager zählen').getAttribute('aria-disabled')).toBe('true');
    await moveRight(view.container, 'Lager zählen', 1);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(cardTitles(view.container, 'arbeit')).toContain('Lager zählen');
    expect(await tasks().getDataRecord(ids['Lager zählen'])).toMatchObject({ status: 'arbeit' });
  });
});

describe('maps widgets over a data type', () => {
  it('MapsList lists the records as places; GoogleMaps puts them on the map once the Maps API is there', async () => {
    provideRuntimeConfig({ mapsApiKey: 'test-key' });
    resetGoogleMapsLoader();
    const view = renderTree({ id: 'root', type: 'VerticalContainer', slots: { children: [
      { id: 'list', type: 'MapsList', settings: { dataType: 'filialen' } },
      { id: 'map', type: 'GoogleMaps', settings: { dataType: 'filialen' } },
    ] } }, { registry });
    await waitFor(() => expect(within(widgetElement(view.container, 'list')).getByTestId('place-name').textContent).toBe('Filiale Mitte'));
    expect(within(widgetElement(view.container, 'list')).getByRole('link').getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=Unter%20den%20Linden%201%2C%20Berlin');

    const markers: unknown[] = [];
    class Anything { constructor(options?: unknown) { markers.push(options); } addListener() {} setCenter() {} setZoom() {} fitBounds() {} setMap() {} close() {} }
    await waitFor(() => expect(document.querySelectorAll('script[data-google-maps]')).toHaveLength(1));
    const page = window as unknown as Record<string, unknown>;
    page.google = { maps: { importLibrary: async () => ({ Map: class { setCenter() {} setZoom() {} fitBounds() {} }, InfoWindow: Anything, Marker: Anything, AdvancedMarkerElement: Anything }) } };
    await act(async () => (page[MAPS_READY_CALLBACK] as () => void)());
    await waitFor(() => expect(markers).toContainEqual(expect.objectContaining({ title: 'Filiale Mitte', position: { lat: 52.517, lng: 13.389 } })));
    document.querySelector('script[data-google-maps]')?.remove();
    delete page.google;
  });
});
