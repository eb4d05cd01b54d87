// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetNode } from '../../model/document/types';
import { defineWidget, type WidgetProps } from '../registry/defineWidget';
import { WidgetRegistry } from '../registry/registry';
import { useEmit, useSocketInput } from '../sockets/hooks';
import { renderTree, widgetElement } from '../testing/renderTree';
import { render } from '@testing-library/react';
import { createSocketEngine } from '../sockets/engine';
import { createStaticNodeSource } from './nodeSource';
import { Render } from './Render';
import type { WidgetDecoration } from './extensions';

afterEach(cleanup);

const renders = new Map<string, number>();
const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);

const Probe = defineWidget<{ label: string; count?: number }>({
  type: 'Probe',
  group: 'test',
  categories: ['CMS'],
  schema: { type: 'object', properties: { label: { type: 'string', default: 'probe' }, count: { type: 'integer', minimum: 0 } } },
  inputs: [{ name: 'text', type: 'string' }],
  outputs: [{ name: 'ping', type: 'event' }],
  component: function ProbeWidget({ id, settings }: WidgetProps<{ label: string }>) {
    count(id);
    const text = useSocketInput<string>(id, 'text');
    const emit = useEmit(id);
    return <button onClick={() => emit('ping', id)}>{text ?? settings.label}</button>;
  },
});

const Box = defineWidget({
  type: 'Box',
  group: 'test',
  categories: ['CMS', 'CONTAINER'],
  schema: { type: 'object', properties: {} },
  slots: ['children'],
  component: function BoxWidget({ id, renderSlot }: WidgetProps) {
    count(id);
    return <section>{renderSlot('children')}</section>;
  },
});

const Thrower = defineWidget({
  type: 'Thrower',
  group: 'test',
  categories: ['CMS'],
  schema: { type: 'object', properties: {} },
  component: function ThrowerWidget(): never {
    throw new Error('kaputt');
  },
});

const registry = new WidgetRegistry([Probe, Box, Thrower]);

const probe = (id: string, settings: Record<string, unknown> = {}): WidgetNode => ({ id, type: 'Probe', settings });
const box = (id: string, children: WidgetNode[]): WidgetNode => ({ id, type: 'Box', settings: {}, slots: { children } });

