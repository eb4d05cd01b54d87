import { sql } from 'drizzle-orm';
import type { Database, Orm } from '../db/client.js';

/** What changed for whom; the open pages then reload what they show (docs/api.md, Messages: live events). */
export interface LiveEvent {
  tenantId: string;
  /** The users concerned, or '*' for every user of the tenant (system messages). */
  to: string[] | '*';
  type: 'message' | 'read' | 'system-message' | 'system-read';
  id?: string;
  threadId?: string;
  fromId?: string;
}

const CHANNEL = 'baukasten_live';

/**
 * Fans events out to the event streams open on this instance. Events travel through the database
 * (`pg_notify` in the transaction of the write, delivered at commit), so a message stored through one instance
 * reaches the streams of every instance on the same PostgreSQL; on PGlite, within the one process.
 */
export class LiveHub {
  private readonly streams = new Set<{ tenantId: string; userId: string; send(event: LiveEvent): void; end(): void }>();
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly db: Database) {}

  async start(): Promise<void> {
    this.stop = await this.db.listen(CHANNEL, (payload) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(payload) as LiveEvent;
      } catch {
        return;
      }
      for (const stream of this.streams) {
        if (stream.tenantId !== event.tenantId) continue;
        if (event.to === '*' || event.to.includes(stream.userId)) stream.send(event);
      }
    });
  }

  /** Publishes with the caller's transaction: nobody hears of a message that was rolled back. */
  async publish(event: LiveEvent, orm: Orm): Promise<void> {
    await this.db.rows(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(event)})`, orm);
  }

  /** `end` closes the stream when the server shuts down (an open stream would keep it from closing). */
  subscribe(tenantId: string, userId: string, send: (event: LiveEvent) => void, end: () => void): () => void {
    const stream = { tenantId, userId, send, end };
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  get openStreams(): number {
    return this.streams.size;
  }

  /** Ends every open stream (before the server closes). */
  endStreams(): void {
    for (const stream of [...this.streams]) stream.end();
    this.streams.clear();
  }

  async close(): Promise<void> {
    this.endStreams();
    await this.stop?.();
  }
}
