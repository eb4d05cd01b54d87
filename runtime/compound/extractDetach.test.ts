import { describe, expect, it } from 'vitest';
import { collectIds } from '../../model/document/tree';
import type { SocketConnection, WidgetNode } from '../../model/document/types';
import { detachInstance } from './detach';
import { borderSockets, extractCompound } from './extract';
import { cardCompound } from './fixtures';
import { compoundUsages } from './usages';

const subtree: WidgetNode = { id: 'box', type: 'Container', slots: { children: [{ id: 'b', type: 'Text' }, { id: 'c', type: 'Button' }] } };
const connections: SocketConnection[] = [
  { id: 'k1', from: { widgetId: 'c', socket: 'clicked' }, to: { widgetId: 'b', socket: 'text' } }, // inside
  { id: 'k2', from: { widgetId: 'd', socket: 'value' }, to: { widgetId: 'b', socket: 'text' } }, // into it
  { id: 'k3', from: { widgetId: 'c', socket: 'clicked' }, to: { widgetId: 'a', socket: 'text' } }, // out of it
  { id: 'k4', from: { widgetId: 'd', socket: 'value' }, to: { widgetId: 'a', socket: 'text' } }, // elsewhere
];

describe('create from selection', () => {
  it('suggests the sockets border connections use as root sockets', () => {
    expect(borderSockets(subtree, connections)).toEqual([
      { name: 'text', direction: 'input', target: { widgetId: 'b', socket: 'text' } },
      { name: 'clicked', direction: 'output', target: { widgetId: 'c', socket: 'clicked' } },
    ]);
  });

  it('keeps inner connections inside, rewires chosen border connections to the instance and drops the others', () => {
    const chosen = borderSockets(subtree, connections).filter((s) => s.direction === 'input');
    const { compound, pageConnections } = extractCompound('Box', subtree, connections, chosen, 'inst');
    expect(compound.socketConnections!.map((c) => c.id)).toEqual(['k1']);
    expect(pageConnections).toEqual([
      { id: 'k2', from: { widgetId: 'd', socket: 'value' }, to: { widgetId: 'inst', socket: 'text' } },
      connections[3],
    ]);
  });
});

describe('detach (copy in place)', () => {
  it('copies the tree with fresh ids and rewires root socket connections to the inner sockets', () => {
    let n = 0;
    const page: SocketConnection[] = [
      { id: 'p1', from: { widgetId: 'src', socket: 'value' }, to: { widgetId: 'inst', socket: 'title' } },
      { id: 'p2', from: { widgetId: 'inst', socket: 'typed' }, to: { widgetId: '$context', socket: 'q' } },
      { id: 'p3', from: { widgetId: 'src', socket: 'value' }, to: { widgetId: 'inst', socket: 'gone' } },
    ];
    const { widget, pageConnections } = detachInstance(cardCompound(), 'inst', page, () => `n${++n}`);
    expect(collectIds(widget)).toEqual(['n1', 'n2', 'n3', 'n4']);
    expect(pageConnections).toEqual([
      { id: 'p1', from: { widgetId: 'src', socket: 'value' }, to: { widgetId: 'n2', socket: 'text' } },
      { id: 'p2', from: { widgetId: 'n3', socket: 'value' }, to: { widgetId: '$context', socket: 'q' } },
      { id: 'n5', from: { widgetId: 'n3', socket: 'value' }, to: { widgetId: 'n4', socket: 'text' } },
    ]);
  });
});

describe('usages', () => {
  it('lists instances in applications and other compounds', () => {
    const app = { id: 'app', name: 'Shop', schemaVersion: 1, content: [{ path: 'x', widget: { id: 'r', type: 'Container', slots: { children: [{ id: 'i', type: 'CompoundWidget', settings: { compoundId: 'cmp1' } }] } } }] };
    const other = { id: 'cmp2', name: 'Other', widget: { id: 'j', type: 'CompoundWidget', settings: { compoundId: 'cmp1' } } };
    expect(compoundUsages('cmp1', [app], [other, cardCompound()])).toEqual([
      { documentId: 'app', documentName: 'Shop', kind: 'application', path: 'x', instanceId: 'i' },
      { documentId: 'cmp2', documentName: 'Other', kind: 'compound', instanceId: 'j' },
    ]);
  });
});
