import { Type, type Static } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { entities } from '../db/schema.js';
import { invalidField, notFound } from '../http/errors.js';
import { fileAnswer, NO_BODY, sharedRef } from '../http/openapi/shared-schemas.js';
import { responses, TranslateQuery } from '../http/schemas.js';
import type { LiveEvent, LiveHub } from './live.js';
import {
  insertMessage, insertSystemMessage, listChatters, listMessages, listSystemMessages, markMessagesRead, markSystemMessagesRead,
  threadParticipants, unreadCounts,
} from './store.js';

const Id = Type.String({ minLength: 1, maxLength: 100 });
const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  translate: Type.Optional(Type.Boolean()),
};
const NewMessage = Type.Object({ toId: Id, content: Type.String({ minLength: 1, maxLength: 10_000 }), threadId: Type.Optional(Id) });
const MessageQuery = Type.Object({ chatterId: Type.Optional(Id), threadId: Type.Optional(Id), ...Paging });
const ReadMessages = Type.Object({ fromId: Type.Optional(Id), threadId: Type.Optional(Id) });
const NewSystemMessage = Type.Object({ title: Type.String({ minLength: 1, maxLength: 200 }), content: Type.String({ minLength: 1, maxLength: 10_000 }) });
const ReadSystemMessages = Type.Object({ ids: Type.Optional(Type.Array(Id, { maxItems: 500 })) });

const MessageSchema = Type.Object({
  id: Type.String(), threadId: Type.String(), fromId: Type.String(), toId: Type.String(), content: Type.String(), createdAt: Type.Number(), read: Type.Boolean(),
});
const SystemMessageSchema = Type.Object({
  id: Type.String(), fromId: Type.String(), title: Type.String(), content: Type.String(), createdAt: Type.Number(), read: Type.Boolean(),
});
const pageOf = (element: typeof MessageSchema | typeof SystemMessageSchema) =>
  Type.Object({ elements: Type.Array(element), totalElements: Type.Integer(), page: Type.Integer(), size: Type.Integer() });
const ChattersSchema = Type.Object({
  elements: Type.Array(Type.Object({ userId: Type.String(), displayName: Type.Union([Type.String(), Type.Null()]), unread: Type.Integer(), lastMessageAt: Type.Number() })),
});
const UnreadSchema = Type.Object({ messages: Type.Integer(), systemMessages: Type.Integer() });

/** How often an open event stream sends a comment line, so proxies and browsers keep it open. */
const KEEP_ALIVE_MS = 25_000;

async function isUserOfTenant(db: Database, tenantId: string, userId: string): Promise<boolean> {
  const rows = await db.orm.select({ id: entities.id }).from(entities)
    .where(and(eq(entities.tenantId, tenantId), eq(entities.resource, 'users'), eq(entities.id, userId)));
  return rows.length > 0;
}

/**
 * Messages between the users of a tenant, system messages of its staff, unread counts and the live event stream
 * (docs/api.md, Messages). Every call needs a token; a user reads only their own conversations.
 */
