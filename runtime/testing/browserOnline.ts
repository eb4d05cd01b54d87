import { act } from '@testing-library/react';

/**
 * For jsdom tests only: switches what `navigator.onLine` says and sends the window's `online`/`offline` event,
 * as a browser does when the connection goes and comes back. The property is set on the navigator of the window
 * the test runs in now (a worker runs many test files, each in a new window).
 */
export function setBrowserOnline(value: boolean): void {
  act(() => {
    Object.defineProperty(globalThis.navigator, 'onLine', { configurable: true, get: () => value });
    globalThis.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}
