/**
 * Where the server's e-mails go (README.md, Configuration; docs/api.md, Mail): an SMTP server when `SMTP_HOST` is
 * set, else the outbox in the database (`/api/mailoutbox`), so a local installation can still follow a reset link.
 */
export interface MailConfig {
  smtp?: {
    host: string;
    port: number;
    /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
    secure: boolean;
    user?: string;
    password?: string;
  };
  /** The sender of every mail. */
  from: string;
}

const DEFAULT_FROM = 'Baukasten <no-reply@localhost>';

export function readMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const from = env.SMTP_FROM || DEFAULT_FROM;
  if (!env.SMTP_HOST) return { from };
  const secure = env.SMTP_SECURE === 'true' || env.SMTP_SECURE === '1';
  return {
    from,
    smtp: {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT ? Number(env.SMTP_PORT) : secure ? 465 : 587,
      secure,
      user: env.SMTP_USER || undefined,
      password: env.SMTP_PASSWORD || undefined,
    },
  };
}
