/**
 * Requests started at start-up, before the screen that needs their answer has even loaded its code
 * (docs/editor.md, "Opening fast"): the screen takes the answer once instead of asking again. Taking removes
 * it, so a later reload of the same thing (a retry, "load newer") goes to the server.
 */
const started = new Map<string, Promise<unknown>>();

/** Sends `request` unless one under `key` is under way; returns the answer (for more to start on it). */
export function startEarlyRequest<T>(key: string, request: () => Promise<T>): Promise<T> {
  const running = started.get(key) as Promise<T> | undefined;
  if (running) return running;
  const answer = request();
  answer.catch(() => {}); // a failure is the taker's to show; until taken it must not count as unhandled
  started.set(key, answer);
  return answer;
}

/** The answer of an early request under `key`, once; undefined when none was started (or it was taken). */
export function takeEarlyRequest<T>(key: string): Promise<T> | undefined {
  const answer = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return answer;
}

/** The key of the early read of an application the editor opens on. */
export const earlyApplicationKey = (appId: string) => `application:${appId}`;
