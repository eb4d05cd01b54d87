import { valueAtField } from '../../model/document/connectionField';
import { CONTEXT_WIDGET_ID, type SocketConnection, type SocketEnd } from '../../model/document/types';

/**
 * The socket and context engine of one rendered page (docs/architecture.md). Widgets emit values on their output
 * sockets; connections route them to input sockets or to the page's context variables (`$context`). The engine keeps
 * the last value of every socket and variable (a late subscriber reads the current value), delivers synchronously in
 * emission order (a value emitted while delivering is queued and delivered right after, before `emit` returns) and
 * ignores connections whose sockets do not exist, listing them in `invalidConnections` for the editor. Created per
 * page; never a module singleton.
 */

export type Listener = () => void;

export interface InvalidConnection {
  connection: SocketConnection;
  end: 'from' | 'to';
  reason: 'missing-widget' | 'missing-socket';
}

/** Tells the engine which sockets exist on the page; without it every connection counts as valid. */
export interface SocketDirectory {
  hasSocket(widgetId: string, direction: 'input' | 'output', socket: string): boolean;
  hasWidget(widgetId: string): boolean;
}

export interface SocketEngineOptions {
  connections?: readonly SocketConnection[];
  directory?: SocketDirectory;
  /** Initial context variables (e.g. route parameters); delivered through `$context` connections at start. */
  context?: Record<string, unknown>;
  /** Errors thrown by listeners; default console.error. Delivery to the other listeners goes on. */
  onError?: (error: unknown) => void;
  /** The connections never change (a published page): `setConnections` is refused and `mayDeliverTo` exact. */
  fixedConnections?: boolean;
}

export interface SocketEngine {
  emit(widgetId: string, output: string, value: unknown): void;
  getInput(widgetId: string, input: string): unknown;
  getOutput(widgetId: string, output: string): unknown;
  /**
   * Whether a value can ever arrive at this input: false only when the connections are fixed and none leads
   * there (nothing arrived yet either), so a widget view need not subscribe to it.
   */
  mayDeliverTo(widgetId: string, input: string): boolean;
  /** Called after every delivery to this input (also when the same value arrives again). */
  subscribeInput(widgetId: string, input: string, listener: Listener): () => void;
  getContext(name: string): unknown;
  setContext(name: string, value: unknown): void;
  subscribeContext(name: string, listener: Listener): () => void;
  /** All context variables; a new object after each change (stable between changes). */
  getContextSnapshot(): Readonly<Record<string, unknown>>;
  subscribeAllContext(listener: Listener): () => void;
  /** Replaces the connections (the editor connects and disconnects); new ones receive current source values. */
  setConnections(connections: readonly SocketConnection[]): void;
  readonly invalidConnections: readonly InvalidConnection[];
  /** The connections as last given (valid or not): scoped engines (array container copies) route by them too. */
  readonly connections: readonly SocketConnection[];
}

/** Upper bound of deliveries in one emission: connections through context variables can form loops. */
const MAX_DELIVERIES_PER_EMIT = 10_000;

const key = (widgetId: string, socket: string) => `${widgetId}\u0001${socket}`;
const isContext = (end: SocketEnd) => end.widgetId === CONTEXT_WIDGET_ID;

