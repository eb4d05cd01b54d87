// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { provideRuntimeConfig } from '../../app/runtimeConfig';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { MAPS_READY_CALLBACK, resetGoogleMapsLoader } from './googleMapsLoader';
import { boundsOf, mapsSearchUrl, placesOf } from './places';

// GoogleMaps and MapsList without a server: places from a context list, the Maps script only with a key (checked
// against a fake `google.maps`, as no test may reach Google), markers, states and the list's links. The
// store-backed cases are in board/boardMaps.store.test.tsx.
const registry = createBuiltinRegistry();
const PLACES = [
  { id: 'p1', name: 'Filiale Mitte', address: 'Unter den Linden 1, 10117 Berlin', latitude: 52.517, longitude: 13.389 },
  { id: 'p2', name: 'Filiale Hafen', address: 'Am Sandtorkai 1, Hamburg', latitude: '53,543', longitude: '9.99' },
  { id: 'p3', name: 'Lager', address: 'Industriestraße 5, Kassel' },
];
const PROPERTIES = { nameProperty: 'name', addressProperty: 'address', latitudeProperty: 'latitude', longitudeProperty: 'longitude' };

type Listener = () => void;
/** A stand-in for the Maps JavaScript API that records what the widget does with it. */
function fakeGoogleMaps() {
  const made = { maps: [] as { element: HTMLElement; options: Record<string, unknown>; fitted: unknown[]; centred: unknown[]; zoom: number[] }[], markers: [] as { kind: string; options: Record<string, unknown>; listeners: Record<string, Listener>; map: unknown }[], opened: [] as string[] };
  class Map {
    record: (typeof made.maps)[number];
    constructor(element: HTMLElement, options: Record<string, unknown>) {
      this.record = { element, options, fitted: [], centred: [], zoom: [] };
      made.maps.push(this.record);
    }
    fitBounds(bounds: unknown) { this.record.fitted.push(bounds); }
    setCenter(center: unknown) { this.record.centred.push(center); }
    setZoom(zoom: number) { this.record.zoom.push(zoom); }
    addListener() {}
  }
  const marker = (kind: string) => class {
    record: (typeof made.markers)[number];
    constructor(options: Record<string, unknown>) {
      this.record = { kind, options, listeners: {}, map: options.map };
      made.markers.push(this.record);
    }
    addListener(event: string, handler: Listener) { this.record.listeners[event] = handler; }
    setMap(map: unknown) { this.record.map = map; }
    set map(map: unknown) { this.record.map = map; }
  };
  class InfoWindow {
    content: Node | string = '';
    setContent(content: Node | string) { this.content = content; }
    open() { made.opened.push(typeof this.content === 'string' ? this.content : (this.content as HTMLElement).innerHTML); }
    close() {}
  }
  const api = {
    importLibrary: async (name: string) => (name === 'maps' ? { Map, InfoWindow } : { Marker: marker('classic'), AdvancedMarkerElement: marker('advanced') }),
  };
  return { api, made };
}

type TestWindow = Window & Record<string, unknown> & { google?: unknown };
const page = window as unknown as TestWindow;
const mapsScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src.includes('maps.googleapis.com'));

async function startFakeMaps() {
  const fake = fakeGoogleMaps();
  await waitFor(() => expect(mapsScripts()).toHaveLength(1));
  page.google = { maps: fake.api };
  await act(async () => (page[MAPS_READY_CALLBACK] as () => void)());
  return fake.made;
}

beforeEach(() => resetGoogleMapsLoader());
afterEach(() => {
  cleanup();
  for (const script of mapsScripts()) script.remove();
  delete page.google;
  vi.restoreAllMocks();
});

describe('places', () => {
  it('reads name, address and coordinates by dotted paths; numbers as text count, out-of-range ones do not', () => {
    expect(placesOf([{ id: 'a', n: { x: 'A' }, lat: '48,1', lng: 11.5 }, { lat: 91, lng: 0, addr: 'Somewhere' }], {
      nameProperty: 'n.x', addressProperty: 'addr', latitudeProperty: 'lat', longitudeProperty: 'lng',
    })).toEqual([
      { key: 'a', name: 'A', address: '', position: { lat: 48.1, lng: 11.5 } },
      { key: '1', name: '', address: 'Somewhere', position: null },
    ]);
  });

  it('links to the maps search by address, else by coordinates', () => {
    const [mitte, , lager] = placesOf(PLACES, PROPERTIES);
    expect(mapsSearchUrl(mitte)).toBe('https://www.google.com/maps/search/?api=1&query=Unter%20den%20Linden%201%2C%2010117%20Berlin');
    expect(mapsSearchUrl({ ...mitte, address: '' })).toBe('https://www.google.com/maps/search/?api=1&query=52.517%2C13.389');
    expect(mapsSearchUrl({ ...lager, address: '' })).toBeNull();
    expect(boundsOf(placesOf(PLACES, PROPERTIES))).toEqual({ north: 53.543, south: 52.517, east: 13.389, west: 9.99 });
    expect(boundsOf([lager])).toBeNull();
  });
});