export function registerMessagingRoutes(app: FastifyInstance, { db, live }: { db: Database; live: LiveHub }): void {
  app.post<{ Body: Static<typeof NewMessage> }>('/api/messages', {
    config: { access: {}, openapi: { summary: 'Sends a message to a user of the tenant, in a new thread or a thread of the caller' } },
    schema: { body: NewMessage, querystring: TranslateQuery, response: responses(MessageSchema, 201) },
  }, async (request, reply) => {
    const auth = request.auth!;
    const { toId, content, threadId } = request.body;
    if (toId === auth.userId) throw invalidField('toId', 'is the sender');
    if (!(await isUserOfTenant(db, auth.tenantId, toId))) throw invalidField('toId', 'names no user of this tenant');
    const message = await db.orm.transaction(async (tx) => {
      if (threadId !== undefined) {
        const participants = await threadParticipants(tx, auth.tenantId, threadId);
        // Another's thread answers like a missing one: its existence is not the caller's business.
        if (!participants || !participants.includes(auth.userId)) throw invalidField('threadId', 'names no thread of the caller');
        if (!participants.includes(toId)) throw invalidField('toId', 'is not part of this thread');
      }
      const stored = await insertMessage(tx, auth.tenantId, { fromId: auth.userId, toId, content, threadId });
      await live.publish({ tenantId: auth.tenantId, to: [toId, auth.userId], type: 'message', id: stored.id, threadId: stored.threadId, fromId: auth.userId }, tx);
      return stored;
    });
    return reply.status(201).send(message);
  });

  app.get<{ Querystring: Static<typeof MessageQuery> }>('/api/messages', {
    config: {
      access: {},
      openapi: {
        summary: 'The caller\'s messages, newest first; with chatterId only those with that user, with threadId one thread',
        responses: { 404: sharedRef('ErrorEnvelope', { description: 'The thread does not exist or the caller is not part of it' }) },
      },
    },
    schema: { querystring: MessageQuery, response: responses(pageOf(MessageSchema)) },
  }, async (request) => {
    const auth = request.auth!;
    const { chatterId, threadId, page = 1, size = 50 } = request.query;
    if (threadId !== undefined) {
      const participants = await threadParticipants(db.orm, auth.tenantId, threadId);
      if (!participants || !participants.includes(auth.userId)) throw notFound('No such thread');
    }
    return listMessages(db, auth.tenantId, auth.userId, { chatterId, threadId }, page, size);
  });

  app.get('/api/messages/chatters', {
    config: { access: {}, openapi: { summary: 'The users the caller exchanged messages with, latest first, with the unread count of each' } },
    schema: { querystring: TranslateQuery, response: responses(ChattersSchema) },
  }, async (request) => {
    const auth = request.auth!;
    return { elements: await listChatters(db, auth.tenantId, auth.userId) };
  });

  app.get('/api/messages/unread', {
    config: { access: {}, openapi: { summary: 'How many messages and system messages the caller has not read' } },
    schema: { querystring: TranslateQuery, response: responses(UnreadSchema) },
  }, async (request) => {
    const auth = request.auth!;
    return unreadCounts(db, auth.tenantId, auth.userId);
  });

  app.post<{ Body: Static<typeof ReadMessages> }>('/api/messages/read', {
    config: { access: {}, openapi: { summary: 'Marks the caller\'s received messages read: all, those from one user, or one thread', responses: { 204: NO_BODY } } },
    schema: { body: ReadMessages, querystring: TranslateQuery },
  }, async (request, reply) => {
    const auth = request.auth!;
    await db.orm.transaction(async (tx) => {
      const changed = await markMessagesRead(tx, auth.tenantId, auth.userId, request.body);
      if (changed > 0) await live.publish({ tenantId: auth.tenantId, to: [auth.userId], type: 'read' }, tx);
    });
    return reply.status(204).send();
  });

  app.post<{ Body: Static<typeof NewSystemMessage> }>('/api/systemmessages', {
    config: { access: { permission: 'SYSTEM_MESSAGES_WRITE' }, openapi: { summary: 'Sends a message of the staff to every user of the tenant' } },
    schema: { body: NewSystemMessage, querystring: TranslateQuery, response: responses(SystemMessageSchema, 201) },
  }, async (request, reply) => {
    const auth = request.auth!;
    const message = await db.orm.transaction(async (tx) => {
      const stored = await insertSystemMessage(tx, auth.tenantId, { fromId: auth.userId, ...request.body });
      await live.publish({ tenantId: auth.tenantId, to: '*', type: 'system-message', id: stored.id, fromId: auth.userId }, tx);
      return stored;
    });
    return reply.status(201).send(message);
  });

  app.get<{ Querystring: { page?: number; size?: number } }>('/api/systemmessages', {
    config: { access: {}, openapi: { summary: 'The system messages of the tenant, newest first, each with whether the caller has read it' } },
    schema: { querystring: Type.Object(Paging), response: responses(pageOf(SystemMessageSchema)) },
  }, async (request) => {
    const auth = request.auth!;
    return listSystemMessages(db, auth.tenantId, auth.userId, request.query.page ?? 1, request.query.size ?? 50);
  });

  app.post<{ Body: Static<typeof ReadSystemMessages> }>('/api/systemmessages/read', {
    config: { access: {}, openapi: { summary: 'Marks system messages read for the caller: the given ids, or all', responses: { 204: NO_BODY } } },
    schema: { body: ReadSystemMessages, querystring: TranslateQuery },
  }, async (request, reply) => {
    const auth = request.auth!;
    await db.orm.transaction(async (tx) => {
      await markSystemMessagesRead(tx, db, auth.tenantId, auth.userId, request.body.ids);
      await live.publish({ tenantId: auth.tenantId, to: [auth.userId], type: 'system-read' }, tx);
    });
    return reply.status(204).send();
  });

  app.get('/api/messages/events', {
    config: {
      access: {},
      openapi: {
        summary: 'Server-sent events (text/event-stream) for the caller: event `message`, `read`, `system-message`, `system-read` with the ids concerned as data',
        responses: { 200: fileAnswer('text/event-stream', 'An endless stream of events; needs Accept: text/event-stream') },
      },
    },
    schema: { querystring: TranslateQuery },
  }, (request, reply) => {
    const auth = request.auth!;
    // Only a caller that asks for a stream gets one (EventSource and the runtime's reader do); any other client
    // gets an answer instead of a request that never ends.
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) throw invalidField('Accept', 'must be text/event-stream');
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    out.write(': connected\n\n');
    const send = (event: LiveEvent) => {
      const { tenantId: _tenant, to: _to, ...data } = event;
      out.write(`event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const keepAlive = setInterval(() => out.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const end = () => {
      clearInterval(keepAlive);
      unsubscribe();
      if (!out.writableEnded) out.end();
    };
    const unsubscribe = live.subscribe(auth.tenantId, auth.userId, send, end);
    request.raw.on('close', end);
    out.on('error', end);
  });
}