describe('<Render>', () => {
  it('puts every widget in an element with data-widget-id and data-widget-type and applies defaults', () => {
    const { container } = renderTree(box('root', [probe('a', { label: 'Hallo' }), probe('b')]), { registry });
    expect(widgetElement(container, 'root').dataset.widgetType).toBe('Box');
    expect(widgetElement(container, 'a').textContent).toBe('Hallo');
    expect(widgetElement(container, 'b').textContent).toBe('probe'); // schema default
  });

  it('shows a placeholder for an unknown type and renders the rest of the page', () => {
    const { container } = renderTree(box('root', [probe('a'), { id: 'x', type: 'Mystery', settings: { keep: 1 } }, probe('b')]), { registry });
    expect(within(widgetElement(container, 'x')).getByTestId('unknown-widget').textContent).toContain('Mystery');
    expect(widgetElement(container, 'x').dataset.widgetType).toBe('Mystery');
    expect(widgetElement(container, 'b').textContent).toBe('probe');
  });

  it('isolates a widget that throws: error box in its place, the page keeps working, the error is reported with the widget type', () => {
    const onError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderTree(box('root', [probe('a'), { id: 't', type: 'Thrower' }, probe('b')]), { registry, onError });
    consoleError.mockRestore();
    expect(within(widgetElement(container, 't')).getByRole('alert').textContent).toContain('kaputt');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'kaputt' }), { widgetType: 'Thrower' });
    act(() => widgetElement(container, 'b').querySelector('button')!.click()); // still interactive
    expect(widgetElement(container, 'a').textContent).toBe('probe');
  });

  it('shows the configure notice only in the widget whose settings do not validate', () => {
    const { container } = renderTree(box('root', [probe('bad', { count: -3 }), probe('good')]), { registry });
    expect(widgetElement(container, 'bad').textContent).toBe('Bitte konfigurieren Sie das Widget!');
    expect(widgetElement(container, 'good').textContent).toBe('probe');
  });

  it('translates the notices into the chosen language', () => {
    const { container } = renderTree(probe('bad', { count: -1 }), { registry, language: 'en_us' });
    expect(widgetElement(container, 'bad').textContent).toBe('Please configure the widget!');
  });

  it('re-renders only the widget whose node changed', () => {
    renders.clear();
    const a = probe('a');
    const b = probe('b');
    const inner = box('inner', [a, b]);
    const root = box('root', [inner, probe('c')]);
    const { source, container } = renderTree(root, { registry });
    expect(Object.fromEntries(renders)).toEqual({ root: 1, inner: 1, a: 1, b: 1, c: 1 });
    // an immer-style update: new objects along the path, unchanged siblings shared
    const nextInner = { ...inner, slots: { children: [{ ...a, settings: { label: 'geändert' } }, b] } };
    act(() => source.update({ ...root, slots: { children: [nextInner, root.slots!.children[1]] } }));
    expect(widgetElement(container, 'a').textContent).toBe('geändert');
    expect(Object.fromEntries(renders)).toEqual({ root: 1, inner: 1, a: 2, b: 1, c: 1 });
  });

  it('re-renders a container whose settings changed without re-rendering its children', () => {
    renders.clear();
    const a = probe('a');
    const root: WidgetNode = { id: 'root', type: 'Box', settings: {}, slots: { children: [a] } };
    const { source } = renderTree(root, { registry });
    act(() => source.update({ ...root, settings: { changed: true } }));
    expect(Object.fromEntries(renders)).toEqual({ root: 2, a: 1 });
  });

  it('re-renders the parent, not the siblings, when a child is inserted or removed', () => {
    renders.clear();
    const a = probe('a');
    const root = box('root', [a]);
    const { source, container } = renderTree(root, { registry });
    act(() => source.update({ ...root, slots: { children: [a, probe('n', { label: 'neu' })] } }));
    expect(widgetElement(container, 'n').textContent).toBe('neu');
    expect(Object.fromEntries(renders)).toEqual({ root: 2, a: 1, n: 1 });
    act(() => source.update({ ...root, slots: { children: [a] } }));
    expect(container.querySelector('[data-widget-id="n"]')).toBeNull();
    expect(source.getNode('n')).toBeUndefined();
  });

  it('re-renders only the subscribers of a socket when a value arrives', () => {
    renders.clear();
    const { engine, container } = renderTree(box('root', [probe('sender'), probe('receiver'), probe('other')]), {
      registry,
      connections: [{ id: 'c1', from: { widgetId: 'sender', socket: 'ping' }, to: { widgetId: 'receiver', socket: 'text' } }],
    });
    act(() => widgetElement(container, 'sender').querySelector('button')!.click());
    expect(widgetElement(container, 'receiver').textContent).toBe('sender');
    expect(engine.getOutput('sender', 'ping')).toBe('sender');
    expect(Object.fromEntries(renders)).toEqual({ root: 1, sender: 1, receiver: 2, other: 1 });
  });

  it('renders a static (view mode) source without node subscriptions, sockets still reaching their widgets only', () => {
    renders.clear();
    const source = createStaticNodeSource(box('root', [box('inner', [probe('a'), probe('b')]), probe('c')]));
    const engine = createSocketEngine({ connections: [{ id: 'c1', from: { widgetId: '$context', socket: 'x' }, to: { widgetId: 'b', socket: 'text' } }] });
    const { container } = render(<Render source={source} registry={registry} engine={engine} onError={() => {}} />);
    expect(container.querySelectorAll('[data-widget-id]').length).toBe(5);
    act(() => engine.setContext('x', 'neu'));
    expect(widgetElement(container, 'b').textContent).toBe('neu');
    expect(Object.fromEntries(renders)).toEqual({ root: 1, inner: 1, a: 1, b: 2, c: 1 });
  });

  it('offers edit-mode extension points: wrapping each widget and drawing empty slots', () => {
    const wrapped: string[] = [];
    renderTree(box('root', [box('empty', [])]), {
      registry,
      extensions: {
        mode: 'edit',
        wrapWidget(node, element) {
          wrapped.push(node.id);
          return <div data-testid={`wrap-${node.id}`}>{element}</div>;
        },
        renderEmptySlot: (parentId, slot) => <div data-testid="dropzone" data-parent-id={parentId} data-slot={slot} />,
      },
    });
    expect(wrapped.sort()).toEqual(['empty', 'root']);
    expect(screen.getByTestId('wrap-empty').querySelector('[data-widget-id="empty"]')).not.toBeNull();
    const zone = screen.getByTestId('dropzone');
    expect([zone.dataset.parentId, zone.dataset.slot]).toEqual(['empty', 'children']);
  });

  it("applies the edit-mode decoration to each widget's own element: its attributes change without the widget rendering again", () => {
    renders.clear();
    const marked = new Set<string>();
    const listeners = new Map<string, () => void>();
    const rendered: string[] = [];
    let released = false;
    const decoration: WidgetDecoration = {
      subscribe: (id, listener) => {
        listeners.set(id, listener);
        return () => listeners.delete(id);
      },
      attributes: (node) => ({ 'data-marked': marked.has(node.id) ? 'true' : undefined, tabIndex: -1 }),
      waitsAtMount: (id) => id === 'late',
      waiting: (_id, content) => (released ? content : <i data-testid="waiting" />),
      rendered: (node) => rendered.push(node.id),
    };
    const { container } = renderTree(box('root', [probe('a'), probe('late')]), { registry, extensions: { mode: 'edit', decoration } });
    expect(widgetElement(container, 'a').getAttribute('tabindex')).toBe('-1');
    expect(widgetElement(container, 'a').dataset.widgetType).toBe('Probe');
    expect(within(widgetElement(container, 'late')).getByTestId('waiting')).toBeTruthy();
    expect(rendered.sort()).toEqual(['a', 'late', 'root']);
    marked.add('a');
    act(() => listeners.get('a')!());
    expect(widgetElement(container, 'a').dataset.marked).toBe('true');
    expect(renders.get('a')).toBe(1); // the widget itself did not render again
    expect(rendered.filter((id) => id === 'a')).toHaveLength(2);
    released = true;
    act(() => listeners.get('late')!());
    expect(within(widgetElement(container, 'late')).getByRole('button').textContent).toBe('probe');
    expect(listeners.size).toBe(3);
    cleanup();
    expect(listeners.size).toBe(0); // unsubscribed when the views go
  });

  it('draws the slot-end extension after the children of a filled slot, not in an empty one', () => {
    const { container } = renderTree(box('root', [probe('a'), box('empty', [])]), {
      registry,
      extensions: { mode: 'edit', renderSlotEnd: (parentId, slot) => <i data-testid="end" data-parent-id={parentId} data-slot={slot} /> },
    });
    const ends = screen.getAllByTestId('end');
    expect(ends.map((end) => end.dataset.parentId)).toEqual(['root']);
    const section = widgetElement(container, 'root').querySelector('section')!;
    expect(section.lastElementChild).toBe(ends[0]);
  });

  it('lets a failed widget try again after its node was edited', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root: WidgetNode = { id: 'w', type: 'Thrower' };
    const { source, container } = renderTree(root, { registry });
    expect(within(widgetElement(container, 'w')).getByRole('alert')).toBeTruthy();
    act(() => source.update({ id: 'w', type: 'Probe', settings: { label: 'repariert' } }));
    consoleError.mockRestore();
    expect(widgetElement(container, 'w').textContent).toBe('repariert');
  });
});
