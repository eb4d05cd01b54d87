/**
 * The native bridge of spec 001: inside the NativeScript app a web view exposes an event bridge object
 * (`window.nsWebViewBridge` with emit/on). Each call emits an event and waits for its `<event>Success` or
 * `<event>Error` reply; replies to the same event are matched to calls in order. Outside the app there is
 * no bridge ('Nativescript Bridge not available!'); a bridge object whose emit/on are not set up yet, or which
 * says `ready: false`, is not ready ('NSBridge not ready').
 */
export interface NativeBridgeTarget {
  emit(event: string, data?: unknown): void;
  on(event: string, listener: (data: unknown) => void): void;
  off?(event: string, listener: (data: unknown) => void): void;
  ready?: boolean;
}

declare global {
  interface Window {
    nsWebViewBridge?: Partial<NativeBridgeTarget>;
  }
}

export const NATIVE_BRIDGE_EVENTS = ['scanBarcode', 'sendApplicationState', 'printForm', 'storeProperty', 'loadProperty', 'removeProperty'] as const;
export type NativeBridgeEvent = (typeof NATIVE_BRIDGE_EVENTS)[number];

export const BRIDGE_NOT_AVAILABLE = 'Nativescript Bridge not available!';
export const BRIDGE_NOT_READY = 'NSBridge not ready';

/** A visitor record as the printer form gets it (spec 001: fields and id). */
export interface VisitorRecord {
  id: string;
  fields: Record<string, unknown>;
}

export interface NativeBridge {
  /** Opens the device scanner; resolves with what the Success reply carries (the scanned code). */
  scanBarcode(): Promise<unknown>;
  sendApplicationState(state: unknown): Promise<unknown>;
  printForm(visitor: VisitorRecord): Promise<unknown>;
  storeProperty(key: string, value: unknown): Promise<unknown>;
  loadProperty(key: string): Promise<unknown>;
  removeProperty(key: string): Promise<unknown>;
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

function replyError(data: unknown, event: string): Error {
  if (data instanceof Error) return data;
  if (typeof data === 'string' && data) return new Error(data);
  const message = (data as { message?: unknown } | null)?.message;
  return new Error(typeof message === 'string' && message ? message : `${event} failed`);
}

/** `getTarget` is read on every call, so a bridge injected after start-up is picked up. */
export function createNativeBridge(getTarget: () => Partial<NativeBridgeTarget> | undefined = () => globalThis.window?.nsWebViewBridge): NativeBridge {
  const pending = new Map<string, Pending[]>();
  const listening = new WeakMap<object, Set<string>>();

  function listen(target: NativeBridgeTarget, event: NativeBridgeEvent): void {
    let events = listening.get(target);
    if (!events) listening.set(target, (events = new Set()));
    if (events.has(event)) return;
    events.add(event);
    target.on(`${event}Success`, (data) => pending.get(event)?.shift()?.resolve(data));
    target.on(`${event}Error`, (data) => pending.get(event)?.shift()?.reject(replyError(data, event)));
  }

  function call(event: NativeBridgeEvent, payload?: unknown): Promise<unknown> {
    const target = getTarget();
    if (!target) return Promise.reject(new Error(BRIDGE_NOT_AVAILABLE));
    if (target.ready === false || typeof target.emit !== 'function' || typeof target.on !== 'function') {
      return Promise.reject(new Error(BRIDGE_NOT_READY));
    }
    const ready = target as NativeBridgeTarget;
    listen(ready, event);
    return new Promise((resolve, reject) => {
      const entry: Pending = { resolve, reject };
      const queue = pending.get(event) ?? [];
      queue.push(entry);
      pending.set(event, queue);
      try {
        ready.emit(event, payload);
      } catch (error) {
        queue.splice(queue.indexOf(entry), 1); // no reply will come for a call that was never sent
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  return {
    scanBarcode: () => call('scanBarcode'),
    sendApplicationState: (state) => call('sendApplicationState', state),
    printForm: (visitor) => call('printForm', visitor),
    storeProperty: (key, value) => call('storeProperty', { key, value }),
    loadProperty: (key) => call('loadProperty', { key }),
    removeProperty: (key) => call('removeProperty', { key }),
  };
}
