type IdleApi = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `run` when the browser is next idle (at the latest after `timeoutMs`); without idle callbacks, soon. Returns
 * the function that calls it off if it has not happened yet.
 */
export function whenIdle(run: () => void, timeoutMs = 3000): () => void {
  const api = globalThis as IdleApi;
  if (api.requestIdleCallback && api.cancelIdleCallback) {
    const handle = api.requestIdleCallback(run, { timeout: timeoutMs });
    return () => api.cancelIdleCallback!(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
