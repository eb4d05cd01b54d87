import { Type, type Static } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { credentials } from '../db/schema.js';
import { recordAudit } from '../audit/record.js';
import { forbidden, invalidField } from '../http/errors.js';
import { NO_BODY } from '../http/openapi/shared-schemas.js';
import { TranslateQuery } from '../http/schemas.js';
import { reserveLoginAttempt, loginKeys, loginSucceeded } from '../auth/rate-limit.js';
import { sessionToken } from '../auth/session-cookie.js';
import { hashToken } from '../auth/tokens.js';
import { verifyPassword } from '../auth/passwords.js';
import { endSessions, findLoginCandidates, loadUser, setCredentials } from '../users/store.js';
import { consumeAccountToken, issueAccountToken } from './account-tokens.js';
import { checkedLinkTarget, linkWithToken } from './link-target.js';
import { accountMail, mailLanguage } from './mail-texts.js';

const Email = Type.String({ minLength: 1, maxLength: 320 });
const Url = Type.String({ minLength: 1, maxLength: 2000 });
const Password = Type.String({ minLength: 8, maxLength: 200 });
const Token = Type.String({ minLength: 1, maxLength: 200 });

const ResetRequest = Type.Object({ email: Email, redirectUrl: Url });
const ResetConfirm = Type.Object({ token: Token, password: Password });
const VerificationRequest = Type.Object({ emailAddress: Email, redirectUrl: Url, userId: Type.String({ minLength: 1, maxLength: 100 }) });
const ConfirmEmail = Type.Object({ token: Token });
const ChangePassword = Type.Object({ currentPassword: Type.String({ minLength: 1, maxLength: 1024 }), newPassword: Password });

const ACCEPTED = { 202: Type.Null({ description: 'Accepted, no body; a mail is sent when the request applies' }) };
const INVALID_TOKEN = 'is invalid, used or expired';

/**
 * Account self-service (docs/api.md, Account): password reset by mail, e-mail confirmation, change of the own
 * password. Mails go through `app.mailer` (SMTP or the outbox, server/mail/send.ts).
 */
