import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test/use-test-server.js';
import { DEMO_TENANT } from '../test/credentials.js';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox.js';
import { createUser } from '../users/store.js';
import type { ParsedMail } from 'mailparser';

/**
 * Account self-service over real HTTP, with the mails received by a real SMTP server in the test: password reset,
 * e-mail confirmation and password change (docs/api.md, Account).
 */
const inbox: SmtpInbox = await startSmtpInbox();
const server = useTestServer({ config: { mail: inbox.config } });
afterAll(() => inbox.close());

const PAGE = 'http://localhost:5173/konto';
let counter = 0;
async function newUser(name = 'Kunde') {
  const email = `${name.toLowerCase()}${++counter}@example.com`;
  const password = `Passwort-${counter}-alt`;
  const user = await createUser(server.db, DEMO_TENANT, { displayName: `${name} ${counter}`, primaryEmail: email, password });
  return { id: user.id, email, password, token: await server.login(email, password, DEMO_TENANT) };
}

/** The link of a received mail, as the user would click it. */
function linkOf(mail: ParsedMail): URL {
  const match = /(https?:\/\/\S+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in ${mail.text}`);
  return new URL(match[1]);
}

const me = (token: string) => server.call('GET', '/api/users/me', { token });

describe('password reset', () => {
  it('mails a link; the token of the link sets a new password once, and every old session ends', async () => {
    const user = await newUser();
    const asked = await server.call('POST', '/api/auth/password-reset', { tenant: DEMO_TENANT, body: { email: user.email.toUpperCase(), redirectUrl: PAGE } });
    expect(asked.status).toBe(202);
    const mail = await inbox.next(user.email);
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(mail.text).toContain('Hallo Kunde');
    const link = linkOf(mail);
    expect(link.origin + link.pathname).toBe(PAGE);
    expect(mail.html).toContain(`href="${link.toString().replace(/&/g, '&#38;')}"`);
    const token = link.searchParams.get('resetToken')!;
    // A mailed token never authenticates a call.
    expect((await me(token)).status).toBe(401);

    const done = await server.call('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'ein-neues-Passwort' } });
    expect(done.status).toBe(204);
    expect((await me(user.token)).status).toBe(401);
    expect((await server.call('POST', '/api/auth/login', { tenant: DEMO_TENANT, body: { email: user.email, password: user.password } })).status).toBe(401);
    expect(await server.login(user.email, 'ein-neues-Passwort', DEMO_TENANT)).toBeTruthy();

    const again = await server.call('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'noch-ein-Passwort' } });
    expect(again.status).toBe(400);
    expect(again.body.error.details[0].field).toBe('token');
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const before = inbox.mails.length;
    const unknown = await server.call('POST', '/api/auth/password-reset', { tenant: DEMO_TENANT, body: { email: 'niemand@example.com', redirectUrl: PAGE } });
    const user = await newUser();
    const known = await server.call('POST', '/api/auth/password-reset', { tenant: DEMO_TENANT, body: { email: user.email, redirectUrl: PAGE } });
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    await inbox.next(user.email);
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.mails.slice(before).map((m) => m.to && [m.to].flat()[0]?.text)).toEqual([user.email]);
  });

  it('only the newest link works, and an expired one does not', async () => {
    const user = await newUser();
    const ask = () => server.call('POST', '/api/auth/password-reset', { tenant: DEMO_TENANT, body: { email: user.email, redirectUrl: PAGE } });
    await ask();
    const first = linkOf(await inbox.next(user.email)).searchParams.get('resetToken')!;
    await ask();
    const second = linkOf(await inbox.next(user.email)).searchParams.get('resetToken')!;
    expect((await server.call('POST', '/api/auth/password-reset/confirm', { body: { token: first, password: 'Passwort-erstes' } })).status).toBe(400);
    await server.db.rows(sql`UPDATE account_tokens SET expires_at = ${Date.now() - 1} WHERE user_id = ${user.id}`);
    const expired = await server.call('POST', '/api/auth/password-reset/confirm', { body: { token: second, password: 'Passwort-zweites' } });
    expect(expired.status).toBe(400);
    expect(expired.body.error.details[0].field).toBe('token');
  });

  it('refuses a link to a host that is not the tenant\'s, a short password and a missing tenant, naming the field', async () => {
    const user = await newUser();
    const evil = await server.call('POST', '/api/auth/password-reset', { tenant: DEMO_TENANT, body: { email: user.email, redirectUrl: 'https://evil.example/steal' } });
    expect(evil.status).toBe(400);
    expect(evil.body.error.details[0].field).toBe('redirectUrl');
    const notUrl = await server.call('POST', '/api/auth/password-reset', { tenant: DEMO_TENANT, body: { email: user.email, redirectUrl: 'javascript:alert(1)' } });
    expect(notUrl.body.error.details[0].field).toBe('redirectUrl');
    // The demo shop's own domain is one of the tenant's.
    expect((await server.call('POST', '/api/auth/password-reset', { tenant: DEMO_TENANT, body: { email: 'x@example.com', redirectUrl: 'http://localhost:8080/' } })).status).toBe(202);
    const short = await server.call('POST', '/api/auth/password-reset/confirm', { body: { token: 'abc', password: 'kurz' } });
    expect(short.status).toBe(400);
    expect(short.body.error.details[0].field).toBe('password');
    expect((await server.call('POST', '/api/auth/password-reset', { body: { email: user.email, redirectUrl: PAGE } })).status).toBe(400);
  });

  it('is limited per e-mail like failed logins (429), known or not', async () => {
    const max = server.config.loginRateLimit.max;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      statuses.push((await server.call('POST', '/api/auth/password-reset', { tenant: DEMO_TENANT, body: { email: 'flut@example.com', redirectUrl: PAGE } })).status);
    }
    expect(statuses.slice(0, max).every((s) => s === 202)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});

describe('e-mail confirmation', () => {
  it('mails a link whose token confirms the address; the user then reads validated: true', async () => {
    const user = await newUser('Vera');
    expect((await me(user.token)).body.primaryEmailAddress).toEqual({ address: user.email, validated: false });
    const sent = await server.call('POST', '/api/auth/email-verification', { token: user.token, body: { emailAddress: user.email, redirectUrl: PAGE, userId: user.id } });
    expect(sent.status).toBe(202);
    const mail = await inbox.next(user.email);
    expect(mail.subject).toBe('E-Mail-Adresse bestätigen');
    const token = linkOf(mail).searchParams.get('verificationToken')!;
    // A confirmation token is no reset token.
    expect((await server.call('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'Passwort-fremd' } })).status).toBe(400);
    expect((await server.call('POST', '/api/auth/confirm-email', { body: { token } })).status).toBe(204);
    expect((await me(user.token)).body.primaryEmailAddress).toEqual({ address: user.email, validated: true });
    expect((await server.call('POST', '/api/auth/confirm-email', { body: { token } })).status).toBe(400);
    const login = await server.call('POST', '/api/auth/login', { tenant: DEMO_TENANT, body: { email: user.email, password: user.password } });
    expect(login.body.user.primaryEmailAddress.validated).toBe(true);
  });

  it('a changed e-mail is unconfirmed again, and a link to the old address no longer confirms it', async () => {
    const user = await newUser('Wechsel');
    await server.call('POST', '/api/auth/email-verification', { token: user.token, body: { emailAddress: user.email, redirectUrl: PAGE, userId: user.id } });
    const token = linkOf(await inbox.next(user.email)).searchParams.get('verificationToken')!;
    const changed = await server.call('PATCH', `/api/users/${user.id}`, { token: server.admin, body: { primaryEmail: `neu-${user.email}` } });
    expect(changed.status).toBe(200);
    expect((await server.call('POST', '/api/auth/confirm-email', { body: { token } })).status).toBe(400);
    expect((await me(user.token)).body.primaryEmailAddress).toEqual({ address: `neu-${user.email}`, validated: false });
  });

  it('only for the caller\'s own address (or by an administrator); other users, wrong addresses and anonymous callers are refused', async () => {
    const user = await newUser();
    const other = await newUser();
    const forOther = await server.call('POST', '/api/auth/email-verification', { token: user.token, body: { emailAddress: other.email, redirectUrl: PAGE, userId: other.id } });
    expect(forOther.status).toBe(403);
    const wrong = await server.call('POST', '/api/auth/email-verification', { token: user.token, body: { emailAddress: 'fremd@example.com', redirectUrl: PAGE, userId: user.id } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0].field).toBe('emailAddress');
    expect((await server.call('POST', '/api/auth/email-verification', { tenant: DEMO_TENANT, body: { emailAddress: user.email, redirectUrl: PAGE, userId: user.id } })).status).toBe(401);
    const byAdmin = await server.call('POST', '/api/auth/email-verification', { token: server.admin, body: { emailAddress: other.email, redirectUrl: PAGE, userId: other.id } });
    expect(byAdmin.status).toBe(202);
    await inbox.next(other.email);
  });
});

describe('changing the own password', () => {
  it('needs the current password; ends the other sessions but keeps the caller\'s', async () => {
    const user = await newUser();
    const second = await server.login(user.email, user.password, DEMO_TENANT);
    const wrong = await server.call('POST', '/api/users/me/password', { token: user.token, body: { currentPassword: 'falsch', newPassword: 'Passwort-neu-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0].field).toBe('currentPassword');
    const short = await server.call('POST', '/api/users/me/password', { token: user.token, body: { currentPassword: user.password, newPassword: 'kurz' } });
    expect(short.body.error.details[0].field).toBe('newPassword');

    const changed = await server.call('POST', '/api/users/me/password', { token: user.token, body: { currentPassword: user.password, newPassword: 'Passwort-neu-1' } });
    expect(changed.status).toBe(204);
    expect((await me(user.token)).status).toBe(200);
    expect((await me(second)).status).toBe(401);
    expect(await server.login(user.email, 'Passwort-neu-1', DEMO_TENANT)).toBeTruthy();
    expect((await server.call('POST', '/api/users/me/password', { tenant: DEMO_TENANT, body: { currentPassword: 'x', newPassword: 'Passwort-neu-2' } })).status).toBe(401);
  });
});

describe('the own profile', () => {
  it('PATCH /users/me changes display name and profile, not the e-mail', async () => {
    const user = await newUser();
    const changed = await server.call('PATCH', '/api/users/me', { token: user.token, body: { displayName: 'Neuer Name', profile: { phone: '123' } } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ displayName: 'Neuer Name', profile: { phone: '123' } });
    const refused = await server.call('PATCH', '/api/users/me', { token: user.token, body: { primaryEmail: 'x@example.com' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0].field).toBe('primaryEmail');
  });
});
