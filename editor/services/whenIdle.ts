/** Runs `run` when the browser is next idle (at the latest after `timeoutMs`); without idle callbacks, soon. */
export function whenIdle(run: () => void, timeoutMs = 3000): void {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(run, { timeout: timeoutMs });
  else setTimeout(run, 0);
}
