import { describe, expect, it } from 'vitest';
import { buildApp } from '../http/app.js';
import { openEventStream } from '../test/event-stream.js';
import { useTestServer } from '../test/use-test-server.js';
import { DEMO_TENANT } from '../test/credentials.js';
import { grantRole } from '../test/grant-role.js';
import { createUser } from '../users/store.js';

/** Messages, system messages, unread counts and the live event stream (docs/api.md, Messages). */
const server = useTestServer();

let counter = 0;
async function newUser(permissions: string[] = []) {
  const email = `chat${++counter}@example.com`;
  const password = `Passwort-chat-${counter}`;
  const user = await createUser(server.db, DEMO_TENANT, { displayName: `Chatter ${counter}`, primaryEmail: email, password });
  if (permissions.length > 0) await grantRole(server.db, DEMO_TENANT, user.id, permissions);
  return { id: user.id, token: await server.login(email, password, DEMO_TENANT) };
}
const send = (token: string, body: Record<string, unknown>) => server.call('POST', '/api/messages', { token, body });
const unread = async (token: string) => (await server.call('GET', '/api/messages/unread', { token })).body;

describe('messages between users', () => {
  it('a message starts a thread; the reply continues it; both read the conversation, newest first', async () => {
    const anna = await newUser();
    const ben = await newUser();
    const first = await send(anna.token, { toId: ben.id, content: 'Hallo Ben' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ fromId: anna.id, toId: ben.id, content: 'Hallo Ben', read: false, threadId: first.body.id });
    const reply = await send(ben.token, { toId: anna.id, content: 'Hallo Anna', threadId: first.body.threadId });
    expect(reply.body.threadId).toBe(first.body.id);
    for (const user of [anna, ben]) {
      const thread = await server.call('GET', `/api/messages?threadId=${first.body.id}`, { token: user.token });
      expect(thread.body.elements.map((m: { content: string }) => m.content)).toEqual(['Hallo Anna', 'Hallo Ben']);
    }
    const chatters = await server.call('GET', '/api/messages/chatters', { token: ben.token });
    expect(chatters.body.elements).toEqual([expect.objectContaining({ userId: anna.id, displayName: expect.stringMatching(/^Chatter /), unread: 1 })]);
  });

  it('unread counts go up with each message to the user and down when read (all, per sender or per thread)', async () => {
    const anna = await newUser();
    const ben = await newUser();
    const cara = await newUser();
    await send(anna.token, { toId: ben.id, content: '1' });
    await send(anna.token, { toId: ben.id, content: '2' });
    const fromCara = await send(cara.token, { toId: ben.id, content: '3' });
    expect(await unread(ben.token)).toEqual({ messages: 3, systemMessages: expect.any(Number) });
    expect((await unread(anna.token)).messages).toBe(0);
    expect((await server.call('POST', '/api/messages/read', { token: ben.token, body: { threadId: fromCara.body.threadId } })).status).toBe(204);
    expect((await unread(ben.token)).messages).toBe(2);
    await server.call('POST', '/api/messages/read', { token: ben.token, body: { fromId: anna.id } });
    expect((await unread(ben.token)).messages).toBe(0);
    // Reading does not mark what the reader sent.
    const toAnna = await send(ben.token, { toId: anna.id, content: '4' });
    await server.call('POST', '/api/messages/read', { token: ben.token, body: {} });
    expect((await unread(anna.token)).messages).toBe(1);
    expect(toAnna.body.read).toBe(false);
  });

  it('only the two participants read a thread or write into it; a third user gets 404 and 400', async () => {
    const anna = await newUser();
    const ben = await newUser();
    const eve = await newUser();
    const first = await send(anna.token, { toId: ben.id, content: 'geheim' });
    expect((await server.call('GET', `/api/messages?threadId=${first.body.threadId}`, { token: eve.token })).status).toBe(404);
    const intrude = await send(eve.token, { toId: ben.id, content: 'ich auch', threadId: first.body.threadId });
    expect(intrude.status).toBe(400);
    expect(intrude.body.error.details[0].field).toBe('threadId');
    const listed = await server.call('GET', '/api/messages', { token: eve.token });
    expect(listed.body.elements.map((m: { content: string }) => m.content)).not.toContain('geheim');
    // A participant cannot pull a third user into the thread either.
    const redirect = await send(anna.token, { toId: eve.id, content: 'x', threadId: first.body.threadId });
    expect(redirect.body.error.details[0].field).toBe('toId');
  });

  it('refuses a recipient of another tenant, oneself, empty content and anonymous callers', async () => {
    const anna = await newUser();
    const other = await server.createTenantWithUser({ tenantId: 'chatother', email: 'x@chatother.example', password: 'Passwort-other', permissions: [] });
    const foreign = await send(anna.token, { toId: other.userId, content: 'hallo' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details[0].field).toBe('toId');
    expect((await send(anna.token, { toId: anna.id, content: 'ich' })).body.error.details[0].field).toBe('toId');
    expect((await send(anna.token, { toId: other.userId, content: '' })).body.error.details[0].field).toBe('content');
    expect((await server.call('POST', '/api/messages', { tenant: DEMO_TENANT, body: { toId: anna.id, content: 'x' } })).status).toBe(401);
    expect((await server.call('GET', '/api/messages/unread', { tenant: DEMO_TENANT })).status).toBe(401);
    expect((await server.call('GET', '/api/messages/events', { tenant: DEMO_TENANT, headers: { Accept: 'text/event-stream' } })).status).toBe(401);
    // Without asking for a stream, an answer rather than a request that never ends.
    const notAsked = await server.call('GET', '/api/messages/events', { token: anna.token });
    expect(notAsked.status).toBe(400);
    expect(notAsked.body.error.details[0].field).toBe('Accept');
    // The other tenant's user sees nothing of this tenant.
    expect((await server.call('GET', '/api/messages', { token: other.token })).body.totalElements).toBe(0);
  });
});

describe('system messages', () => {
  it('staff with SYSTEM_MESSAGES_WRITE send to every user of the tenant; each user has their own read state', async () => {
    const staff = await newUser(['SYSTEM_MESSAGES_WRITE']);
    const anna = await newUser();
    const ben = await newUser();
    expect((await server.call('POST', '/api/systemmessages', { token: anna.token, body: { title: 't', content: 'c' } })).status).toBe(403);
    const before = (await unread(anna.token)).systemMessages;
    const sent = await server.call('POST', '/api/systemmessages', { token: staff.token, body: { title: 'Wartung', content: 'Heute Abend' } });
    expect(sent.status).toBe(201);
    expect((await unread(anna.token)).systemMessages).toBe(before + 1);
    await server.call('POST', '/api/systemmessages/read', { token: anna.token, body: { ids: [sent.body.id] } });
    expect((await unread(anna.token)).systemMessages).toBe(before);
    expect((await unread(ben.token)).systemMessages).toBe(before + 1);
    const list = await server.call('GET', '/api/systemmessages', { token: anna.token });
    expect(list.body.elements[0]).toMatchObject({ title: 'Wartung', content: 'Heute Abend', read: true });
    const other = await server.createTenantWithUser({ tenantId: 'sysother', email: 'x@sysother.example', password: 'Passwort-other', permissions: [] });
    expect((await server.call('GET', '/api/systemmessages', { token: other.token })).body.totalElements).toBe(0);
  });
});

describe('live events', () => {
  it('the recipient\'s open stream hears of a new message and of reads; another user\'s stream does not', async () => {
    const anna = await newUser();
    const ben = await newUser();
    const eve = await newUser();
    const benStream = await openEventStream(`${server.baseUrl}/api/messages/events`, ben.token);
    const eveStream = await openEventStream(`${server.baseUrl}/api/messages/events`, eve.token);
    try {
      expect(benStream.status).toBe(200);
      const sent = await send(anna.token, { toId: ben.id, content: 'live' });
      expect((await benStream.next('message')).data).toEqual({ type: 'message', id: sent.body.id, threadId: sent.body.threadId, fromId: anna.id });
      await server.call('POST', '/api/messages/read', { token: ben.token, body: {} });
      expect((await benStream.next('read')).data.type).toBe('read');
      await expect(eveStream.next('message', 300)).rejects.toThrow();
    } finally {
      benStream.close();
      eveStream.close();
    }
  });

  it('a message stored through one server instance reaches the event stream of another instance on the same database', async () => {
    const anna = await newUser();
    const ben = await newUser();
    const second = await buildApp({ config: server.config, db: await server.secondDatabase() });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    const secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const stream = await openEventStream(`${secondUrl}/api/messages/events`, ben.token);
    try {
      const sent = await send(anna.token, { toId: ben.id, content: 'über die Datenbank' });
      expect((await stream.next('message')).data.id).toBe(sent.body.id);
      // And the other way round: a message through the second instance reaches the first's stream.
      const firstStream = await openEventStream(`${server.baseUrl}/api/messages/events`, anna.token);
      const back = await fetch(`${secondUrl}/api/messages`, {
        method: 'POST', headers: { Authorization: `Bearer ${ben.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ toId: anna.id, content: 'zurück', threadId: sent.body.threadId }),
      });
      expect(back.status).toBe(201);
      expect((await firstStream.next('message')).data.fromId).toBe(ben.id);
      firstStream.close();
    } finally {
      stream.close();
      await second.close();
    }
  });
});
