import { failure, success, type Result } from '../../model/result';

/**
 * The bridge to the NativeScript shell the check-in app runs in (docs/native-bridge.md). The shell's web view
 * injects `window.nsWebViewBridge`, which sends a named event with a JSON payload to the native side (`emit`) and
 * delivers the native side's events to listeners (`on` / `off`); once it can carry messages it sets `ready` and
 * fires `ns-bridge-ready` on the window. Each request names one of the six events and is answered by
 * `<event>Success` or `<event>Error`, matched to the request by its `requestId` (or, when the shell answers
 * without one, to the oldest request of that event still waiting).
 *
 * Pure TypeScript: no React, no DOM beyond the window the bridge lives on, which callers may replace (tests).
 */
export const NATIVE_EVENTS = ['scanBarcode', 'sendApplicationState', 'printForm', 'storeProperty', 'loadProperty', 'removeProperty'] as const;
export type NativeEvent = (typeof NATIVE_EVENTS)[number];

/** What the shell injects. */
export interface NsWebViewBridge {
  emit(event: string, data?: unknown): void;
  on(event: string, listener: (data: unknown) => void): void;
  off?(event: string, listener?: (data: unknown) => void): void;
  /** Set by the shell once messages can pass; absent in shells that only announce it by the ready event. */
  ready?: boolean;
}

/** Where the bridge lives: the browser window, or a stand-in in tests. */
export interface BridgeHost {
  nsWebViewBridge?: NsWebViewBridge;
  addEventListener?(type: string, listener: () => void): void;
  removeEventListener?(type: string, listener: () => void): void;
}

export const READY_EVENT = 'ns-bridge-ready';

/** The two texts the shell's protocol defines for a missing or unready bridge, kept as the failures' messages. */
export const NOT_AVAILABLE_MESSAGE = 'Nativescript Bridge not available!';
export const NOT_READY_MESSAGE = 'NSBridge not ready';

export type NativeFailureCode =
  /** Not inside the native app: no bridge at all. */
  | 'NATIVE_BRIDGE_UNAVAILABLE'
  /** The bridge is there but did not become ready in time. */
  | 'NATIVE_BRIDGE_NOT_READY'
  /** No answer within the request's time limit. */
  | 'NATIVE_TIMEOUT'
  /** The native side answered `<event>Error`. */
  | 'NATIVE_ERROR'
  /** Given up by the caller (the screen closed, the user cancelled). */
  | 'NATIVE_CANCELLED';

export type NativeResult<T> = Result<T, NativeFailureCode>;

/** The payloads sent and the answers expected, per event. */
export interface NativeRequests {
  scanBarcode: { request: { prompt?: string }; answer: { text: string; format?: string } };
  sendApplicationState: { request: { state: Record<string, unknown> }; answer: Record<string, unknown> };
  printForm: {
    request: { printerConfiguration: Record<string, unknown>; form: Record<string, unknown>; visitor?: { id: string; fields: Record<string, unknown> } };
    answer: Record<string, unknown>;
  };
  storeProperty: { request: { key: string; value: string }; answer: Record<string, unknown> };
  loadProperty: { request: { key: string }; answer: { key: string; value: string | null } };
  removeProperty: { request: { key: string }; answer: Record<string, unknown> };
}

export interface RequestOptions {
  /** How long to wait for the answer; default 15 s (a barcode scan waits for a person: 120 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface NativeBridgeOptions {
  host?: BridgeHost;
  /** How long a request waits for a bridge that is there but not ready yet; default 3 s. */
  readyTimeoutMs?: number;
  /** Default answer time limit per request. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const SCAN_TIMEOUT_MS = 120_000;
const DEFAULT_READY_TIMEOUT_MS = 3_000;

interface Pending {
  requestId: string;
  settle(result: NativeResult<unknown>): void;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The text a native error answer carries (`{message}`, `{error}` or a plain string). */
function errorText(data: unknown): string {
  if (typeof data === 'string' && data) return data;
  if (isObject(data)) {
    for (const key of ['message', 'error']) if (typeof data[key] === 'string' && data[key]) return data[key] as string;
  }
  return 'The native app reported an error';
}

const defaultHost = (): BridgeHost | undefined => (typeof window === 'undefined' ? undefined : (window as unknown as BridgeHost));

export class NativeBridge {
  private readonly pending = new Map<NativeEvent, Pending[]>();
  private readonly listening = new WeakSet<NsWebViewBridge>();
  private counter = 0;

  constructor(private readonly options: NativeBridgeOptions = {}) {}

  private get host(): BridgeHost | undefined {
    return this.options.host ?? defaultHost();
  }

  /** Whether the page runs inside the native app (the bridge exists, ready or not). */
  available(): boolean {
    return !!this.host?.nsWebViewBridge;
  }

