import { describe, expect, it } from 'vitest';
import type { CompoundWidgetDocument, ContentEntry } from '../../../model/document/types';
import { defineWidget } from '../../../runtime/registry/defineWidget';
import { WidgetRegistry } from '../../../runtime/registry/registry';
import { createSocketCatalogue } from './socketCatalogue';
import { connectionsOf, danglingConnections, pageLookup, pageWidgets, peerSockets, socketTypesFit } from './socketModel';

const Nothing = () => null;
const registry = new WidgetRegistry([
  defineWidget({ type: 'Box', group: 'test', categories: ['CONTAINER'], schema: {}, slots: ['children'], component: Nothing }),
  defineWidget({ type: 'Input', group: 'test', categories: [], schema: {}, outputs: [{ name: 'value', type: 'string' }, { name: 'count', type: 'number' }], component: Nothing }),
  defineWidget({ type: 'Label', group: 'test', categories: [], schema: {}, inputs: [{ name: 'text', type: 'string' }], component: Nothing }),
  defineWidget({ type: 'CompoundWidget', group: 'test', categories: [], schema: {}, dynamicSockets: true, component: Nothing }),
]);

// The compound of instance 'card': a label whose text is the public input 'title', an input whose value is the output 'typed'.
const card: CompoundWidgetDocument = {
  id: 'card',
  name: 'Karte',
  widget: { id: 'box', type: 'Box', slots: { children: [{ id: 'l', type: 'Label' }, { id: 'i', type: 'Input' }] } },
  rootSockets: [
    { name: 'title', direction: 'input', target: { widgetId: 'l', socket: 'text' } },
    { name: 'typed', direction: 'output', target: { widgetId: 'i', socket: 'value' } },
  ],
};
const loaded = createSocketCatalogue(registry, (id) => (id === 'card' ? card : undefined));
const loading = createSocketCatalogue(registry, () => undefined);

const entry: ContentEntry = {
  path: '',
  widget: {
    id: 'root',
    type: 'Box',
    slots: { children: [{ id: 'in', type: 'Input' }, { id: 'label', type: 'Label' }, { id: 'alien', type: 'Unknown' }, { id: 'inst', type: 'CompoundWidget', settings: { compoundId: 'card' } }] },
  },
  socketConnections: [
    { id: 'c1', from: { widgetId: 'in', socket: 'value' }, to: { widgetId: 'label', socket: 'text' } },
    { id: 'c2', from: { widgetId: '$context', socket: 'greeting' }, to: { widgetId: 'label', socket: 'text' } },
    { id: 'c3', from: { widgetId: 'gone', socket: 'value' }, to: { widgetId: 'label', socket: 'text' } },
    { id: 'c4', from: { widgetId: 'in', socket: 'removedSocket' }, to: { widgetId: '$context', socket: 'x' } },
    { id: 'c5', from: { widgetId: 'alien', socket: 'whatever' }, to: { widgetId: 'label', socket: 'text' } },
    { id: 'c6', from: { widgetId: 'in', socket: 'value' }, to: { widgetId: 'inst', socket: 'title' } },
    { id: 'c7', from: { widgetId: 'inst', socket: 'gone' }, to: { widgetId: 'label', socket: 'text' } },
  ],
};

describe('socket model', () => {
  it('lists the page widgets in tree order', () => {
    expect(pageWidgets(entry.widget).map((node) => node.id)).toEqual(['root', 'in', 'label', 'alien', 'inst']);
  });

  it('fits types: equal, or any on one side', () => {
    expect(socketTypesFit('string', 'string')).toBe(true);
    expect(socketTypesFit('any', 'number')).toBe(true);
    expect(socketTypesFit('string', undefined)).toBe(true);
    expect(socketTypesFit('string', 'number')).toBe(false);
  });

  it("gives a widget's incoming and outgoing connections and flags dangling ones", () => {
    const label = connectionsOf('label', entry.socketConnections, pageLookup(entry), loaded);
    expect(label.map((view) => [view.connection.id, view.direction, view.dangling])).toEqual([
      ['c1', 'input', null],
      ['c2', 'input', null],
      ['c3', 'input', 'missing-widget'],
      ['c5', 'input', null], // an unknown type's sockets cannot be judged
      ['c7', 'input', 'missing-socket'], // the compound has no output 'gone'
    ]);
    const input = connectionsOf('in', entry.socketConnections, pageLookup(entry), loaded);
    expect(input.map((view) => [view.connection.id, view.direction, view.peer.widgetId, view.dangling])).toEqual([
      ['c1', 'output', 'label', null],
      ['c4', 'output', '$context', 'missing-socket'],
      ['c6', 'output', 'inst', null],
    ]);
  });

  it('lists the dangling connections of a page', () => {
    expect(danglingConnections(entry, loaded)).toEqual([
      { connection: entry.socketConnections![2], reason: 'missing-widget' },
      { connection: entry.socketConnections![3], reason: 'missing-socket' },
      { connection: entry.socketConnections![6], reason: 'missing-socket' },
    ]);
    // While the compound is not loaded its root sockets cannot be judged.
    expect(danglingConnections(entry, loading).map((d) => d.connection.id)).toEqual(['c3', 'c4']);
  });

  it("offers the other widgets' outputs for an input and their inputs for an output", () => {
    expect(peerSockets('label', 'input', entry, loaded).map((peer) => `${peer.widgetId}.${peer.socket.name}`)).toEqual(['in.value', 'in.count', 'inst.typed']);
    expect(peerSockets('in', 'output', entry, loaded).map((peer) => `${peer.widgetId}.${peer.socket.name}`)).toEqual(['label.text', 'inst.title']);
    expect(peerSockets('in', 'output', entry, loading).map((peer) => `${peer.widgetId}.${peer.socket.name}`)).toEqual(['label.text']);
  });

  it("gives a compound instance's root sockets with the types of the inner sockets they forward", () => {
    expect(peerSockets('inst', 'input', entry, loaded).map((peer) => `${peer.widgetId}.${peer.socket.name}:${peer.socket.type}`)).toEqual(['in.value:string', 'in.count:number']);
    const instance = pageWidgets(entry.widget).find((node) => node.id === 'inst')!;
    expect(loaded.socketsOf(instance)).toEqual({ inputs: [{ name: 'title', type: 'string' }], outputs: [{ name: 'typed', type: 'string' }] });
    expect(loaded.compoundOf(instance)?.name).toBe('Karte');
    expect(loading.socketsOf(instance)).toBeUndefined();
  });
});
