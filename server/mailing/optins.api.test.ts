import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test/use-test-server.js';
import { DEMO_TENANT } from '../test/credentials.js';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox.js';
import { createUser } from '../users/store.js';
import { grantRole } from '../test/grant-role.js';

/**
 * Consent with double opt-in over real HTTP (docs/api.md, Opt-ins): a visitor subscribes, the mail arrives at a
 * real SMTP server in the test, its link's token confirms once; opt-out likewise; the /optins resource with its
 * access rules. Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
const inbox: SmtpInbox = await startSmtpInbox();
// Many subscriptions come from one client address here; the per-address limit is tested in server/auth.
const server = useTestServer({ config: { mail: inbox.config, loginRateLimit: { max: 10, addressMax: 10_000, windowMs: 15 * 60_000 } } });
afterAll(() => inbox.close());

const PAGE = 'http://localhost:5173/newsletter';
let listId = '';
let quietListId = '';
let counter = 0;
const address = () => `besucherin${++counter}-${Date.now()}@example.com`;

beforeAll(async () => {
  const list = await server.call('POST', '/api/mailinglists', { token: server.admin, body: { name: 'Neuigkeiten', doubleOptIn: true } });
  listId = list.body.id;
  const quiet = await server.call('POST', '/api/mailinglists', { token: server.admin, body: { name: 'Ohne Bestätigung', doubleOptIn: false } });
  quietListId = quiet.body.id;
});

const subscribe = (email: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  server.call('POST', '/api/mailing/subscribe', { tenant: DEMO_TENANT, headers, body: { email, mailingListId: listId, redirectUrl: PAGE, ...body } });
const unsubscribe = (email: string) =>
  server.call('POST', '/api/mailing/unsubscribe', { tenant: DEMO_TENANT, body: { email, mailingListId: listId, redirectUrl: PAGE } });
const optIn = (token: string) => server.call('POST', '/api/mailing/opt-in', { body: { token } });
const optOut = (token: string) => server.call('POST', '/api/mailing/opt-out', { body: { token } });

/** The opt-ins of an address, as the back-office reads them. */
async function optInsOf(email: string) {
  const found = await server.call('POST', '/api/optins/search', { token: server.admin, body: { fieldSearches: [{ fieldname: 'email', matcher: 'equals', value: email }] } });
  expect(found.status).toBe(200);
  return found.body.elements as Record<string, unknown>[];
}

