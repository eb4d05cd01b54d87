// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SocketConnection, WidgetNode } from '../../../model/document/types';
import { defineWidget, type WidgetProps } from '../../registry/defineWidget';
import { useContextValue, useEmit, useSocketInput } from '../../sockets/hooks';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';

afterEach(cleanup);

/** Renders its item's name and counts its renders per name, to see which copies re-render. */
const renders: string[] = [];
const ItemProbe = defineWidget({
  type: 'ItemProbe',
  group: 'test',
  categories: ['CMS'],
  schema: { type: 'object', properties: {} },
  component: function ItemProbe() {
    const item = useContextValue<{ name: string }>('item');
    renders.push(item?.name ?? '-');
    return <span>{item?.name}</span>;
  },
});
/** A button that emits its item's name on `picked`. */
const Picker = defineWidget({
  type: 'Picker',
  group: 'test',
  categories: ['CMS'],
  schema: { type: 'object', properties: {} },
  outputs: [{ name: 'picked', type: 'string' }],
  component: function Picker({ id }: WidgetProps) {
    const item = useContextValue<{ name: string }>('item');
    const emit = useEmit(id);
    return <button onClick={() => emit('picked', item?.name ?? 'outside')}>pick</button>;
  },
});
/** Shows what arrives on its `value` input. */
const Receiver = defineWidget({
  type: 'Receiver',
  group: 'test',
  categories: ['CMS'],
  schema: { type: 'object', properties: {} },
  inputs: [{ name: 'value', type: 'any' }],
  component: function Receiver({ id }: WidgetProps) {
    const value = useSocketInput<string>(id, 'value');
    return <output data-testid={`received-${id}`}>{value ?? ''}</output>;
  },
});
const registry = createBuiltinRegistry([ItemProbe, Picker, Receiver]);

const text = (id: string, value: string): WidgetNode => ({ id, type: 'Text', settings: { text: value } });
const list = (settings: Record<string, unknown>, component: WidgetNode[], emptyTemplate: WidgetNode[] = []): WidgetNode => ({
  id: 'list',
  type: 'ArrayContainerV3',
  settings,
  slots: { component, emptyTemplate },
});
const copies = (container: HTMLElement) => [...widgetElement(container, 'list').querySelectorAll<HTMLElement>('[data-array-index]')];
const box = (container: HTMLElement) => widgetElement(container, 'list').firstElementChild as HTMLElement;

const products = [{ name: 'Tee' }, { name: 'Kaffee' }, { name: 'Kakao' }];

