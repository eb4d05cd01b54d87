/**
 * The socket engine inside one compound instance: the compound's own connections (ids scoped per instance)
 * plus bridges to the page's engine. A value the page delivers to an instance's input root socket enters the
 * inner engine as `$root.<name>`; a value reaching the inner `$root.<name>` input leaves as the instance's
 * output on the page. Inner connections never reach the page: only root sockets cross the border.
 */
import type { WidgetRegistry } from '../../registry/registry';
import type { NodeSource } from '../../render/nodeSource';
import { createSocketDirectory } from '../../render/socketDirectory';
import { createSocketEngine, type SocketEngine } from '../../sockets/engine';
import type { RootSocket } from '../../document/types';
import { ROOT_SOCKET_WIDGET_ID } from '../../compound/ids';
import type { ExpandedInstance } from '../../compound/expand';

export interface InstanceEngine {
  engine: SocketEngine;
  /** Starts forwarding between page and instance; returns the stop function. */
  connect(): () => void;
}

export function createInstanceEngine(
  instanceId: string,
  expanded: ExpandedInstance,
  rootSockets: readonly RootSocket[],
  source: NodeSource,
  registry: WidgetRegistry,
  page: SocketEngine,
): InstanceEngine {
  const inner = createSocketDirectory(source, registry);
  const engine = createSocketEngine({
    connections: expanded.socketConnections,
    directory: {
      hasWidget: (id) => id === ROOT_SOCKET_WIDGET_ID || inner.hasWidget(id),
      hasSocket: (id, direction, socket) => id === ROOT_SOCKET_WIDGET_ID || inner.hasSocket(id, direction, socket),
    },
    onError: (error) => console.error(error),
  });
  const inputs = rootSockets.filter((s) => s.direction === 'input');
  const outputs = rootSockets.filter((s) => s.direction === 'output');
  // Values the page already delivered reach the inner widgets before their first render.
  for (const socket of inputs) {
    const value = page.getInput(instanceId, socket.name);
    if (value !== undefined) engine.emit(ROOT_SOCKET_WIDGET_ID, socket.name, value);
  }
  return {
    engine,
    connect() {
      const stops = [
        ...inputs.map((socket) =>
          page.subscribeInput(instanceId, socket.name, () => engine.emit(ROOT_SOCKET_WIDGET_ID, socket.name, page.getInput(instanceId, socket.name))),
        ),
        ...outputs.map((socket) =>
          engine.subscribeInput(ROOT_SOCKET_WIDGET_ID, socket.name, () => page.emit(instanceId, socket.name, engine.getInput(ROOT_SOCKET_WIDGET_ID, socket.name))),
        ),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
}
