/**
 * What the sockets panel shows, worked out from the page and the registry (pure, unit-tested): the selected
 * widget's declared sockets, its connections in both directions with dangling ones flagged, the sockets of
 * the page's other widgets it may connect to, and the type rule.
 */
import { CONTEXT_WIDGET_ID, type ContentEntry, type SocketConnection, type SocketDeclaration, type SocketType, type WidgetNode } from '../../../runtime/document/types';
import type { WidgetRegistry } from '../../../runtime/registry/registry';

export type Direction = 'input' | 'output';

/** 'any' (and a context variable, which holds anything) fits every type; otherwise types must be equal. */
export function socketTypesFit(from: SocketType | undefined, to: SocketType | undefined): boolean {
  return !from || !to || from === 'any' || to === 'any' || from === to;
}

export type DanglingReason = 'missing-widget' | 'missing-socket';

export interface ConnectionView {
  connection: SocketConnection;
  /** The end that is not the selected widget ('$context' or another widget). */
  peer: { widgetId: string; socket: string };
  /** The selected widget's own socket. */
  own: string;
  direction: Direction;
  dangling: DanglingReason | null;
}

export interface PeerSocket {
  widgetId: string;
  widgetType: string;
  socket: SocketDeclaration;
}

/** Every widget of a page, in tree order. */
export function pageWidgets(root: WidgetNode): WidgetNode[] {
  const result: WidgetNode[] = [];
  const stack: WidgetNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    result.push(node);
    const children = Object.values(node.slots ?? {}).flat();
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return result;
}

/** Why a connection end points nowhere, or null when it exists (unknown widget types cannot be judged). */
export function danglingEnd(end: { widgetId: string; socket: string }, direction: Direction, nodes: Map<string, WidgetNode>, registry: WidgetRegistry): DanglingReason | null {
  if (end.widgetId === CONTEXT_WIDGET_ID) return null;
  const node = nodes.get(end.widgetId);
  if (!node) return 'missing-widget';
  if (!registry.has(node.type)) return null;
  return registry.socket(node.type, direction, end.socket) ? null : 'missing-socket';
}

/** The selected widget's connections: incoming (to its inputs) and outgoing (from its outputs). */
export function connectionsOf(widgetId: string, entry: ContentEntry, registry: WidgetRegistry): ConnectionView[] {
  const nodes = new Map(pageWidgets(entry.widget).map((node) => [node.id, node]));
  const views: ConnectionView[] = [];
  for (const connection of entry.socketConnections ?? []) {
    if (connection.to.widgetId === widgetId) {
      const dangling = danglingEnd(connection.to, 'input', nodes, registry) ?? danglingEnd(connection.from, 'output', nodes, registry);
      views.push({ connection, peer: connection.from, own: connection.to.socket, direction: 'input', dangling });
    }
    if (connection.from.widgetId === widgetId) {
      const dangling = danglingEnd(connection.from, 'output', nodes, registry) ?? danglingEnd(connection.to, 'input', nodes, registry);
      views.push({ connection, peer: connection.to, own: connection.from.socket, direction: 'output', dangling });
    }
  }
  return views;
}

/** Connections of the page with an end that no longer exists (for the page overview). */
export function danglingConnections(entry: ContentEntry, registry: WidgetRegistry): { connection: SocketConnection; reason: DanglingReason }[] {
  const nodes = new Map(pageWidgets(entry.widget).map((node) => [node.id, node]));
  return (entry.socketConnections ?? []).flatMap((connection) => {
    const reason = danglingEnd(connection.from, 'output', nodes, registry) ?? danglingEnd(connection.to, 'input', nodes, registry);
    return reason ? [{ connection, reason }] : [];
  });
}

/**
 * The sockets of the page's other widgets on the far side of a connection: outputs feeding an input of the
 * selected widget, or inputs fed by one of its outputs.
 */
export function peerSockets(widgetId: string, ownDirection: Direction, entry: ContentEntry, registry: WidgetRegistry): PeerSocket[] {
  const peerDirection: Direction = ownDirection === 'input' ? 'output' : 'input';
  return pageWidgets(entry.widget).flatMap((node) => {
    if (node.id === widgetId) return [];
    const definition = registry.get(node.type);
    const sockets = (peerDirection === 'input' ? definition?.inputs : definition?.outputs) ?? [];
    return sockets.map((socket) => ({ widgetId: node.id, widgetType: node.type, socket }));
  });
}