  /** Sends `event` and waits for its answer; never throws. */
  async request<E extends NativeEvent>(event: E, payload: NativeRequests[E]['request'], options: RequestOptions = {}): Promise<NativeResult<NativeRequests[E]['answer']>> {
    const ready = await this.readyBridge(options.signal);
    if (!ready.ok) return ready;
    const bridge = ready.value;
    this.listen(bridge);
    const requestId = `${Date.now().toString(36)}-${++this.counter}`;
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? (event === 'scanBarcode' ? SCAN_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
    return new Promise((resolve) => {
      const queue = this.pending.get(event) ?? [];
      this.pending.set(event, queue);
      const finish = (result: NativeResult<unknown>) => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
        const index = queue.indexOf(entry);
        if (index >= 0) queue.splice(index, 1);
        resolve(result as NativeResult<NativeRequests[E]['answer']>);
      };
      const entry: Pending = { requestId, settle: finish };
      const onAbort = () => finish(failure('NATIVE_CANCELLED', `${event} was cancelled`));
      const timer = setTimeout(() => finish(failure('NATIVE_TIMEOUT', `${event}: no answer from the native app within ${timeoutMs} ms`)), timeoutMs);
      if (options.signal?.aborted) return onAbort();
      options.signal?.addEventListener('abort', onAbort);
      queue.push(entry);
      try {
        bridge.emit(event, { ...payload, requestId });
      } catch (error) {
        finish(failure('NATIVE_ERROR', `${event}: ${error instanceof Error ? error.message : String(error)}`));
      }
    });
  }

  /** The scanned code; a shell that answers with the bare text is understood too. */
  async scanBarcode(options?: RequestOptions): Promise<NativeResult<{ text: string; format?: string }>> {
    const answer = await this.request('scanBarcode', {}, options);
    if (!answer.ok) return answer;
    const { text, value, format } = answer.value as { text?: unknown; value?: unknown; format?: unknown };
    const code = typeof text === 'string' ? text : typeof value === 'string' ? value : '';
    if (!code) return failure('NATIVE_ERROR', 'scanBarcode: the answer holds no code');
    return success(typeof format === 'string' ? { text: code, format } : { text: code });
  }

  sendApplicationState(state: Record<string, unknown>, options?: RequestOptions) {
    return this.request('sendApplicationState', { state }, options);
  }

  printForm(request: NativeRequests['printForm']['request'], options?: RequestOptions) {
    return this.request('printForm', request, options);
  }

  storeProperty(key: string, value: string, options?: RequestOptions) {
    return this.request('storeProperty', { key, value }, options);
  }

  /** The stored value of `key`, null when the device has none. */
  async loadProperty(key: string, options?: RequestOptions): Promise<NativeResult<string | null>> {
    const answer = await this.request('loadProperty', { key }, options);
    if (!answer.ok) return answer;
    const value = answer.value?.value;
    return success(value === undefined || value === null ? null : String(value));
  }

  removeProperty(key: string, options?: RequestOptions) {
    return this.request('removeProperty', { key }, options);
  }

  /** The bridge once it is ready: at once, or after its ready event, or a failure. */
  private readyBridge(signal?: AbortSignal): Promise<NativeResult<NsWebViewBridge>> {
    const host = this.host;
    const bridge = host?.nsWebViewBridge;
    if (!host || !bridge) return Promise.resolve(failure('NATIVE_BRIDGE_UNAVAILABLE', NOT_AVAILABLE_MESSAGE));
    if (bridge.ready !== false) return Promise.resolve(success(bridge));
    const waitMs = this.options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
    return new Promise((resolve) => {
      const done = (result: NativeResult<NsWebViewBridge>) => {
        clearTimeout(timer);
        host.removeEventListener?.(READY_EVENT, onReady);
        signal?.removeEventListener('abort', onAbort);
        resolve(result);
      };
      const onReady = () => done(host.nsWebViewBridge ? success(host.nsWebViewBridge) : failure('NATIVE_BRIDGE_UNAVAILABLE', NOT_AVAILABLE_MESSAGE));
      const onAbort = () => done(failure('NATIVE_CANCELLED', 'cancelled while waiting for the bridge'));
      const timer = setTimeout(() => done(failure('NATIVE_BRIDGE_NOT_READY', NOT_READY_MESSAGE)), waitMs);
      host.addEventListener?.(READY_EVENT, onReady);
      signal?.addEventListener('abort', onAbort);
    });
  }

  /** Subscribes once per bridge object to the twelve answer events. */
  private listen(bridge: NsWebViewBridge): void {
    if (this.listening.has(bridge)) return;
    this.listening.add(bridge);
    for (const event of NATIVE_EVENTS) {
      bridge.on(`${event}Success`, (data) => this.answer(event, data, true));
      bridge.on(`${event}Error`, (data) => this.answer(event, data, false));
    }
  }

  private answer(event: NativeEvent, data: unknown, ok: boolean): void {
    const queue = this.pending.get(event);
    if (!queue || queue.length === 0) return; // an answer nobody waits for (timed out, cancelled): dropped
    const requestId = isObject(data) && typeof data.requestId === 'string' ? data.requestId : undefined;
    const entry = requestId === undefined ? queue[0] : queue.find((p) => p.requestId === requestId);
    if (!entry) return;
    if (!ok) return entry.settle(failure('NATIVE_ERROR', `${event}: ${errorText(data)}`));
    const value = isObject(data) ? Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'requestId')) : { value: data };
    entry.settle(success(value));
  }
}

/** The page's bridge (the browser window's). */
export const nativeBridge = new NativeBridge();
