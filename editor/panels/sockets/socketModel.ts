/**
 * What the sockets panel shows, worked out from the page and the socket catalogue (pure, unit-tested): the
 * selected widget's connections in both directions with dangling ones flagged, and the sockets of the page's
 * other widgets it may connect to (compound instances with their root sockets). The type rule is the store's.
 */
import { CONTEXT_WIDGET_ID, type ContentEntry, type SocketConnection, type SocketDeclaration, type WidgetNode } from '../../../model/document/types';
import type { SocketCatalogue } from './socketCatalogue';

import { needsField, socketTypesFit } from '../../model/rules/socketRule';

export { socketTypesFit };

export type Direction = 'input' | 'output';

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

/**
 * Why a connection end points nowhere, or null when it exists. Sockets that cannot be known (unknown widget
 * types, a compound not loaded yet) cannot be judged.
 */
export function danglingEnd(end: { widgetId: string; socket: string }, direction: Direction, nodeOf: NodeLookup, catalogue: SocketCatalogue): DanglingReason | null {
  if (end.widgetId === CONTEXT_WIDGET_ID) return null;
  const node = nodeOf(end.widgetId);
  if (!node) return 'missing-widget';
  const sockets = catalogue.socketsOf(node);
  if (!sockets) return null;
  return (direction === 'input' ? sockets.inputs : sockets.outputs).some((socket) => socket.name === end.socket) ? null : 'missing-socket';
}

/** A page's widget by id (the editor's index, or a map of the page). */
export type NodeLookup = (id: string) => WidgetNode | undefined;

/** A lookup of the page's widgets by id, built by walking the page once. */
export function pageLookup(entry: ContentEntry): NodeLookup {
  const nodes = new Map(pageWidgets(entry.widget).map((node) => [node.id, node]));
  return (id) => nodes.get(id);
}

/**
 * The selected widget's connections: incoming (to its inputs) and outgoing (from its outputs). Only the page's
 * connections and a lookup of their ends are needed, so a panel need not walk (or follow) the whole page.
 */
export function connectionsOf(widgetId: string, connections: readonly SocketConnection[] | undefined, nodeOf: NodeLookup, catalogue: SocketCatalogue): ConnectionView[] {
  const views: ConnectionView[] = [];
  for (const connection of connections ?? []) {
    if (connection.to.widgetId === widgetId) {
      const dangling = danglingEnd(connection.to, 'input', nodeOf, catalogue) ?? danglingEnd(connection.from, 'output', nodeOf, catalogue);
      views.push({ connection, peer: connection.from, own: connection.to.socket, direction: 'input', dangling });
    }
    if (connection.from.widgetId === widgetId) {
      const dangling = danglingEnd(connection.from, 'output', nodeOf, catalogue) ?? danglingEnd(connection.to, 'input', nodeOf, catalogue);
      views.push({ connection, peer: connection.to, own: connection.from.socket, direction: 'output', dangling });
    }
  }
  return views;
}

/** The widgets at the other ends of `widgetId`'s connections (context variables left out). */
export function peerIds(widgetId: string, connections: readonly SocketConnection[] | undefined): string[] {
  const ids: string[] = [];
  for (const { from, to } of connections ?? []) {
    if (to.widgetId === widgetId && from.widgetId !== CONTEXT_WIDGET_ID) ids.push(from.widgetId);
    if (from.widgetId === widgetId && to.widgetId !== CONTEXT_WIDGET_ID) ids.push(to.widgetId);
  }
  return ids;
}

/** Connections of the page with an end that no longer exists (for the page overview). */
export function danglingConnections(entry: ContentEntry, catalogue: SocketCatalogue): { connection: SocketConnection; reason: DanglingReason }[] {
  const nodeOf = pageLookup(entry);
  return (entry.socketConnections ?? []).flatMap((connection) => {
    const reason = danglingEnd(connection.from, 'output', nodeOf, catalogue) ?? danglingEnd(connection.to, 'input', nodeOf, catalogue);
    return reason ? [{ connection, reason }] : [];
  });
}

/**
 * The sockets of the page's other widgets on the far side of a connection: outputs feeding an input of the
 * selected widget, or inputs fed by one of its outputs.
 */
export function peerSockets(widgetId: string, ownDirection: Direction, entry: ContentEntry, catalogue: SocketCatalogue): PeerSocket[] {
  const peerDirection: Direction = ownDirection === 'input' ? 'output' : 'input';
  return pageWidgets(entry.widget).flatMap((node) => {
    if (node.id === widgetId) return [];
    const known = catalogue.socketsOf(node);
    const sockets = (peerDirection === 'input' ? known?.inputs : known?.outputs) ?? [];
    return sockets.map((socket) => ({ widgetId: node.id, widgetType: node.type, socket }));
  });
}

/** A socket on the far side that fits the selected one: directly, or through a field of an object value. */
export interface FittingPeer extends PeerSocket {
  viaField: boolean;
}

/**
 * The far-side sockets a connection to `own` can carry values over: types that fit, plus scalar inputs fed by
 * an object output (or the reverse), which take one of the object's fields. Nothing else is offered, so a
 * builder never picks a pair only to be told afterwards that the types do not fit.
 */
export function fittingPeers(widgetId: string, ownDirection: Direction, own: SocketDeclaration, entry: ContentEntry, catalogue: SocketCatalogue): FittingPeer[] {
  return peerSockets(widgetId, ownDirection, entry, catalogue).flatMap((peer): FittingPeer[] => {
    const [from, to] = ownDirection === 'input' ? [peer.socket.type, own.type] : [own.type, peer.socket.type];
    if (socketTypesFit(from, to)) return [{ ...peer, viaField: false }];
    return needsField(from, to) ? [{ ...peer, viaField: true }] : [];
  });
}

/** Fields offered for a connection through a field: what the object output declares, else its id. */
export function fieldSuggestions(objectSocket: SocketDeclaration | undefined): readonly string[] {
  return objectSocket?.fields?.length ? objectSocket.fields : ['id'];
}