describe('ArrayContainerV3', () => {
  it('repeats the template for every item, each copy seeing its item (default name "item"), in a wrapping row with gap 3 = 9px', () => {
    const { container } = renderTree(list({ contextProperty: 'products' }, [text('name', '{item.name}')]), { registry, context: { products } });
    expect(copies(container).map((copy) => copy.textContent)).toEqual(['Tee', 'Kaffee', 'Kakao']);
    expect([box(container).style.flexDirection, box(container).style.flexWrap, box(container).style.gap]).toEqual(['row', 'wrap', '9px']);
  });

  it('applies contextOutputProperty, maxItems, a column layout without wrap, the gap in units and as CSS', () => {
    const settings = { contextProperty: 'shop.products', contextOutputProperty: 'product', maxItems: 2, flexLayout: 'col', wrap: false, gap: 5 };
    const { container } = renderTree(list(settings, [text('name', '${product.name}')]), { registry, context: { shop: { products } } });
    expect(copies(container).map((copy) => copy.textContent)).toEqual(['Tee', 'Kaffee']);
    expect([box(container).style.flexDirection, box(container).style.flexWrap, box(container).style.gap]).toEqual(['column', 'nowrap', '15px']);
    cleanup();
    const css = renderTree(list({ contextProperty: 'products', gap: '1rem', maxItems: 0 }, [text('name', '{item.name}')]), { registry, context: { products } });
    expect(box(css.container).style.gap).toBe('1rem');
    expect(copies(css.container)).toHaveLength(3); // 0 = unlimited
  });

  it('shows the empty template when the list is empty, missing or not a list, and follows the context', () => {
    const { container, engine } = renderTree(list({ contextProperty: 'products' }, [text('name', '{item.name}')], [text('none', 'Keine Produkte')]), { registry });
    expect(widgetElement(container, 'list').textContent).toBe('Keine Produkte');
    act(() => engine.setContext('products', 'kaputt'));
    expect(widgetElement(container, 'list').textContent).toBe('Keine Produkte');
    act(() => engine.setContext('products', [{ name: 'Tee' }]));
    expect(copies(container).map((copy) => copy.textContent)).toEqual(['Tee']);
    act(() => engine.setContext('products', []));
    expect(widgetElement(container, 'list').textContent).toBe('Keine Produkte');
  });

  it('asks for a list variable and for a template when they are missing', () => {
    const noList = renderTree(list({}, [text('name', 'x')]), { registry });
    expect(widgetElement(noList.container, 'list').textContent).toBe('Bitte konfigurieren Sie das Widget!');
    cleanup();
    const noTemplate = renderTree(list({ contextProperty: 'products' }, []), { registry, context: { products } });
    expect(widgetElement(noTemplate.container, 'list').textContent).toBe('Bitte definieren Sie eine Eintrag Vorlage');
  });

  it('keeps socket values apart per copy: a connection inside the template stays inside its copy', () => {
    const connections: SocketConnection[] = [
      { id: 'c1', from: { widgetId: 'picker', socket: 'picked' }, to: { widgetId: 'receiver', socket: 'value' } },
      { id: 'c2', from: { widgetId: 'picker', socket: 'picked' }, to: { widgetId: '$context', socket: 'selected' } },
    ];
    const root: WidgetNode = {
      id: 'page',
      type: 'Container',
      slots: { children: [list({ contextProperty: 'products' }, [{ id: 'picker', type: 'Picker' }, { id: 'receiver', type: 'Receiver' }]), text('chosen', 'Gewählt: {selected}')] },
    };
    const { container, engine } = renderTree(root, { registry, connections, context: { products } });
    fireEvent.click(copies(container)[1].querySelector('button')!);
    expect(copies(container).map((copy) => copy.querySelector('output')!.textContent)).toEqual(['', 'Kaffee', '']);
    // a connection to a page context variable leaves the copy
    expect(engine.getContext('selected')).toBe('Kaffee');
    expect(widgetElement(container, 'chosen').textContent).toBe('Gewählt: Kaffee');
    fireEvent.click(copies(container)[2].querySelector('button')!);
    expect(copies(container).map((copy) => copy.querySelector('output')!.textContent)).toEqual(['', 'Kaffee', 'Kakao']);
  });

  it('delivers the item variable through connections to each copy, and page values to every copy', () => {
    const connections: SocketConnection[] = [
      { id: 'c1', from: { widgetId: '$context', socket: 'word' }, to: { widgetId: 'receiver', socket: 'value' } },
      { id: 'c2', from: { widgetId: 'outside', socket: 'picked' }, to: { widgetId: 'shown', socket: 'value' } },
    ];
    const root: WidgetNode = {
      id: 'page',
      type: 'Container',
      slots: {
        children: [
          list({ contextProperty: 'words', contextOutputProperty: 'word' }, [{ id: 'receiver', type: 'Receiver' }, { id: 'shown', type: 'Receiver' }]),
          { id: 'outside', type: 'Picker' },
        ],
      },
    };
    const { container } = renderTree(root, { registry, connections, context: { words: ['eins', 'zwei'] } });
    expect(copies(container).map((copy) => copy.querySelector('[data-testid=received-receiver]')!.textContent)).toEqual(['eins', 'zwei']);
    fireEvent.click(widgetElement(container, 'outside').querySelector('button')!);
    expect(copies(container).map((copy) => copy.querySelector('[data-testid=received-shown]')!.textContent)).toEqual(['outside', 'outside']);
  });

  it('re-renders only the copy whose item changed', () => {
    const { container, engine } = renderTree(list({ contextProperty: 'products' }, [{ id: 'probe', type: 'ItemProbe' }]), { registry, context: { products } });
    expect(renders.splice(0).sort()).toEqual(['Kaffee', 'Kakao', 'Tee']);
    const espresso = { name: 'Espresso' };
    act(() => engine.setContext('products', [products[0], espresso, products[2]]));
    expect(renders.splice(0)).toEqual(['Espresso']);
    expect(copies(container).map((copy) => copy.textContent)).toEqual(['Tee', 'Espresso', 'Kakao']);
    act(() => engine.setContext('products', [products[0], espresso])); // the last item goes: no copy re-renders
    expect(renders.splice(0)).toEqual([]);
    expect(copies(container)).toHaveLength(2);
  });

  it('shows the template once (with the first item) and the empty template in edit mode', () => {
    const { container } = renderTree(list({ contextProperty: 'products' }, [text('name', '{item.name}')], [text('none', 'Leer')]), {
      registry,
      context: { products },
      extensions: { mode: 'edit' },
    });
    const frames = [...widgetElement(container, 'list').querySelectorAll<HTMLElement>('[data-slot-frame]')];
    expect(frames.map((frame) => frame.dataset.slotFrame)).toEqual(['component', 'emptyTemplate']);
    expect(frames[0].querySelectorAll('[data-widget-id="name"]')).toHaveLength(1);
    expect(frames[0].textContent).toContain('3 Einträge in „products“');
    expect(frames[0].querySelector('[data-widget-id="name"]')!.textContent).toBe('Tee');
    expect(frames[1].textContent).toContain('Leer');
  });
});
