/**
 * Instance expansion: the compound's tree and inner connections with every id made per-instance
 * (ids.ts), plus the bridge connections that carry the instance's root sockets into and out of the tree.
 * Pure data; the CompoundWidget component renders an instance with its own socket engine.
 */
import { CONTEXT_WIDGET_ID, type CompoundWidgetDocument, type RootSocket, type SocketConnection, type SocketEnd, type WidgetNode } from '../../model/document/types';
import { mapNodes } from '../../model/document/tree';
import { instanceScopedId, ROOT_SOCKET_WIDGET_ID } from '../../model/compound/ids';

export interface ExpandedInstance {
  widget: WidgetNode;
  /** Inner connections (ids scoped) followed by the root-socket bridges. */
  socketConnections: SocketConnection[];
}

function scopedEnd(instanceId: string, end: SocketEnd): SocketEnd {
  return end.widgetId === CONTEXT_WIDGET_ID ? end : { widgetId: instanceScopedId(instanceId, end.widgetId), socket: end.socket };
}

/**
 * Bridges of the root sockets: an input root socket is a connection from `$root.<name>` to its inner target,
 * an output root socket one from its inner source to `$root.<name>`. Emitting `$root.<name>` in the inner
 * engine feeds an input; subscribing to the input `$root.<name>` receives an output.
 */
export function rootSocketBridges(instanceId: string, rootSockets: readonly RootSocket[]): SocketConnection[] {
  return rootSockets.map((socket) => {
    const root = { widgetId: ROOT_SOCKET_WIDGET_ID, socket: socket.name };
    const inner = scopedEnd(instanceId, socket.target);
    return socket.direction === 'input'
      ? { id: `${ROOT_SOCKET_WIDGET_ID}:in:${socket.name}`, from: root, to: inner }
      : { id: `${ROOT_SOCKET_WIDGET_ID}:out:${socket.name}`, from: inner, to: root };
  });
}

/** The socket connections inside one instance: its inner connections (ids scoped), then the root-socket bridges. */
export function instanceConnections(compound: Pick<CompoundWidgetDocument, 'socketConnections' | 'rootSockets'>, instanceId: string): SocketConnection[] {
  const inner = (compound.socketConnections ?? []).map((connection) => ({
    id: instanceScopedId(instanceId, connection.id),
    from: scopedEnd(instanceId, connection.from),
    to: scopedEnd(instanceId, connection.to),
    ...(connection.field === undefined ? {} : { field: connection.field }),
  }));
  return [...inner, ...rootSocketBridges(instanceId, compound.rootSockets ?? [])];
}

/**
 * The whole instance as data (a copy of the tree with scoped ids). The CompoundWidget itself does not copy
 * the tree: it reads the shared template through a source that scopes ids on read (instanceSource.ts).
 */
export function expandInstance(compound: Pick<CompoundWidgetDocument, 'widget' | 'socketConnections' | 'rootSockets'>, instanceId: string): ExpandedInstance {
  const widget = mapNodes(compound.widget, (node) => ({ ...node, id: instanceScopedId(instanceId, node.id) }));
  return { widget, socketConnections: instanceConnections(compound, instanceId) };
}
