/**
 * Test helper: a matchMedia for jsdom (which has none) whose answer the test switches, telling listeners like a
 * browser does when the window is resized. Install it before the first render: a rendered widget keeps the media
 * query list it subscribed to.
 */
let mobile = false;
const listeners = new Set<() => void>();

export function installFakeScreen(): void {
  globalThis.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return mobile && query.includes('max-width');
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof globalThis.matchMedia;
}

/** Switches between a mobile and a wide screen (wrap the call in act()). */
export function setMobileScreen(value: boolean): void {
  mobile = value;
  for (const listener of [...listeners]) listener();
}
