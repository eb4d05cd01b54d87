/**
 * Turning copied widgets into new ones for paste and duplicate: every node gets a fresh id, connections
 * between copied widgets are rewritten to the copies, connections to the page context are kept, and
 * connections to widgets outside the copy are kept only where `keepExternal` says that widget is reachable
 * (same application and page), otherwise dropped.
 */
import type { SocketConnection, SocketEnd, WidgetNode } from '../../../model/document/types';
import { CONTEXT_WIDGET_ID } from '../../../model/document/types';
import type { ClipboardPayload } from './payload';

export interface InstantiateOptions {
  newId(): string;
  /** May a connection to this widget outside the copy be kept? */
  keepExternal(widgetId: string): boolean;
}

export interface Instantiated {
  nodes: WidgetNode[];
  connections: SocketConnection[];
}

export function instantiate(payload: Pick<ClipboardPayload, 'nodes' | 'connections'>, options: InstantiateOptions): Instantiated {
  const ids = new Map<string, string>();
  const nodes = payload.nodes.map((node) => copyWithFreshIds(node, ids, options.newId));
  const connections: SocketConnection[] = [];
  for (const connection of payload.connections) {
    const from = rewriteEnd(connection.from, ids, options);
    const to = rewriteEnd(connection.to, ids, options);
    const touchesCopy = ids.has(connection.from.widgetId) || ids.has(connection.to.widgetId);
    if (from && to && touchesCopy) connections.push({ ...connection, id: options.newId(), from, to });
  }
  return { nodes, connections };
}

function copyWithFreshIds(node: WidgetNode, ids: Map<string, string>, newId: () => string): WidgetNode {
  const id = newId();
  ids.set(node.id, id);
  const { slots, ...rest } = node;
  const copy: WidgetNode = { ...structuredClone(rest), id };
  if (slots) {
    copy.slots = Object.fromEntries(
      Object.entries(slots).map(([slot, children]) => [slot, children.map((child) => copyWithFreshIds(child, ids, newId))]),
    );
  }
  return copy;
}

function rewriteEnd(end: SocketEnd, ids: Map<string, string>, options: InstantiateOptions): SocketEnd | null {
  if (end.widgetId === CONTEXT_WIDGET_ID) return { ...end };
  const copied = ids.get(end.widgetId);
  if (copied) return { ...end, widgetId: copied };
  return options.keepExternal(end.widgetId) ? { ...end } : null;
}