export function createSocketEngine(options: SocketEngineOptions = {}): SocketEngine {
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const outputs = new Map<string, unknown>();
  // by widget, then socket: reading an input (every render of every subscribed widget) builds no key string
  const inputs = new Map<string, Map<string, unknown>>();
  const inputListeners = new Map<string, Map<string, Set<Listener>>>();
  const contextListeners = new Map<string, Set<Listener>>();
  const allContextListeners = new Set<Listener>();
  let context: Record<string, unknown> = { ...options.context };
  /** Valid connections by source key, in document order. */
  let routes = new Map<string, SocketConnection[]>();
  /** Inputs some valid connection leads to (by key). */
  let targets = new Set<string>();
  let connectionIds = new Set<string>();
  let invalid: InvalidConnection[] = [];
  let allConnections: readonly SocketConnection[] = [];

  /** Pending deliveries; `via` names the connection (for the loop error). */
  const queue: { target: SocketEnd; value: unknown; via?: string }[] = [];
  let draining = false;

  function checkEnd(connection: SocketConnection, end: 'from' | 'to'): InvalidConnection | null {
    const socketEnd = connection[end];
    if (isContext(socketEnd) || !options.directory) return null;
    if (!options.directory.hasWidget(socketEnd.widgetId)) return { connection, end, reason: 'missing-widget' };
    const direction = end === 'from' ? 'output' : 'input';
    if (!options.directory.hasSocket(socketEnd.widgetId, direction, socketEnd.socket)) {
      return { connection, end, reason: 'missing-socket' };
    }
    return null;
  }

  function install(connections: readonly SocketConnection[]): SocketConnection[] {
    const nextRoutes = new Map<string, SocketConnection[]>();
    const nextTargets = new Set<string>();
    const nextInvalid: InvalidConnection[] = [];
    const added: SocketConnection[] = [];
    for (const connection of connections) {
      const problem = checkEnd(connection, 'from') ?? checkEnd(connection, 'to');
      if (problem) {
        nextInvalid.push(problem);
        continue;
      }
      const source = key(connection.from.widgetId, connection.from.socket);
      const list = nextRoutes.get(source);
      if (list) list.push(connection);
      else nextRoutes.set(source, [connection]);
      nextTargets.add(key(connection.to.widgetId, connection.to.socket));
      if (!connectionIds.has(connection.id)) added.push(connection);
    }
    routes = nextRoutes;
    targets = nextTargets;
    invalid = nextInvalid;
    connectionIds = new Set(connections.map((c) => c.id));
    allConnections = connections;
    return added;
  }

  function notify(listeners: Set<Listener> | undefined): void {
    if (!listeners) return;
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        onError(error);
      }
    }
  }

  function enqueueFrom(sourceKey: string, value: unknown): void {
    for (const connection of routes.get(sourceKey) ?? []) queue.push({ target: connection.to, value: valueAtField(value, connection.field), via: connection.id });
  }

  function writeContext(name: string, value: unknown): void {
    if (Object.is(context[name], value) && name in context) return; // unchanged: stops loops through context
    context = { ...context, [name]: value };
    notify(contextListeners.get(name));
    notify(allContextListeners);
    enqueueFrom(key(CONTEXT_WIDGET_ID, name), value);
  }

  function drain(): void {
    if (draining) return; // the outer drain delivers what was just queued, in order
    draining = true;
    let deliveries = 0;
    try {
      while (queue.length) {
        const { target, value, via } = queue.shift()!;
        if (++deliveries > MAX_DELIVERIES_PER_EMIT) {
          queue.length = 0;
          onError(new Error(`Socket connections form a loop (stopped at connection ${via ?? target.socket})`));
          break;
        }
        if (isContext(target)) {
          writeContext(target.socket, value);
        } else {
          let widgetInputs = inputs.get(target.widgetId);
          if (!widgetInputs) inputs.set(target.widgetId, (widgetInputs = new Map()));
          widgetInputs.set(target.socket, value);
          notify(inputListeners.get(target.widgetId)?.get(target.socket));
        }
      }
    } finally {
      draining = false;
    }
  }

  function subscribe(map: Map<string, Set<Listener>>, mapKey: string, listener: Listener): () => void {
    let set = map.get(mapKey);
    if (!set) map.set(mapKey, (set = new Set()));
    set.add(listener);
    return () => {
      set!.delete(listener);
      if (set!.size === 0) map.delete(mapKey);
    };
  }

  install(options.connections ?? []);
  for (const [name, value] of Object.entries(context)) enqueueFrom(key(CONTEXT_WIDGET_ID, name), value);
  drain();

  return {
    emit(widgetId, output, value) {
      const sourceKey = key(widgetId, output);
      outputs.set(sourceKey, value);
      enqueueFrom(sourceKey, value);
      drain();
    },
    getInput: (widgetId, input) => inputs.get(widgetId)?.get(input),
    getOutput: (widgetId, output) => outputs.get(key(widgetId, output)),
    mayDeliverTo: (widgetId, input) =>
      !options.fixedConnections || targets.has(key(widgetId, input)) || (inputs.get(widgetId)?.has(input) ?? false),
    subscribeInput(widgetId, input, listener) {
      let widgetListeners = inputListeners.get(widgetId);
      if (!widgetListeners) inputListeners.set(widgetId, (widgetListeners = new Map()));
      const off = subscribe(widgetListeners, input, listener);
      return () => {
        off();
        if (widgetListeners!.size === 0 && inputListeners.get(widgetId) === widgetListeners) inputListeners.delete(widgetId);
      };
    },
    getContext: (name) => context[name],
    setContext(name, value) {
      queue.push({ target: { widgetId: CONTEXT_WIDGET_ID, socket: name }, value });
      drain();
    },
    subscribeContext: (name, listener) => subscribe(contextListeners, name, listener),
    getContextSnapshot: () => context,
    subscribeAllContext(listener) {
      allContextListeners.add(listener);
      return () => allContextListeners.delete(listener);
    },
    setConnections(connections) {
      if (options.fixedConnections) throw new Error('The connections of this page are fixed');
      const added = install(connections);
      for (const connection of added) {
        const from = connection.from;
        const current = isContext(from) ? context : undefined;
        if (current && from.socket in current) {
          queue.push({ target: connection.to, value: valueAtField(current[from.socket], connection.field), via: connection.id });
        } else if (!current && outputs.has(key(from.widgetId, from.socket))) {
          queue.push({ target: connection.to, value: valueAtField(outputs.get(key(from.widgetId, from.socket)), connection.field), via: connection.id });
        }
      }
      drain();
    },
    get invalidConnections() {
      return invalid;
    },
    get connections() {
      return allConnections;
    },
  };
}
