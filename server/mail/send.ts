import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client.js';
import { newId } from '../db/ids.js';
import { entities } from '../db/schema.js';
import type { MailConfig } from './config.js';

/** One e-mail to one address; `html` is optional (clients without HTML show `text`). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where a mail went: handed to the SMTP server, or stored in the outbox (its entity id). */
export type SentMail = { via: 'smtp'; messageId: string } | { via: 'outbox'; id: string };

/**
 * The server's one way to send e-mail (password reset, address confirmation, and later features such as opt-in
 * mails): `app.mailer.sendMail(tenantId, {to, subject, text, html})`. With SMTP settings the mail goes to that
 * server; without, it is stored in the tenant's outbox (resource `mailoutbox`, read with EMAILS_READ), so nothing
 * is lost on an installation without a mail server. A failing SMTP server throws: callers decide what the user sees.
 */
export interface Mailer {
  sendMail(tenantId: string, mail: Mail): Promise<SentMail>;
  close(): void;
}

export function createMailer(db: Database, config: MailConfig): Mailer {
  const transport: Transporter | null = config.smtp ? nodemailer.createTransport({
    host: config.smtp.host,
    port: config.smtp.port,
    secure: config.smtp.secure,
    auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.password ?? '' } : undefined,
    // A hanging mail server must not hold a request for minutes (nodemailer's defaults are 2 and 10 minutes).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }) : null;

  return {
    async sendMail(tenantId, mail) {
      if (transport) {
        const info = await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        return { via: 'smtp', messageId: String(info.messageId) };
      }
      const at = Date.now();
      const id = newId(at);
      const data = { from: config.from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}), sentAt: at };
      await db.orm.insert(entities).values({ tenantId, resource: 'mailoutbox', id, data, createdAt: at, lastUpdatedAt: at, version: 1 });
      return { via: 'outbox', id };
    },
    close() {
      transport?.close();
    },
  };
}
