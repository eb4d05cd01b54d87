import { describe, expect, it } from 'vitest';
import type { ContentEntry } from '../../../runtime/document/types';
import { defineWidget } from '../../../runtime/registry/defineWidget';
import { WidgetRegistry } from '../../../runtime/registry/registry';
import { connectionsOf, danglingConnections, pageWidgets, peerSockets, socketTypesFit } from './socketModel';

const Nothing = () => null;
const registry = new WidgetRegistry([
  defineWidget({ type: 'Box', group: 'test', categories: ['CONTAINER'], schema: {}, slots: ['children'], component: Nothing }),
  defineWidget({ type: 'Input', group: 'test', categories: [], schema: {}, outputs: [{ name: 'value', type: 'string' }, { name: 'count', type: 'number' }], component: Nothing }),
  defineWidget({ type: 'Label', group: 'test', categories: [], schema: {}, inputs: [{ name: 'text', type: 'string' }], component: Nothing }),
]);

const entry: ContentEntry = {
  path: '',
  widget: {
    id: 'root',
    type: 'Box',
    slots: { children: [{ id: 'in', type: 'Input' }, { id: 'label', type: 'Label' }, { id: 'alien', type: 'Unknown' }] },
  },
  socketConnections: [
    { id: 'c1', from: { widgetId: 'in', socket: 'value' }, to: { widgetId: 'label', socket: 'text' } },
    { id: 'c2', from: { widgetId: '$context', socket: 'greeting' }, to: { widgetId: 'label', socket: 'text' } },
    { id: 'c3', from: { widgetId: 'gone', socket: 'value' }, to: { widgetId: 'label', socket: 'text' } },
    { id: 'c4', from: { widgetId: 'in', socket: 'removedSocket' }, to: { widgetId: '$context', socket: 'x' } },
    { id: 'c5', from: { widgetId: 'alien', socket: 'whatever' }, to: { widgetId: 'label', socket: 'text' } },
  ],
};

describe('socket model', () => {
  it('lists the page widgets in tree order', () => {
    expect(pageWidgets(entry.widget).map((node) => node.id)).toEqual(['root', 'in', 'label', 'alien']);
  });

  it('fits types: equal, or any on one side', () => {
    expect(socketTypesFit('string', 'string')).toBe(true);
    expect(socketTypesFit('any', 'number')).toBe(true);
    expect(socketTypesFit('string', undefined)).toBe(true);
    expect(socketTypesFit('string', 'number')).toBe(false);
  });

  it("gives a widget's incoming and outgoing connections and flags dangling ones", () => {
    const label = connectionsOf('label', entry, registry);
    expect(label.map((view) => [view.connection.id, view.direction, view.dangling])).toEqual([
      ['c1', 'input', null],
      ['c2', 'input', null],
      ['c3', 'input', 'missing-widget'],
      ['c5', 'input', null], // an unknown type's sockets cannot be judged
    ]);
    const input = connectionsOf('in', entry, registry);
    expect(input.map((view) => [view.connection.id, view.direction, view.peer.widgetId, view.dangling])).toEqual([
      ['c1', 'output', 'label', null],
      ['c4', 'output', '$context', 'missing-socket'],
    ]);
  });

  it('lists the dangling connections of a page', () => {
    expect(danglingConnections(entry, registry)).toEqual([
      { connection: entry.socketConnections![2], reason: 'missing-widget' },
      { connection: entry.socketConnections![3], reason: 'missing-socket' },
    ]);
  });

  it("offers the other widgets' outputs for an input and their inputs for an output", () => {
    expect(peerSockets('label', 'input', entry, registry).map((peer) => `${peer.widgetId}.${peer.socket.name}`)).toEqual(['in.value', 'in.count']);
    expect(peerSockets('in', 'output', entry, registry).map((peer) => `${peer.widgetId}.${peer.socket.name}`)).toEqual(['label.text']);
  });
});
