import { createParser } from 'eventsource-parser';
import { apiConfig, buildUrl } from '../api/http';

/** One event of the caller's stream (docs/api.md, Messages): what changed, by id. */
export interface LiveMessageEvent {
  type: 'message' | 'read' | 'system-message' | 'system-read';
  id?: string;
  threadId?: string;
  fromId?: string;
}

type Listener = (event: LiveMessageEvent) => void;

const listeners = new Set<Listener>();
let abort: AbortController | null = null;
let streamUser: string | null = null;
const RETRY_MS = 3_000;

/**
 * Reads `GET /api/messages/events` with fetch rather than EventSource: only fetch can send `X-Requested-With`,
 * without which the session cookie does not count (docs/security.md). One stream per page, shared by every widget
 * that listens; it reconnects after a lost connection while anybody still listens.
 */
async function connect(controller: AbortController): Promise<void> {
  while (!controller.signal.aborted) {
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream', 'X-Requested-With': 'baukasten' };
      const config = apiConfig();
      if (config.tenantId) headers['X-Tenant-Id'] = config.tenantId;
      if (config.token) headers.Authorization = `Bearer ${config.token}`;
      const response = await fetch(buildUrl('/messages/events'), { headers, signal: controller.signal });
      if (response.status === 401 || response.status === 403) return; // not signed in: nothing to hear
      if (!response.ok || !response.body) throw new Error(`event stream: ${response.status}`);
      const parser = createParser({
        onEvent(message) {
          try {
            const event = JSON.parse(message.data) as LiveMessageEvent;
            for (const listener of [...listeners]) listener(event);
          } catch {
            // a malformed event is skipped
          }
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      if (controller.signal.aborted) return;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

function open(): void {
  const controller = new AbortController();
  abort = controller;
  void connect(controller).finally(() => { if (abort === controller) abort = null; });
}

/**
 * Listens to the live events of `userId` (the signed-in user); returns the function that stops listening. The
 * stream belongs to whoever is signed in: when another user listens (a login as someone else), it reconnects.
 */
export function listenToLiveEvents(userId: string, listener: Listener): () => void {
  listeners.add(listener);
  if (typeof fetch === 'function' && typeof TextDecoderStream === 'function' && (!abort || streamUser !== userId)) {
    abort?.abort();
    streamUser = userId;
    open();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      abort?.abort();
      abort = null;
      streamUser = null;
    }
  };
}
