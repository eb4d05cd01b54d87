import type { Entity } from './common.js';

/** A mail the server stored in the outbox because no SMTP server is configured (docs/api.md, Mail). */
export interface OutboxMailFields {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  sentAt: number;
}
export type OutboxMail = Entity<OutboxMailFields>;