export function registerAccountRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }): void {
  /** Sends after the answer: how long a mail takes must not tell whether the address has an account. */
  const sendLater = (request: FastifyRequest, work: () => Promise<unknown>) => {
    setImmediate(() => work().catch((error: unknown) => request.log.error({ err: error }, 'account mail failed')));
  };

  app.post<{ Body: Static<typeof ResetRequest> }>('/api/auth/password-reset', {
    config: {
      access: { public: true },
      openapi: { summary: 'Mails a single-use password reset link (valid 1 hour) when the e-mail has an account; the answer is the same either way', responses: ACCEPTED },
    },
    schema: { body: ResetRequest, querystring: TranslateQuery },
  }, async (request, reply) => {
    const tenantId = request.tenantId!;
    const target = await checkedLinkTarget(db, tenantId, request.body.redirectUrl, 'redirectUrl');
    // Counted per e-mail and address like failed logins, so nobody floods a mailbox with reset mails.
    await reserveLoginAttempt(db, loginKeys(`reset:${request.body.email}`, `reset:${request.ip}`), config.loginRateLimit);
    const language = mailLanguage(request.headers['accept-language']);
    const [account] = await findLoginCandidates(db, request.body.email, tenantId);
    if (account) {
      sendLater(request, async () => {
        const user = await loadUser(db, tenantId, account.userId, []);
        if (!user) return;
        const token = await issueAccountToken(db, { tenantId, userId: user.id, email: user.primaryEmail }, 'password-reset');
        const link = linkWithToken(target, 'resetToken', token);
        await app.mailer.sendMail(tenantId, accountMail('reset', language, user.primaryEmail, { name: user.displayName, link }));
      });
    }
    return reply.status(202).send();
  });

  app.post<{ Body: Static<typeof ResetConfirm> }>('/api/auth/password-reset/confirm', {
    config: {
      access: { public: true, tenantOptional: true },
      openapi: { summary: 'Sets a new password with the token of a reset mail; the token is used up and every session of the user ends', responses: { 204: NO_BODY } },
    },
    schema: { body: ResetConfirm, querystring: TranslateQuery },
  }, async (request, reply) => {
    await db.orm.transaction(async (tx) => {
      const owner = await consumeAccountToken(db, request.body.token, 'password-reset', tx);
      if (!owner) throw invalidField('token', INVALID_TOKEN);
      await setCredentials(db, owner.tenantId, owner.userId, { password: request.body.password }, tx);
      // Whoever may have had the old password (or a stolen session) is out now.
      await endSessions(db, owner.tenantId, owner.userId, null, tx);
      await recordAudit(db, { tenantId: owner.tenantId, userId: owner.userId, action: 'password-reset', resource: 'users', entityId: owner.userId }, tx);
    });
    return reply.status(204).send();
  });

  app.post<{ Body: Static<typeof VerificationRequest> }>('/api/auth/email-verification', {
    config: {
      access: {},
      openapi: { summary: 'Mails a link confirming the user\'s e-mail address (the caller\'s own, or any user of the tenant for TENANT_ADMIN)', responses: ACCEPTED },
    },
    schema: { body: VerificationRequest, querystring: TranslateQuery },
  }, async (request, reply) => {
    const auth = request.auth!;
    const { userId, emailAddress, redirectUrl } = request.body;
    if (userId !== auth.userId && !auth.permissions.has('TENANT_ADMIN')) throw forbidden('Only the user or an administrator asks for this confirmation');
    const target = await checkedLinkTarget(db, auth.tenantId, redirectUrl, 'redirectUrl');
    const user = await loadUser(db, auth.tenantId, userId, []);
    if (!user) throw invalidField('userId', 'names no user of this tenant');
    if (user.primaryEmail.trim().toLowerCase() !== emailAddress.trim().toLowerCase()) throw invalidField('emailAddress', 'is not the user\'s e-mail address');
    await reserveLoginAttempt(db, loginKeys(`verify:${userId}`, `verify:${request.ip}`), config.loginRateLimit);
    const token = await issueAccountToken(db, { tenantId: auth.tenantId, userId, email: user.primaryEmail }, 'email-verification');
    const link = linkWithToken(target, 'verificationToken', token);
    await app.mailer.sendMail(auth.tenantId, accountMail('verify', mailLanguage(request.headers['accept-language']), user.primaryEmail, { name: user.displayName, link }));
    return reply.status(202).send();
  });

  app.post<{ Body: Static<typeof ConfirmEmail> }>('/api/auth/confirm-email', {
    config: {
      access: { public: true, tenantOptional: true },
      openapi: { summary: 'Confirms an e-mail address with the token of a confirmation mail (used up)', responses: { 204: NO_BODY } },
    },
    schema: { body: ConfirmEmail, querystring: TranslateQuery },
  }, async (request, reply) => {
    await db.orm.transaction(async (tx) => {
      const owner = await consumeAccountToken(db, request.body.token, 'email-verification', tx);
      if (!owner) throw invalidField('token', INVALID_TOKEN);
      // Only the address the mail went to: a login e-mail changed since stays unconfirmed.
      const confirmed = await tx.update(credentials).set({ emailVerifiedAt: Date.now() })
        .where(and(eq(credentials.tenantId, owner.tenantId), eq(credentials.userId, owner.userId), eq(credentials.email, owner.email.trim().toLowerCase())))
        .returning({ userId: credentials.userId });
      if (confirmed.length === 0) throw invalidField('token', INVALID_TOKEN);
      await recordAudit(db, { tenantId: owner.tenantId, userId: owner.userId, action: 'email-confirmed', resource: 'users', entityId: owner.userId }, tx);
    });
    return reply.status(204).send();
  });

  app.post<{ Body: Static<typeof ChangePassword> }>('/api/users/me/password', {
    config: {
      access: {},
      openapi: { summary: 'Changes the caller\'s password; needs the current one; every other session of the caller ends', responses: { 204: NO_BODY } },
    },
    schema: { body: ChangePassword, querystring: TranslateQuery },
  }, async (request, reply) => {
    const auth = request.auth!;
    const [own] = await db.orm.select({ email: credentials.email, passwordHash: credentials.passwordHash }).from(credentials)
      .where(and(eq(credentials.tenantId, auth.tenantId), eq(credentials.userId, auth.userId)));
    if (!own) throw invalidField('currentPassword', 'this user has no password');
    // Guessing the current password with a stolen session is limited like logins.
    const keys = loginKeys(own.email, request.ip);
    await reserveLoginAttempt(db, keys, config.loginRateLimit);
    if (!(await verifyPassword(request.body.currentPassword, own.passwordHash))) throw invalidField('currentPassword', 'is wrong');
    await loginSucceeded(db, keys);
    const current = sessionToken(request);
    await db.orm.transaction(async (tx) => {
      await setCredentials(db, auth.tenantId, auth.userId, { password: request.body.newPassword }, tx);
      await endSessions(db, auth.tenantId, auth.userId, current ? hashToken(current.token) : null, tx);
      await recordAudit(db, { tenantId: auth.tenantId, userId: auth.userId, resellerId: request.resellerId, action: 'password-change', resource: 'users', entityId: auth.userId }, tx);
    });
    return reply.status(204).send();
  });
}
