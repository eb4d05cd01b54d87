import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';

/**
 * An opt-in: the consent of one e-mail address to one mailing list (docs/api.md, Opt-ins). A visitor's subscription
 * starts `pending` and becomes `confirmed` when the link of the opt-in mail is followed; `revoked` after an opt-out.
 * The timestamps (epoch ms) record when each step happened, as the proof of consent.
 */
export const OPT_IN_STATES = ['pending', 'confirmed', 'revoked'] as const;
export type OptInState = (typeof OPT_IN_STATES)[number];

export const OptInFieldsSchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 320 }),
  mailingListId: Type.String({ minLength: 1, maxLength: 100 }),
  state: Type.Union(OPT_IN_STATES.map((s) => Type.Literal(s))),
  /** The language the mails go out in (`de_de`, ...). */
  language: Type.Optional(Type.String({ pattern: '^[a-z]{2}_[a-z]{2}$' })),
  requestedAt: Type.Optional(Type.Integer({ minimum: 0 })),
  confirmedAt: Type.Optional(Type.Integer({ minimum: 0 })),
  revokedAt: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type OptInFields = Static<typeof OptInFieldsSchema>;
export type OptIn = Entity<OptInFields>;

const Email = Type.String({ minLength: 3, maxLength: 320, format: 'email' });
const Url = Type.String({ minLength: 1, maxLength: 2000 });

/** `POST /mailing/subscribe` and `/mailing/unsubscribe`: who, which list, and the page the mailed link opens. */
export const MailingRequestSchema = Type.Object({
  email: Email,
  mailingListId: Type.String({ minLength: 1, maxLength: 100 }),
  redirectUrl: Url,
});
export type MailingRequest = Static<typeof MailingRequestSchema>;

/** `POST /mailing/opt-in` and `/mailing/opt-out`: the token of the mailed link. */
export const MailingTokenSchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type MailingToken = Static<typeof MailingTokenSchema>;
