/** A server-sent event as a test reads it from a stream. */
export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads `GET {url}` as text/event-stream with a token; `next(type)` waits for the next event of that type. */
export async function openEventStream(url: string, token: string): Promise<{ status: number; next(type: string, timeoutMs?: number): Promise<StreamEvent>; close(): void }> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal: abort.signal });
  const events: StreamEvent[] = [];
  let buffer = '';
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return {
    status: response.status,
    async next(type, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const index = events.findIndex((e) => e.event === type);
        if (index >= 0) return events.splice(index, 1)[0];
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no ${type} event within ${timeoutMs} ms`);
    },
    close: () => abort.abort(),
  };
}
