import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailConfig } from '../mail/config.js';

/** A real SMTP server inside the test process, keeping every mail it receives (parsed). */
export interface SmtpInbox {
  /** The mail settings that send to this server (with login, as a real provider wants). */
  config: MailConfig;
  mails: ParsedMail[];
  /** The next mail to `to` that arrives (or has arrived and was not taken yet). */
  next(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 'smtp-secret';

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const server = new SMTPServer({
    authOptional: false,
    // Plain login without TLS, on localhost only: the test checks that the credentials are sent at all.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => { mails.push(mail); callback(); }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressedTo = (mail: ParsedMail, to: string) =>
    [mail.to].flat().some((a) => a?.value.some((v) => v.address?.toLowerCase() === to.toLowerCase()));

  return {
    config: { from: 'Baukasten Test <test@baukasten.local>', smtp: { host: '127.0.0.1', port, secure: false, user: SMTP_USER, password: SMTP_PASSWORD } },
    mails,
    async next(to, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = mails.find((m) => !taken.has(m) && addressedTo(m, to));
        if (found) { taken.add(found); return found; }
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
