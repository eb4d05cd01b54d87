/**
 * Copying an instance in place ("copy the template for editing", or detaching before deleting a compound):
 * the instance becomes a copy of the compound's tree with fresh ids that no longer syncs; the compound's
 * inner connections join the page's, and page connections on the instance's root sockets are rewired to the
 * inner sockets they stood for (those naming no root socket are dropped).
 */
import { mapNodes } from '../../model/document/tree';
import { CONTEXT_WIDGET_ID, type CompoundWidgetDocument, type SocketConnection, type SocketEnd, type WidgetNode } from '../../model/document/types';

export interface DetachedInstance {
  widget: WidgetNode;
  /** The page's connections afterwards. */
  pageConnections: SocketConnection[];
}

export function detachInstance(
  compound: Pick<CompoundWidgetDocument, 'widget' | 'socketConnections' | 'rootSockets'>,
  instanceId: string,
  pageConnections: readonly SocketConnection[],
  newId: () => string,
): DetachedInstance {
  const ids = new Map<string, string>();
  const widget = mapNodes(compound.widget, (node) => {
    const id = newId();
    ids.set(node.id, id);
    return { ...node, id };
  });
  const mapped = (end: SocketEnd): SocketEnd | null =>
    end.widgetId === CONTEXT_WIDGET_ID ? end : ids.has(end.widgetId) ? { widgetId: ids.get(end.widgetId)!, socket: end.socket } : null;
  const rootSockets = compound.rootSockets ?? [];
  const through = (direction: 'input' | 'output', socket: string) => {
    const root = rootSockets.find((s) => s.direction === direction && s.name === socket);
    return root ? mapped(root.target) : null;
  };
  const result: SocketConnection[] = [];
  for (const c of pageConnections) {
    if (c.to.widgetId !== instanceId && c.from.widgetId !== instanceId) {
      result.push(c);
      continue;
    }
    const to = c.to.widgetId === instanceId ? through('input', c.to.socket) : c.to;
    const from = c.from.widgetId === instanceId ? through('output', c.from.socket) : c.from;
    if (to && from) result.push({ ...c, from, to });
  }
  for (const c of compound.socketConnections ?? []) {
    const from = mapped(c.from);
    const to = mapped(c.to);
    if (from && to) result.push({ id: newId(), from, to });
  }
  return { widget, pageConnections: result };
}
