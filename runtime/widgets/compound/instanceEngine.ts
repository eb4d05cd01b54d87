/**
 * The socket engine inside one compound instance: the compound's own connections (ids scoped per instance)
 * plus bridges to the page's engine. A value the page delivers to an instance's input root socket enters the
 * inner engine as `$root.<name>`; a value reaching the inner `$root.<name>` input leaves as the instance's
 * output on the page. Inner connections never reach the page: only root sockets cross the border. Each
 * instance has an engine of its own (its widgets' values and context variables stay inside it); one without
 * connections is created only when something uses it (idleEngine.ts). Its connections are fixed (a new compound version gets a new engine), so
 * inner widgets subscribe only to inputs a connection leads to, as on a published page.
 */
import type { WidgetRegistry } from '../../registry/registry';
import type { NodeSource } from '../../render/nodeSource';
import { createSocketDirectory } from '../../render/socketDirectory';
import { createSocketEngine, type SocketEngine } from '../../sockets/engine';
import type { CompoundWidgetDocument } from '../../../model/document/types';
import { ROOT_SOCKET_WIDGET_ID } from '../../../model/compound/ids';
import { instanceConnections } from '../../compound/expand';
import { createIdleInstanceEngine } from './idleEngine';

export interface InstanceEngine {
  engine: SocketEngine;
  /** Starts forwarding between page and instance and returns the stop function; null without root sockets. */
  connect: (() => () => void) | null;
}
const reportToConsole = (error: unknown) => console.error(error);

export function createInstanceEngine(
  instanceId: string,
  compound: Pick<CompoundWidgetDocument, 'socketConnections' | 'rootSockets'>,
  source: NodeSource,
  registry: WidgetRegistry,
  page: SocketEngine,
): InstanceEngine {
  const rootSockets = compound.rootSockets ?? [];
  if (rootSockets.length === 0 && (compound.socketConnections ?? []).length === 0) {
    return { engine: createIdleInstanceEngine(reportToConsole), connect: null };
  }
  const inner = createSocketDirectory(source, registry);
  const engine = createSocketEngine({
    connections: instanceConnections(compound, instanceId),
    directory: {
      hasWidget: (id) => id === ROOT_SOCKET_WIDGET_ID || inner.hasWidget(id),
      hasSocket: (id, direction, socket) => id === ROOT_SOCKET_WIDGET_ID || inner.hasSocket(id, direction, socket),
    },
    onError: reportToConsole,
    fixedConnections: true,
  });
  const inputs = rootSockets.filter((s) => s.direction === 'input');
  const outputs = rootSockets.filter((s) => s.direction === 'output');
  /** The page's value of each input root socket as last forwarded. */
  const delivered = new Map<string, unknown>();
  const forward = (name: string) => {
    const value = page.getInput(instanceId, name);
    delivered.set(name, value);
    engine.emit(ROOT_SOCKET_WIDGET_ID, name, value);
  };
  // Values the page already delivered reach the inner widgets before their first render.
  for (const socket of inputs) {
    if (page.getInput(instanceId, socket.name) !== undefined) forward(socket.name);
  }
  if (rootSockets.length === 0) return { engine, connect: null };
  return {
    engine,
    connect() {
      // a value delivered between the first render and this subscription is forwarded now
      for (const socket of inputs) if (!Object.is(page.getInput(instanceId, socket.name), delivered.get(socket.name))) forward(socket.name);
      const stops = [
        ...inputs.map((socket) => page.subscribeInput(instanceId, socket.name, () => forward(socket.name))),
        ...outputs.map((socket) =>
          engine.subscribeInput(ROOT_SOCKET_WIDGET_ID, socket.name, () => page.emit(instanceId, socket.name, engine.getInput(ROOT_SOCKET_WIDGET_ID, socket.name))),
        ),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
}
