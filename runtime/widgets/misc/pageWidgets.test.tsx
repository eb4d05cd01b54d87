// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { PUBLISHED_MODE } from '../../render/extensions';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { mapsDestination } from './mapsAddress';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
const registry = createBuiltinRegistry();

describe('PrintButton', () => {
  it("opens the browser's print dialog with 'Drucken' or its own text, not in edit mode", () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { container } = renderTree({ id: 'p', type: 'PrintButton' }, { registry });
    const button = widgetElement(container, 'p').querySelector('button')!;
    expect(button.textContent).toBe('Drucken');
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    cleanup();
    const edit = renderTree({ id: 'p', type: 'PrintButton', settings: { text: 'Rechnung drucken' } }, { registry, extensions: { mode: 'edit' } });
    fireEvent.click(widgetElement(edit.container, 'p').querySelector('button')!);
    expect(print).toHaveBeenCalledTimes(1);
    expect(widgetElement(edit.container, 'p').textContent).toBe('Rechnung drucken');
  });
});

describe('PageTitle', () => {
  it('sets the document title from context and input, follows changes and restores the old title', () => {
    document.title = 'Shop';
    const page = renderTree({ id: 't', type: 'PageTitle', settings: { title: '{product.name} – Shop' } }, { registry, context: { product: { name: 'Tee' } }, extensions: PUBLISHED_MODE });
    expect(document.title).toBe('Tee – Shop');
    expect(widgetElement(page.container, 't').textContent).toBe('');
    act(() => page.engine.setContext('product', { name: 'Kaffee' }));
    expect(document.title).toBe('Kaffee – Shop');
    page.unmount();
    expect(document.title).toBe('Shop');
  });

  it('leaves the editor tab alone, shows builders the title and asks to be configured without one', () => {
    document.title = 'Editor';
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [{ id: 'a', type: 'PageTitle', settings: { title: 'Impressum' } }, { id: 'b', type: 'PageTitle' }] } },
      { registry, extensions: { mode: 'edit' }, language: 'fr_fr' },
    );
    expect(document.title).toBe('Editor');
    expect(widgetElement(container, 'a').textContent).toBe('Titre de la page : Impressum');
    expect(widgetElement(container, 'b').textContent).toBe('Veuillez configurer le widget !');
  });
});

describe('NavigationButton', () => {
  it('opens the route to the address in the context in a new window', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const contact = { address: { street: 'Hauptstraße', streetNumber: '5', zip: '10115', city: 'Berlin' } };
    const { container } = renderTree({ id: 'n', type: 'NavigationButton', settings: { contextVariable: 'contact' } }, { registry, context: { contact } });
    const button = widgetElement(container, 'n').querySelector('button')!;
    expect(button.textContent).toBe('Route planen');
    expect(button.querySelector('img')).not.toBeNull();
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith('https://www.google.com/maps/dir/?api=1&destination=Hauptstra%C3%9Fe%205%2C%2010115%20Berlin', '_blank', 'noopener,noreferrer');
  });

  it('reads dotted paths, is disabled without an address, opens nothing in edit mode and needs a context variable', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [
        { id: 'a', type: 'NavigationButton', settings: { contextVariable: 'order.shipTo', text: 'Hinfahren', showIcon: false } },
        { id: 'b', type: 'NavigationButton', settings: { contextVariable: 'missing' } },
        { id: 'c', type: 'NavigationButton' },
      ] } },
      { registry, context: { order: { shipTo: 'Marktplatz 1, Bonn' } }, extensions: { mode: 'edit' }, language: 'es_es' },
    );
    const a = widgetElement(container, 'a').querySelector('button')!;
    expect([a.textContent, a.querySelector('img'), a.title]).toEqual(['Hinfahren', null, 'Abre la ruta a Marktplatz 1, Bonn en Google Maps (ventana nueva)']);
    fireEvent.click(a);
    expect(open).not.toHaveBeenCalled();
    const b = widgetElement(container, 'b').querySelector('button')!;
    expect([b.disabled, b.title]).toEqual([true, 'No hay dirección']);
    expect(widgetElement(container, 'c').textContent).toBe('¡Configure el widget, por favor!');
  });

  it('reads coordinates and partial addresses', () => {
    expect(mapsDestination({ lat: 50.7, lng: 7.1 })).toBe('50.7,7.1');
    expect(mapsDestination({ city: 'Köln', zip: 50667 })).toBe('50667 Köln');
    expect(mapsDestination([1, 2])).toBe('');
  });
});
