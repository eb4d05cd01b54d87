/**
 * Creating a compound from a selected subtree: the subtree becomes the compound's tree, connections between
 * its widgets become the compound's inner connections, and the chosen inner sockets become root sockets.
 * Connections that crossed the selection's border are rewired to the instance's root socket of the same
 * inner end, or dropped when the author did not make that end public.
 */
import type { CompoundWidgetDocument, RootSocket, SocketConnection, SocketEnd, WidgetNode } from '../../model/document/types';
import { walkNodes } from '../../model/document/tree';

export interface ExtractedCompound {
  compound: Pick<CompoundWidgetDocument, 'name' | 'widget' | 'socketConnections' | 'rootSockets'>;
  /** The page's connections afterwards (inner ones removed, border ones rewired to the instance). */
  pageConnections: SocketConnection[];
}

export function subtreeIdSet(root: WidgetNode): Set<string> {
  const ids = new Set<string>();
  walkNodes(root, (node) => {
    ids.add(node.id);
  });
  return ids;
}

const sameEnd = (a: SocketEnd, b: SocketEnd) => a.widgetId === b.widgetId && a.socket === b.socket;

/** Inner sockets a border connection uses (suggested as root sockets): inputs fed from outside, outputs read outside. */
export function borderSockets(root: WidgetNode, connections: readonly SocketConnection[]): RootSocket[] {
  const inside = subtreeIdSet(root);
  const found: RootSocket[] = [];
  const add = (direction: RootSocket['direction'], target: SocketEnd) => {
    if (found.some((s) => s.direction === direction && sameEnd(s.target, target))) return;
    const taken = new Set(found.map((s) => s.name));
    let name = target.socket;
    for (let n = 2; taken.has(name); n++) name = `${target.socket}${n}`;
    found.push({ name, direction, target: { ...target } });
  };
  for (const c of connections) {
    const fromIn = inside.has(c.from.widgetId);
    const toIn = inside.has(c.to.widgetId);
    if (toIn && !fromIn) add('input', c.to);
    if (fromIn && !toIn) add('output', c.from);
  }
  return found;
}

export function extractCompound(
  name: string,
  root: WidgetNode,
  connections: readonly SocketConnection[],
  rootSockets: readonly RootSocket[],
  instanceId: string,
): ExtractedCompound {
  const inside = subtreeIdSet(root);
  const inner: SocketConnection[] = [];
  const pageConnections: SocketConnection[] = [];
  const publicName = (direction: RootSocket['direction'], end: SocketEnd) =>
    rootSockets.find((s) => s.direction === direction && sameEnd(s.target, end))?.name;
  for (const c of connections) {
    const fromIn = inside.has(c.from.widgetId);
    const toIn = inside.has(c.to.widgetId);
    if (fromIn && toIn) inner.push(c);
    else if (!fromIn && !toIn) pageConnections.push(c);
    else if (toIn) {
      const socket = publicName('input', c.to);
      if (socket) pageConnections.push({ ...c, to: { widgetId: instanceId, socket } });
    } else {
      const socket = publicName('output', c.from);
      if (socket) pageConnections.push({ ...c, from: { widgetId: instanceId, socket } });
    }
  }
  return {
    compound: { name, widget: root, socketConnections: inner, rootSockets: rootSockets.map((s) => ({ ...s, target: { ...s.target } })) },
    pageConnections,
  };
}