describe('GoogleMaps', () => {
  it('without a key shows the configure notice and sends nothing anywhere: no script, no request', async () => {
    provideRuntimeConfig({});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const view = renderTree({ id: 'm', type: 'GoogleMaps', settings: { dataType: 'filialen' } }, { registry });
    await waitFor(() => expect(view.getByTestId('configure-notice').textContent).toBe('Bitte konfigurieren Sie das Widget!'));
    expect(view.getByTestId('configure-notice').title).toBe('Für Google Maps ist kein API-Schlüssel konfiguriert (MAPS_API_KEY).');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('with a key loads the Maps script once per page and puts a marker on every place with coordinates', async () => {
    provideRuntimeConfig({ mapsApiKey: 'test-key' });
    const context = { filialen: PLACES };
    const view = renderTree({ id: 'root', type: 'VerticalContainer', slots: { children: [
      { id: 'm1', type: 'GoogleMaps', settings: { contextProperty: 'filialen' } },
      { id: 'm2', type: 'GoogleMaps', settings: { contextProperty: 'filialen', height: 250 } },
    ] } }, { registry, context });
    expect(await view.findAllByTestId('loading-state')).toHaveLength(2);
    const made = await startFakeMaps();
    const script = new URL(mapsScripts()[0].src);
    expect(script.origin + script.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(script.searchParams)).toEqual({ key: 'test-key', loading: 'async', callback: MAPS_READY_CALLBACK, language: 'de' });
    await waitFor(() => expect(made.markers).toHaveLength(4)); // two maps, two places with coordinates each
    expect(mapsScripts()).toHaveLength(1);
    expect(made.markers.slice(0, 2).map((m) => [m.kind, m.options.title, m.options.position])).toEqual([
      ['classic', 'Filiale Mitte', { lat: 52.517, lng: 13.389 }],
      ['classic', 'Filiale Hafen', { lat: 53.543, lng: 9.99 }],
    ]);
    expect(made.maps[0].fitted).toEqual([{ north: 53.543, south: 52.517, east: 13.389, west: 9.99 }]);
    expect(widgetElement(view.container, 'm1').querySelector('[data-testid=google-map]')!.getAttribute('aria-label')).toBe('Karte mit 2 Orten');
    expect(widgetElement(view.container, 'm1').querySelector('[data-testid=places-without-position]')!.textContent).toBe('1 Ort ohne Koordinaten wird nicht auf der Karte gezeigt.');
    expect(view.queryByTestId('loading-state')).toBeNull();

    // A click on a marker shows the place's name and address as text, never as markup.
    act(() => made.markers[0].listeners.click());
    expect(made.opened).toEqual(['<strong>Filiale Mitte</strong><div>Unter den Linden 1, 10117 Berlin</div>']);
  });

  it('centres one place at the zoom setting, and uses advanced markers on a map with a map id', async () => {
    provideRuntimeConfig({ mapsApiKey: 'test-key' });
    renderTree({ id: 'm', type: 'GoogleMaps', settings: { contextProperty: 'orte', zoom: 16, mapId: 'abc123' } }, { registry, context: { orte: [{ name: '<b>Markt</b>', address: 'Markt 1', latitude: 50, longitude: 8 }] } });
    const made = await startFakeMaps();
    await waitFor(() => expect(made.markers).toHaveLength(1));
    expect(made.maps[0].options).toMatchObject({ mapId: 'abc123' });
    expect(made.markers[0]).toMatchObject({ kind: 'advanced', options: { title: '<b>Markt</b>', position: { lat: 50, lng: 8 } } });
    expect(made.maps[0].centred).toEqual([{ lat: 50, lng: 8 }]);
    expect(made.maps[0].zoom).toEqual([16]);
    act(() => made.markers[0].listeners.click());
    expect(made.opened).toEqual(['<strong>&lt;b&gt;Markt&lt;/b&gt;</strong><div>Markt 1</div>']);
  });

  it('says when the script cannot be loaded, and when Google refuses the key', async () => {
    provideRuntimeConfig({ mapsApiKey: 'test-key' });
    const failing = renderTree({ id: 'm', type: 'GoogleMaps', settings: { contextProperty: 'orte' } }, { registry, context: { orte: PLACES } });
    await waitFor(() => expect(mapsScripts()).toHaveLength(1));
    act(() => void mapsScripts()[0].dispatchEvent(new Event('error')));
    await waitFor(() => expect(failing.getByTestId('widget-error').textContent).toBe('Google Maps konnte nicht geladen werden.'));
    expect(mapsScripts()).toHaveLength(0); // a later map may try again
    failing.unmount();

    const refused = renderTree({ id: 'm', type: 'GoogleMaps', settings: { contextProperty: 'orte' } }, { registry, context: { orte: PLACES } });
    await startFakeMaps();
    act(() => (page.gm_authFailure as () => void)());
    await waitFor(() => expect(refused.getByTestId('widget-error').textContent).toBe('Google Maps hat den API-Schlüssel abgelehnt.'));
  });

  it('says when there are no places or none has coordinates, and asks for a source', async () => {
    provideRuntimeConfig({ mapsApiKey: 'test-key' });
    const view = renderTree({ id: 'm', type: 'GoogleMaps', settings: { contextProperty: 'orte' } }, { registry, context: { orte: [] } });
    expect((await view.findByTestId('empty-state')).textContent).toBe('Keine Orte gefunden');
    view.unmount();
    const noPositions = renderTree({ id: 'm', type: 'GoogleMaps', settings: { contextProperty: 'orte' } }, { registry, context: { orte: [PLACES[2]] } });
    expect((await noPositions.findByTestId('empty-state')).textContent).toBe('Keiner der Orte hat Koordinaten (Breiten- und Längengrad).');
    noPositions.unmount();
    const unconfigured = renderTree({ id: 'm', type: 'GoogleMaps' }, { registry });
    expect((await unconfigured.findByTestId('configure-notice')).textContent).toBe('Bitte konfigurieren Sie das Widget!');
    expect(mapsScripts()).toHaveLength(0);
  });
});

describe('MapsList', () => {
  it('lists name and address with a link to Google Maps in a new window, without any key', async () => {
    provideRuntimeConfig({});
    const view = renderTree({ id: 'l', type: 'MapsList', settings: { contextProperty: 'filialen' } }, { registry, context: { filialen: PLACES } });
    const rows = await view.findAllByTestId('maps-list-place');
    expect(rows.map((row) => row.querySelector('[data-testid=place-name]')!.textContent)).toEqual(['Filiale Mitte', 'Filiale Hafen', 'Lager']);
    expect(rows.map((row) => row.querySelector('[data-testid=place-address]')!.textContent)).toEqual(['Unter den Linden 1, 10117 Berlin', 'Am Sandtorkai 1, Hamburg', 'Industriestraße 5, Kassel']);
    const link = view.getByRole('link', { name: 'Filiale Mitte in Google Maps öffnen (neues Fenster)' });
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=Unter%20den%20Linden%201%2C%2010117%20Berlin');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toBe('In Google Maps öffnen');
    expect(view.getByRole('list', { name: 'Orte' })).toBeTruthy();
    expect(mapsScripts()).toHaveLength(0);
  });

  it('pages long lists, shows the empty text, and asks for a source', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `Ort ${i + 1}`, address: `Straße ${i + 1}` }));
    const view = renderTree({ id: 'l', type: 'MapsList', settings: { contextProperty: 'orte' } }, { registry, context: { orte: many } });
    expect(await view.findAllByTestId('maps-list-place')).toHaveLength(10);
    fireEvent.click(view.getByTestId('pager-next'));
    await waitFor(() => expect(view.getAllByTestId('place-name').map((n) => n.textContent)).toEqual(['Ort 11', 'Ort 12']));
    view.unmount();
    const empty = renderTree({ id: 'l', type: 'MapsList', settings: { contextProperty: 'orte', emptyText: 'Noch keine Filialen' } }, { registry, context: { orte: [] } });
    expect(empty.getByTestId('empty-state').textContent).toBe('Noch keine Filialen');
    empty.unmount();
    const english = renderTree({ id: 'l', type: 'MapsList', settings: { contextProperty: 'orte' } }, { registry, context: { orte: [] }, language: 'en_us' });
    expect(english.getByTestId('empty-state').textContent).toBe('No places found');
    english.unmount();
    const unconfigured = renderTree({ id: 'l', type: 'MapsList' }, { registry });
    expect(unconfigured.getByTestId('configure-notice').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });
});
