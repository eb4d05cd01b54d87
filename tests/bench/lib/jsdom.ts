import { createRequire } from 'node:module';

// jsdom ships no type declarations for this import path; the bench needs only the constructor.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options?: { pretendToBeVisual?: boolean }) => { window: Window };
};

/**
 * Puts a jsdom window's globals in place for React benchmarks in Node. Call it before importing React, so React
 * finds the DOM when it first loads.
 */
export function installDom(): void {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true });
  const globals = globalThis as Record<string, unknown>;
  for (const name of ['window', 'document', 'navigator', 'Node', 'Element', 'HTMLElement', 'Text', 'Event', 'MutationObserver', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame']) {
    const value = (dom.window as unknown as Record<string, unknown>)[name];
    globals[name] = typeof value === 'function' && /^[a-z]/.test(name) ? (value as (...args: unknown[]) => unknown).bind(dom.window) : value;
  }
}
