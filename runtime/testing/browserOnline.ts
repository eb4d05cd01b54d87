import { act } from '@testing-library/react';

/**
 * For jsdom tests only: switches what `navigator.onLine` says and sends the window's `online`/`offline` event,
 * as a browser does when the connection goes and comes back.
 */
let online = true;
Object.defineProperty(globalThis.navigator, 'onLine', { configurable: true, get: () => online });

export function setBrowserOnline(value: boolean): void {
  act(() => {
    online = value;
    globalThis.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}
