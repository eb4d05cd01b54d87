import type { BridgeHost, NsWebViewBridge } from './bridge';
import { READY_EVENT } from './bridge';

/**
 * A stand-in for the NativeScript shell: records what the page emits and lets a test (or a browser test's init
 * script, which does the same by hand) answer as the native side would.
 */
export interface FakeShell {
  host: BridgeHost;
  bridge: NsWebViewBridge;
  emitted: { event: string; data: Record<string, unknown> }[];
  /** Delivers a native event (`scanBarcodeSuccess`, …) to the page's listeners. */
  reply(event: string, data?: unknown): void;
  /** Marks the bridge ready and fires the ready event. */
  becomeReady(): void;
}

export function fakeShell(options: { ready?: boolean; answer?: (event: string, data: Record<string, unknown>, shell: FakeShell) => void } = {}): FakeShell {
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const windowListeners = new Map<string, Set<() => void>>();
  const shell: FakeShell = {
    emitted: [],
    bridge: {
      ready: options.ready ?? true,
      emit(event, data) {
        shell.emitted.push({ event, data: data as Record<string, unknown> });
        options.answer?.(event, data as Record<string, unknown>, shell);
      },
      on(event, listener) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(listener);
      },
      off(event, listener) {
        if (listener) listeners.get(event)?.delete(listener);
        else listeners.delete(event);
      },
    },
    host: {
      addEventListener(type, listener) {
        if (!windowListeners.has(type)) windowListeners.set(type, new Set());
        windowListeners.get(type)!.add(listener);
      },
      removeEventListener(type, listener) {
        windowListeners.get(type)?.delete(listener);
      },
    },
    reply(event, data) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(data);
    },
    becomeReady() {
      shell.bridge.ready = true;
      for (const listener of [...(windowListeners.get(READY_EVENT) ?? [])]) listener();
    },
  };
  shell.host.nsWebViewBridge = shell.bridge;
  return shell;
}
