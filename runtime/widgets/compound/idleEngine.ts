/**
 * The socket engine of a compound instance without connections and root sockets, created on first use.
 *
 * Most compounds are passive (texts, images, layout): nothing ever reaches their widgets' inputs, so their
 * widgets only read from the engine while rendering, and a page may hold hundreds of instances. Until
 * something writes to it or subscribes, this answers exactly as an empty engine with fixed connections would
 * (no values, no context, nothing deliverable); the first write or subscription creates the real engine and
 * everything goes there from then on, so each instance still keeps its own values and context variables.
 */
import type { SocketConnection } from '../../../model/document/types';
import { createSocketEngine, type InvalidConnection, type Listener, type SocketEngine } from '../../sockets/engine';

const NO_CONTEXT: Readonly<Record<string, unknown>> = Object.freeze({});
const NONE: readonly never[] = Object.freeze([]);

class IdleInstanceEngine implements SocketEngine {
  private engine: SocketEngine | null = null;

  constructor(private readonly onError: (error: unknown) => void) {}

  private get active(): SocketEngine {
    return (this.engine ??= createSocketEngine({ onError: this.onError, fixedConnections: true }));
  }

  emit(widgetId: string, output: string, value: unknown): void {
    this.active.emit(widgetId, output, value);
  }
  getInput(widgetId: string, input: string): unknown {
    return this.engine?.getInput(widgetId, input);
  }
  getOutput(widgetId: string, output: string): unknown {
    return this.engine?.getOutput(widgetId, output);
  }
  mayDeliverTo(widgetId: string, input: string): boolean {
    return this.engine?.mayDeliverTo(widgetId, input) ?? false;
  }
  subscribeInput(widgetId: string, input: string, listener: Listener): () => void {
    return this.active.subscribeInput(widgetId, input, listener);
  }
  getContext(name: string): unknown {
    return this.engine?.getContext(name);
  }
  setContext(name: string, value: unknown): void {
    this.active.setContext(name, value);
  }
  subscribeContext(name: string, listener: Listener): () => void {
    return this.active.subscribeContext(name, listener);
  }
  // these two are handed over unbound (useSyncExternalStore in useContextSnapshot)
  readonly getContextSnapshot = (): Readonly<Record<string, unknown>> => this.engine?.getContextSnapshot() ?? NO_CONTEXT;
  readonly subscribeAllContext = (listener: Listener): (() => void) => this.active.subscribeAllContext(listener);
  setConnections(connections: readonly SocketConnection[]): void {
    this.active.setConnections(connections); // refused: the connections are fixed
  }
  get invalidConnections(): readonly InvalidConnection[] {
    return this.engine?.invalidConnections ?? NONE;
  }
  get connections(): readonly SocketConnection[] {
    return this.engine?.connections ?? NONE;
  }
}

export function createIdleInstanceEngine(onError: (error: unknown) => void): SocketEngine {
  return new IdleInstanceEngine(onError);
}
