import type { WidgetRegistry } from '../registry/registry';
import type { SocketDirectory } from '../sockets/engine';
import type { NodeSource } from './nodeSource';

/** Which widgets and sockets exist on a rendered page: the nodes of the source, the sockets of their types. */
export function createSocketDirectory(source: NodeSource, registry: WidgetRegistry): SocketDirectory {
  return {
    hasWidget: (widgetId) => source.getNode(widgetId) !== undefined,
    hasSocket(widgetId, direction, socket) {
      const node = source.getNode(widgetId);
      if (!node) return false;
      return registry.get(node.type)?.dynamicSockets === true || registry.socket(node.type, direction, socket) !== undefined;
    },
  };
}