/** The token of the mail's link, read from the received text as a person would click it. */
function tokenOf(mail: ParsedMail, parameter: string): string {
  const match = /(https?:\/\/\S+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in ${mail.text}`);
  const link = new URL(match[1]);
  expect(link.origin + link.pathname).toBe(PAGE);
  return link.searchParams.get(parameter)!;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not reached');
}

describe('subscribing with double opt-in', () => {
  it('stores a pending opt-in, mails the link, and the link confirms it once', async () => {
    const email = address();
    const asked = await subscribe(email.toUpperCase());
    expect(asked.status).toBe(202);
    const mail = await inbox.next(email);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Anmeldung');
    expect(mail.text).toContain('„Neuigkeiten“');
    const [pending] = await optInsOf(email);
    expect(pending).toMatchObject({ email, mailingListId: listId, state: 'pending', language: 'de_de' });
    expect(pending.confirmedAt).toBeUndefined();

    const token = tokenOf(mail, 'optInToken');
    // A mailed token never authenticates a call.
    expect((await server.call('GET', '/api/optins', { token })).status).toBe(401);
    expect((await optIn(token)).status).toBe(204);
    const [confirmed] = await optInsOf(email);
    expect(confirmed).toMatchObject({ state: 'confirmed' });
    expect(confirmed.confirmedAt).toBeGreaterThanOrEqual(Number(pending.requestedAt));

    const reused = await optIn(token);
    expect(reused.status).toBe(400);
    expect(reused.body.error.details[0].field).toBe('token');
  });

  it('mails in the language of Accept-Language', async () => {
    const email = address();
    await subscribe(email, {}, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect((await inbox.next(email)).subject).toBe('Veuillez confirmer votre inscription');
  });

  it('answers a confirmed address exactly like a new one, and mails nothing to it', async () => {
    const email = address();
    await subscribe(email);
    expect((await optIn(tokenOf(await inbox.next(email), 'optInToken'))).status).toBe(204);
    const before = inbox.mails.length;
    const again = await subscribe(email);
    const other = address();
    const fresh = await subscribe(other);
    expect([again.status, again.body]).toEqual([fresh.status, fresh.body]);
    await inbox.next(other);
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.mails.slice(before).map((m) => [m.to].flat()[0]?.text)).toEqual([other]);
    expect((await optInsOf(email)).map((o) => o.state)).toEqual(['confirmed']);
  });

  it('confirms at once for a list without double opt-in, and sends no mail', async () => {
    const email = address();
    expect((await subscribe(email, { mailingListId: quietListId })).status).toBe(202);
    const [stored] = await until(() => optInsOf(email), (list) => list.length > 0);
    expect(stored).toMatchObject({ state: 'confirmed', mailingListId: quietListId });
    await expect(inbox.next(email, 300)).rejects.toThrow();
  });

  it('only the newest link works, and an expired one does not', async () => {
    const email = address();
    await subscribe(email);
    const first = tokenOf(await inbox.next(email), 'optInToken');
    await subscribe(email);
    const second = tokenOf(await inbox.next(email), 'optInToken');
    expect((await optIn(first)).status).toBe(400);
    const [stored] = await optInsOf(email);
    await server.db.rows(sql`UPDATE account_tokens SET expires_at = ${Date.now() - 1} WHERE user_id = ${stored.id}`);
    const expired = await optIn(second);
    expect(expired.status).toBe(400);
    expect(expired.body.error.details[0].field).toBe('token');
    expect((await optInsOf(email))[0].state).toBe('pending');
  });

  it('refuses bad requests with a 400 naming the field, before anything is stored', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'keine-adresse' }, 'email'],
      [{ mailingListId: 'no-such-list' }, 'mailingListId'],
      [{ redirectUrl: 'https://evil.example.com/x' }, 'redirectUrl'],
      [{ redirectUrl: 'javascript:alert(1)' }, 'redirectUrl'],
      [{ extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const answer = await subscribe(address(), body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.error.details[0].field).toBe(field);
    }
    expect((await optIn('')).body.error.details[0].field).toBe('token');
    expect((await server.call('POST', '/api/mailing/opt-in', { body: { token: 'x', state: 'confirmed' } })).body.error.details[0].field).toBe('state');
    expect((await server.call('POST', '/api/mailing/subscribe', { body: { email: address(), mailingListId: listId, redirectUrl: PAGE } })).status).toBe(400);
  });

  it('is limited per address like failed logins (429)', async () => {
    const email = address();
    const max = server.config.loginRateLimit.max;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await subscribe(email)).status);
    expect(statuses.slice(0, max).every((s) => s === 202)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});

describe('opting out', () => {
  it('mails the opt-out link only to a subscribed address; the link withdraws the consent once', async () => {
    const email = address();
    await subscribe(email);
    expect((await optIn(tokenOf(await inbox.next(email), 'optInToken'))).status).toBe(204);

    expect((await unsubscribe(email)).status).toBe(202);
    const mail = await inbox.next(email);
    expect(mail.subject).toBe('Abmeldung bestätigen');
    const token = tokenOf(mail, 'optOutToken');
    // An opt-out token does not confirm, nor the other way round.
    expect((await optIn(token)).status).toBe(400);
    expect((await optOut(token)).status).toBe(204);
    const [revoked] = await optInsOf(email);
    expect(revoked).toMatchObject({ state: 'revoked' });
    expect(revoked.revokedAt).toBeGreaterThan(0);
    expect((await optOut(token)).status).toBe(400);

    const stranger = address();
    expect((await unsubscribe(stranger)).status).toBe(202);
    await expect(inbox.next(stranger, 300)).rejects.toThrow();
  });
});

describe('/api/optins', () => {
  it('needs OPT_IN_WRITE to read and write', async () => {
    const user = await createUser(server.db, DEMO_TENANT, { displayName: 'Redaktion', primaryEmail: `redaktion${Date.now()}@example.com`, password: 'Passwort-123' });
    const token = await server.login(user.primaryEmail, 'Passwort-123', DEMO_TENANT);
    expect((await server.call('GET', '/api/optins', { token })).status).toBe(403);
    expect((await server.call('POST', '/api/optins', { token, body: { email: address(), mailingListId: listId, state: 'confirmed' } })).status).toBe(403);
    await grantRole(server.db, DEMO_TENANT, user.id, ['OPT_IN_WRITE']);
    const again = await server.login(user.primaryEmail, 'Passwort-123', DEMO_TENANT);
    expect((await server.call('GET', '/api/optins', { token: again })).status).toBe(200);
    const created = await server.call('POST', '/api/optins', { token: again, body: { email: address(), mailingListId: listId, state: 'confirmed' } });
    expect(created.status).toBe(201);
    expect(created.body.confirmedAt).toBeGreaterThan(0);
  });

  it('refuses unknown fields, a list of no or another tenant, and a second opt-in of an address for one list', async () => {
    const email = address();
    const body = { email, mailingListId: listId, state: 'pending' };
    expect((await server.call('POST', '/api/optins', { token: server.admin, body })).status).toBe(201);
    const twice = await server.call('POST', '/api/optins', { token: server.admin, body: { ...body, email: email.toUpperCase() } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.details[0].field).toBe('email');
    const unknown = await server.call('POST', '/api/optins', { token: server.admin, body: { ...body, email: address(), secret: 1 } });
    expect([unknown.status, unknown.body.error.details[0].field]).toEqual([400, 'secret']);
    const badState = await server.call('POST', '/api/optins', { token: server.admin, body: { ...body, email: address(), state: 'maybe' } });
    expect([badState.status, badState.body.error.details[0].field]).toEqual([400, 'state']);

    const other = await server.createTenantWithUser({ tenantId: `optin-other-${Date.now()}`, email: 'chefin@example.org', password: 'Passwort-123', permissions: ['TENANT_ADMIN'] });
    const foreignList = await server.call('POST', '/api/optins', { token: other.token, body: { ...body, email: address() } });
    expect([foreignList.status, foreignList.body.error.details[0].field]).toEqual([400, 'mailingListId']);
    const [mine] = await optInsOf(email);
    expect((await server.call('GET', `/api/optins/${mine.id}`, { token: other.token })).status).toBe(404);
    expect((await server.call('GET', '/api/optins', { token: other.token })).body.totalElements).toBe(0);
  });

  it('a deleted opt-in makes its link fail', async () => {
    const email = address();
    await subscribe(email);
    const token = tokenOf(await inbox.next(email), 'optInToken');
    const [stored] = await optInsOf(email);
    expect((await server.call('DELETE', `/api/optins/${stored.id}`, { token: server.admin })).status).toBe(204);
    expect((await optIn(token)).status).toBe(400);
  });
});
