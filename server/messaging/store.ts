import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Orm } from '../db/client.js';
import { newId } from '../db/ids.js';
import { messages, systemMessages } from '../db/schema.js';
import type { Message, SystemMessage } from '../../model/api/schemas/messaging.js';

/**
 * Direct messages and system messages of a tenant (tables of 0012_mail_auth_messaging.sql). Every query names the
 * tenant and the caller; a user reads only messages they sent or received.
 */
export type { Message, SystemMessage };

const toMessage = (row: typeof messages.$inferSelect): Message => ({
  id: row.id, threadId: row.threadId, fromId: row.fromId, toId: row.toId, content: row.content,
  createdAt: Number(row.createdAt), read: row.readAt !== null,
});

const involves = (userId: string) => or(eq(messages.fromId, userId), eq(messages.toId, userId));

export async function insertMessage(orm: Orm, tenantId: string, message: { fromId: string; toId: string; content: string; threadId?: string }): Promise<Message> {
  const now = Date.now();
  const id = newId(now);
  const [row] = await orm.insert(messages).values({
    tenantId, id, threadId: message.threadId ?? id, fromId: message.fromId, toId: message.toId, content: message.content, createdAt: now,
  }).returning();
  return toMessage(row);
}

/** The two users of a thread (of its first message), or null when the thread does not exist in the tenant. */
export async function threadParticipants(orm: Orm, tenantId: string, threadId: string): Promise<[string, string] | null> {
  const [first] = await orm.select({ fromId: messages.fromId, toId: messages.toId }).from(messages)
    .where(and(eq(messages.tenantId, tenantId), eq(messages.id, threadId), eq(messages.threadId, threadId)));
  return first ? [first.fromId, first.toId] : null;
}

export interface MessageFilter {
  /** Only the conversation with this user. */
  chatterId?: string;
  threadId?: string;
}

export async function listMessages(db: Database, tenantId: string, userId: string, filter: MessageFilter, page: number, size: number) {
  const conditions: (SQL | undefined)[] = [eq(messages.tenantId, tenantId), involves(userId)];
  if (filter.chatterId) conditions.push(or(eq(messages.fromId, filter.chatterId), eq(messages.toId, filter.chatterId)));
  if (filter.threadId) conditions.push(eq(messages.threadId, filter.threadId));
  const where = and(...conditions);
  const [{ count }] = await db.orm.select({ count: sql<number>`count(*)::int` }).from(messages).where(where);
  const rows = await db.orm.select().from(messages).where(where).orderBy(desc(messages.id)).limit(size).offset((page - 1) * size);
  return { elements: rows.map(toMessage), totalElements: count, page, size };
}

/** The users the caller exchanged messages with, the latest conversation first, with what is unread from each. */
export async function listChatters(db: Database, tenantId: string, userId: string) {
  return db.rows<{ userId: string; displayName: string | null; unread: number; lastMessageAt: number }>(sql`
    SELECT c.other AS "userId", u.data->>'displayName' AS "displayName", c.unread, c.last AS "lastMessageAt"
    FROM (
      SELECT CASE WHEN from_id = ${userId} THEN to_id ELSE from_id END AS other,
        count(*) FILTER (WHERE to_id = ${userId} AND read_at IS NULL)::int AS unread, max(created_at) AS last
      FROM messages WHERE tenant_id = ${tenantId} AND (from_id = ${userId} OR to_id = ${userId})
      GROUP BY 1
    ) c
    LEFT JOIN entities u ON u.tenant_id = ${tenantId} AND u.resource = 'users' AND u.id = c.other
    ORDER BY c.last DESC LIMIT 500`);
}

/** Marks what the caller received as read (all, from one user, or of one thread); returns how many changed. */
export async function markMessagesRead(orm: Orm, tenantId: string, userId: string, filter: { fromId?: string; threadId?: string }): Promise<number> {
  const rows = await orm.update(messages).set({ readAt: Date.now() }).where(and(
    eq(messages.tenantId, tenantId), eq(messages.toId, userId), isNull(messages.readAt),
    filter.fromId ? eq(messages.fromId, filter.fromId) : undefined,
    filter.threadId ? eq(messages.threadId, filter.threadId) : undefined,
  )).returning({ id: messages.id });
  return rows.length;
}

export async function unreadCounts(db: Database, tenantId: string, userId: string): Promise<{ messages: number; systemMessages: number }> {
  const [row] = await db.rows<{ messages: number; system_messages: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM messages WHERE tenant_id = ${tenantId} AND to_id = ${userId} AND read_at IS NULL) AS messages,
      (SELECT count(*)::int FROM system_messages s WHERE s.tenant_id = ${tenantId} AND NOT EXISTS (
        SELECT 1 FROM system_message_reads r WHERE r.tenant_id = s.tenant_id AND r.user_id = ${userId} AND r.message_id = s.id)) AS system_messages`);
  return { messages: row.messages, systemMessages: row.system_messages };
}

export async function insertSystemMessage(orm: Orm, tenantId: string, message: { fromId: string; title: string; content: string }): Promise<SystemMessage> {
  const now = Date.now();
  const [row] = await orm.insert(systemMessages).values({ tenantId, id: newId(now), ...message, createdAt: now }).returning();
  return { id: row.id, fromId: row.fromId, title: row.title, content: row.content, createdAt: Number(row.createdAt), read: false };
}

export async function listSystemMessages(db: Database, tenantId: string, userId: string, page: number, size: number) {
  const [{ count }] = await db.orm.select({ count: sql<number>`count(*)::int` }).from(systemMessages).where(eq(systemMessages.tenantId, tenantId));
  const rows = await db.rows<{ id: string; from_id: string; title: string; content: string; created_at: number; read: boolean }>(sql`
    SELECT s.id, s.from_id, s.title, s.content, s.created_at, (r.user_id IS NOT NULL) AS read
    FROM system_messages s LEFT JOIN system_message_reads r ON r.tenant_id = s.tenant_id AND r.message_id = s.id AND r.user_id = ${userId}
    WHERE s.tenant_id = ${tenantId} ORDER BY s.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`);
  return {
    elements: rows.map((r): SystemMessage => ({ id: r.id, fromId: r.from_id, title: r.title, content: r.content, createdAt: Number(r.created_at), read: r.read })),
    totalElements: count, page, size,
  };
}

/** Marks system messages read for the caller: the given ones, or all of the tenant. */
export async function markSystemMessagesRead(orm: Orm, db: Database, tenantId: string, userId: string, ids?: string[]): Promise<void> {
  const only = ids && ids.length > 0 ? sql`AND s.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
  await db.rows(sql`
    INSERT INTO system_message_reads (tenant_id, message_id, user_id, read_at)
    SELECT s.tenant_id, s.id, ${userId}, ${Date.now()} FROM system_messages s WHERE s.tenant_id = ${tenantId} ${only}
    ON CONFLICT DO NOTHING`, orm);
}
