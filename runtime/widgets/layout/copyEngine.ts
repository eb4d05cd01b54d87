import { valueAtField } from '../../../model/document/connectionField';
import { CONTEXT_WIDGET_ID, type SocketConnection, type SocketEnd } from '../../../model/document/types';
import type { Listener, SocketEngine } from '../../sockets/engine';

/**
 * The socket engine one copy of an array container's template sees. Every copy renders the same widget ids,
 * so their socket values are kept apart here:
 * - the item variable (`itemName`) is the copy's own context variable; every other context variable is the
 *   page's (reads, writes and subscriptions go to the parent engine);
 * - inputs and outputs of template widgets are the copy's own; a connection between two template widgets (or
 *   from the item variable to a template widget) delivers inside this copy only;
 * - a connection from a template widget to a widget outside the template goes through the parent engine (the
 *   last copy that emitted wins there), and a value the page delivers to a template widget reaches every copy
 *   that has no value of its own on that input.
 * Delivery is synchronous and in order, like the page engine.
 */
export interface CopyEngine extends SocketEngine {
  /** Gives the copy its (new) item; subscribers of the item variable re-render only when it changed. */
  setItem(item: unknown): void;
}

export interface CopyEngineOptions {
  parent: SocketEngine;
  /** Context variable name under which the template sees its item. */
  itemName: string;
  item: unknown;
  /** Whether a widget id belongs to the template (asked per emission: the template may be edited meanwhile). */
  isTemplateWidget(widgetId: string): boolean;
}

const key = (widgetId: string, socket: string) => `${widgetId}\u0001${socket}`;

export function createCopyEngine({ parent, itemName, item: initialItem, isTemplateWidget }: CopyEngineOptions): CopyEngine {
  let item = initialItem;
  const inputs = new Map<string, unknown>();
  const outputs = new Map<string, unknown>();
  const inputListeners = new Map<string, Set<Listener>>();
  const itemListeners = new Set<Listener>();
  const allContextListeners = new Set<Listener>();
  const queue: { target: SocketEnd; value: unknown }[] = [];
  let draining = false;
  let snapshot: { parent: Readonly<Record<string, unknown>>; item: unknown; merged: Readonly<Record<string, unknown>> } | null = null;

  function notify(listeners: Iterable<Listener> | undefined): void {
    for (const listener of [...(listeners ?? [])]) {
      try {
        listener();
      } catch (error) {
        console.error(error);
      }
    }
  }

  /** Queues the local deliveries of connections leaving `from`; true when one of them leaves the template. */
  function route(from: SocketEnd, value: unknown): boolean {
    let leaves = false;
    for (const connection of parent.connections) {
      if (connection.from.widgetId !== from.widgetId || connection.from.socket !== from.socket) continue;
      if (isLocalTarget(connection)) queue.push({ target: connection.to, value: valueAtField(value, connection.field) });
      else leaves = true;
    }
    return leaves;
  }

  function isLocalTarget(connection: SocketConnection): boolean {
    const to = connection.to;
    return to.widgetId === CONTEXT_WIDGET_ID ? true : isTemplateWidget(to.widgetId);
  }

  function writeItem(value: unknown): void {
    if (Object.is(item, value)) return;
    item = value;
    notify(itemListeners);
    notify(allContextListeners);
    route({ widgetId: CONTEXT_WIDGET_ID, socket: itemName }, value);
  }

  function drain(): void {
    if (draining) return;
    draining = true;
    try {
      while (queue.length) {
        const { target, value } = queue.shift()!;
        if (target.widgetId === CONTEXT_WIDGET_ID) {
          if (target.socket === itemName) writeItem(value);
          else parent.setContext(target.socket, value);
        } else {
          const targetKey = key(target.widgetId, target.socket);
          inputs.set(targetKey, value);
          notify(inputListeners.get(targetKey));
        }
      }
    } finally {
      draining = false;
    }
  }

  // Template widgets wired to the item variable get the copy's item from the start.
  route({ widgetId: CONTEXT_WIDGET_ID, socket: itemName }, item);
  drain();

  return {
    setItem(value) {
      queue.push({ target: { widgetId: CONTEXT_WIDGET_ID, socket: itemName }, value });
      drain();
    },
    emit(widgetId, output, value) {
      if (!isTemplateWidget(widgetId)) {
        parent.emit(widgetId, output, value);
        return;
      }
      outputs.set(key(widgetId, output), value);
      const leaves = route({ widgetId, socket: output }, value);
      drain();
      if (leaves) parent.emit(widgetId, output, value);
    },
    getInput(widgetId, input) {
      const inputKey = key(widgetId, input);
      return inputs.has(inputKey) ? inputs.get(inputKey) : parent.getInput(widgetId, input);
    },
    getOutput(widgetId, output) {
      const outputKey = key(widgetId, output);
      return outputs.has(outputKey) ? outputs.get(outputKey) : parent.getOutput(widgetId, output);
    },
    // connections inside the template are the page's too (routed per copy), so the page knows every target
    mayDeliverTo: (widgetId, input) => parent.mayDeliverTo(widgetId, input),
    subscribeInput(widgetId, input, listener) {
      const inputKey = key(widgetId, input);
      let set = inputListeners.get(inputKey);
      if (!set) inputListeners.set(inputKey, (set = new Set()));
      set.add(listener);
      const offParent = parent.subscribeInput(widgetId, input, () => {
        if (!inputs.has(inputKey)) listener(); // a value of the copy's own hides the page's
      });
      return () => {
        set!.delete(listener);
        if (set!.size === 0) inputListeners.delete(inputKey);
        offParent();
      };
    },
    getContext: (name) => (name === itemName ? item : parent.getContext(name)),
    setContext(name, value) {
      queue.push({ target: { widgetId: CONTEXT_WIDGET_ID, socket: name }, value });
      drain();
    },
    subscribeContext(name, listener) {
      if (name !== itemName) return parent.subscribeContext(name, listener);
      itemListeners.add(listener);
      return () => itemListeners.delete(listener);
    },
    getContextSnapshot() {
      const parentSnapshot = parent.getContextSnapshot();
      if (!snapshot || snapshot.parent !== parentSnapshot || !Object.is(snapshot.item, item)) {
        snapshot = { parent: parentSnapshot, item, merged: { ...parentSnapshot, [itemName]: item } };
      }
      return snapshot.merged;
    },
    subscribeAllContext(listener) {
      allContextListeners.add(listener);
      const offParent = parent.subscribeAllContext(listener);
      return () => {
        allContextListeners.delete(listener);
        offParent();
      };
    },
    setConnections: (connections) => parent.setConnections(connections),
    get invalidConnections() {
      return parent.invalidConnections;
    },
    get connections() {
      return parent.connections;
    },
  };
}
