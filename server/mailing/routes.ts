import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MailingRequestSchema, MailingTokenSchema, type MailingRequest, type MailingToken } from '../../model/api/schemas/optins.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { invalidField } from '../http/errors.js';
import { NO_BODY } from '../http/openapi/shared-schemas.js';
import { TranslateQuery } from '../http/schemas.js';
import { reserveLoginAttempt, loginKeys } from '../auth/rate-limit.js';
import { consumeAccountToken, issueAccountToken } from '../account/account-tokens.js';
import { checkedLinkTarget, linkWithToken } from '../account/link-target.js';
import { linkMail, loadMailTexts, mailLanguage } from '../account/mail-texts.js';
import { findRow } from '../resources/core/store.js';
import { assertValid } from '../resources/core/validate.js';
import { inTransaction } from '../resources/core/write-operations.js';
import { findOptIn, findOptInById, lockAddress, saveOptIn, visitorContext } from './optin-store.js';

type OptInTexts = Record<'optInSubject' | 'optInText' | 'optOutSubject' | 'optOutText', string>;
const optInTexts = loadMailTexts<OptInTexts>('optin');

const ACCEPTED = { 202: NO_BODY };
/** Bodies are checked strictly in the handler (unknown fields are a 400 naming them); the schema documents them. */
const AnyBody = Type.Object({}, { additionalProperties: true });
const documented = (body: TSchema) => ({ body });
const INVALID_TOKEN = 'is invalid, used or expired';

/**
 * The public mailing calls (docs/api.md, Opt-ins): a visitor subscribes to or unsubscribes from a mailing list and
 * confirms either through the link of a mail sent through `app.mailer`. The requests answer 202 whether the address
 * is known or not, and do their work after the answer, so neither the answer nor its timing tells anything about an
 * address; they count against the login limits per address and per client. The links' tokens are single-use,
 * expire, and only their hash is stored (server/account/account-tokens.ts).
 */
export function registerMailingRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }): void {
  const later = (request: FastifyRequest, work: () => Promise<unknown>) => {
    setImmediate(() => work().catch((error: unknown) => request.log.error({ err: error }, 'mailing request failed')));
  };

  /** Checks what can be checked without telling anything about the address: the link target, the list, the limit. */
  async function accept(request: FastifyRequest<{ Body: MailingRequest }>, kind: string) {
    assertValid(MailingRequestSchema, request.body);
    const tenantId = request.tenantId!;
    const { email, mailingListId, redirectUrl } = request.body;
    const target = await checkedLinkTarget(db, tenantId, redirectUrl, 'redirectUrl');
    const list = await findRow(db, { tenantId, resource: 'mailinglists' }, mailingListId);
    if (!list) throw invalidField('mailingListId', 'names no mailing list of this tenant');
    await reserveLoginAttempt(db, loginKeys(`${kind}:${email}`, `${kind}:${request.ip}`), config.loginRateLimit);
    return { ctx: visitorContext(db, request, tenantId), list, target, language: mailLanguage(request.headers['accept-language']) };
  }

  app.post<{ Body: MailingRequest }>('/api/mailing/subscribe', {
    config: {
      access: { public: true },
      openapi: { summary: 'Subscribes an address to a mailing list: a pending opt-in and a mail with the confirmation link (or confirmed at once for a list without double opt-in); the same answer for every address', responses: ACCEPTED, ...documented(MailingRequestSchema) },
    },
    schema: { body: AnyBody, querystring: TranslateQuery },
  }, async (request, reply) => {
    const { ctx, list, target, language } = await accept(request, 'subscribe');
    const { email, mailingListId } = request.body;
    later(request, async () => {
      const doubleOptIn = list.doubleOptIn !== false;
      const pending = await inTransaction(ctx, async (tx) => {
        await lockAddress(ctx, tx, email, mailingListId);
        const existing = await findOptIn(ctx, tx, email, mailingListId);
        if (existing?.state === 'confirmed') return null; // nothing to do, and nothing to tell
        const fields = { email, mailingListId, language, requestedAt: Date.now() };
        return saveOptIn(ctx, tx, existing, fields, doubleOptIn ? 'pending' : 'confirmed');
      });
      if (!pending || !doubleOptIn) return;
      const token = await issueAccountToken(db, { tenantId: ctx.tenantId, userId: pending.id, email: String(pending.email) }, 'opt-in');
      const texts = optInTexts(language);
      await app.mailer.sendMail(ctx.tenantId, linkMail(String(pending.email), texts.optInSubject, texts.optInText,
        { name: String(list.name), link: linkWithToken(target, 'optInToken', token) }));
    });
    return reply.status(202).send();
  });

  app.post<{ Body: MailingRequest }>('/api/mailing/unsubscribe', {
    config: {
      access: { public: true },
      openapi: { summary: 'Mails the link that withdraws an address\'s opt-in to a mailing list, when it has one; the same answer for every address', responses: ACCEPTED, ...documented(MailingRequestSchema) },
    },
    schema: { body: AnyBody, querystring: TranslateQuery },
  }, async (request, reply) => {
    const { ctx, list, target, language } = await accept(request, 'unsubscribe');
    const { email, mailingListId } = request.body;
    later(request, async () => {
      const optIn = await inTransaction(ctx, (tx) => findOptIn(ctx, tx, email, mailingListId));
      if (!optIn || optIn.state === 'revoked') return;
      const token = await issueAccountToken(db, { tenantId: ctx.tenantId, userId: optIn.id, email: String(optIn.email) }, 'opt-out');
      const texts = optInTexts(String(optIn.language ?? language));
      await app.mailer.sendMail(ctx.tenantId, linkMail(String(optIn.email), texts.optOutSubject, texts.optOutText,
        { name: String(list.name), link: linkWithToken(target, 'optOutToken', token) }));
    });
    return reply.status(202).send();
  });

  /** Uses a mailed token up and moves its opt-in to `state`; 400 on `token` when it does not work (any more). */
  const confirm = (path: string, purpose: 'opt-in' | 'opt-out', state: 'confirmed' | 'revoked', summary: string) => {
    app.post<{ Body: MailingToken }>(path, {
      config: { access: { public: true, tenantOptional: true }, openapi: { summary, responses: { 204: NO_BODY }, ...documented(MailingTokenSchema) } },
      schema: { body: AnyBody, querystring: TranslateQuery },
    }, async (request, reply) => {
      assertValid(MailingTokenSchema, request.body);
      await db.orm.transaction(async (tx) => {
        const owner = await consumeAccountToken(db, request.body.token, purpose, tx);
        if (!owner) throw invalidField('token', INVALID_TOKEN);
        const ctx = visitorContext(db, request, owner.tenantId);
        const optIn = await findOptInById(ctx, tx, owner.userId);
        // Deleted in the back-office, or its address changed since the mail went out.
        if (!optIn || optIn.email !== owner.email) throw invalidField('token', INVALID_TOKEN);
        if (optIn.state !== state) await saveOptIn(ctx, tx, optIn, {}, state);
      });
      return reply.status(204).send();
    });
  };
  confirm('/api/mailing/opt-in', 'opt-in', 'confirmed', 'Confirms an opt-in with the token of its mail (single use, valid 2 days)');
  confirm('/api/mailing/opt-out', 'opt-out', 'revoked', 'Withdraws an opt-in with the token of an opt-out mail (single use, valid 7 days)');
}
