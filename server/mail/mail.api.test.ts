import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../test/credentials.js';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { readMailConfig } from './config.js';

describe('mail settings from the environment', () => {
  it('no SMTP_HOST: the outbox, with a default sender', () => {
    expect(readMailConfig({})).toEqual({ from: 'Baukasten <no-reply@localhost>' });
  });

  it('every SMTP_ variable is read; SMTP_SECURE picks port 465 unless SMTP_PORT says otherwise', () => {
    expect(readMailConfig({ SMTP_HOST: 'mail.example.com', SMTP_USER: 'u', SMTP_PASSWORD: 'p', SMTP_FROM: 'Shop <shop@example.com>', SMTP_SECURE: 'true' }))
      .toEqual({ from: 'Shop <shop@example.com>', smtp: { host: 'mail.example.com', port: 465, secure: true, user: 'u', password: 'p' } });
    expect(readMailConfig({ SMTP_HOST: 'mail.example.com', SMTP_PORT: '2525' }).smtp).toEqual({ host: 'mail.example.com', port: 2525, secure: false, user: undefined, password: undefined });
  });
});

describe('sending through SMTP', () => {
  let inbox: SmtpInbox;
  let server: TestServer;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({ config: { mail: inbox.config } });
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  it('logs in to the SMTP server and delivers subject, text, HTML and sender; nothing goes to the outbox', async () => {
    const sent = await server.app.mailer.sendMail(DEMO_TENANT, { to: 'kundin@example.com', subject: 'Grüße', text: 'Hallo Welt', html: '<p>Hallo <b>Welt</b></p>' });
    expect(sent.via).toBe('smtp');
    const mail = await inbox.next('kundin@example.com');
    expect(mail.subject).toBe('Grüße');
    expect(mail.text?.trim()).toBe('Hallo Welt');
    expect(mail.html).toContain('<b>Welt</b>');
    expect(mail.from?.value[0].address).toBe('test@baukasten.local');
    const outbox = await server.call('GET', '/api/mailoutbox', { token: await server.adminToken() });
    expect(outbox.body.totalElements).toBe(0);
  });

  it('a mail server that refuses the login makes sending fail rather than lose the mail silently', async () => {
    const { createMailer } = await import('./send.js');
    const wrong = createMailer(server.db, { ...inbox.config, smtp: { ...inbox.config.smtp!, password: 'wrong' } });
    await expect(wrong.sendMail(DEMO_TENANT, { to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow();
    wrong.close();
  });
});

describe('the outbox without SMTP settings', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(() => server?.close());

  it('stores the mail in the tenant outbox, readable with EMAILS_READ, newest first', async () => {
    await server.app.mailer.sendMail(DEMO_TENANT, { to: 'a@example.com', subject: 'Erste', text: 'eins' });
    const sent = await server.app.mailer.sendMail(DEMO_TENANT, { to: 'b@example.com', subject: 'Zweite', text: 'zwei', html: '<p>zwei</p>' });
    expect(sent.via).toBe('outbox');
    const list = await server.call('GET', '/api/mailoutbox', { token: await server.adminToken() });
    expect(list.status).toBe(200);
    expect(list.body.elements.map((m: { subject: string }) => m.subject)).toEqual(['Zweite', 'Erste']);
    expect(list.body.elements[0]).toMatchObject({ to: 'b@example.com', text: 'zwei', html: '<p>zwei</p>', from: 'Baukasten <no-reply@localhost>' });
  });

  it('needs EMAILS_READ; another tenant sees none of it; nobody writes it through the API', async () => {
    const reader = await server.createTenantWithUser({ tenantId: 'mailother', email: 'reader@mailother.example', password: 'pw-reader-1', permissions: ['EMAILS_READ'] });
    expect((await server.call('GET', '/api/mailoutbox', { token: reader.token })).body.totalElements).toBe(0);
    expect((await server.call('GET', '/api/mailoutbox', { tenant: DEMO_TENANT })).status).toBe(401);
    const plain = await server.createTenantWithUser({ tenantId: 'mailplain', email: 'plain@mailplain.example', password: 'pw-plain-1', permissions: [] });
    expect((await server.call('GET', '/api/mailoutbox', { token: plain.token })).status).toBe(403);
    const write = await server.call('POST', '/api/mailoutbox', { token: await server.adminToken(), body: { to: 'x@example.com' } });
    expect(write.status).toBe(404);
  });
});
