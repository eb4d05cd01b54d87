import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database, Orm } from '../db/client.js';
import { accountTokens } from '../db/schema.js';
import { generateToken, hashToken } from '../auth/tokens.js';

/**
 * Tokens mailed to a user (docs/security.md, Account): a password reset (valid 1 hour) or the confirmation of an
 * e-mail address (valid 2 days); and to a subscriber of a mailing list (docs/api.md, Opt-ins): confirming an
 * opt-in (valid 2 days) or withdrawing it (valid 7 days). Like login tokens only their SHA-256 is stored; unlike
 * them they never authenticate a call, and using one deletes it, so a link works once.
 */
export type AccountTokenPurpose = 'password-reset' | 'email-verification' | 'opt-in' | 'opt-out';

export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  'password-reset': 60 * 60_000,
  'email-verification': 48 * 60 * 60_000,
  'opt-in': 48 * 60 * 60_000,
  'opt-out': 7 * 24 * 60 * 60_000,
};

export interface AccountTokenOwner {
  tenantId: string;
  /** The user; for the opt-in purposes the opt-in's id (a subscriber has no user account). */
  userId: string;
  email: string;
}

/**
 * A new token for this purpose; the user's earlier tokens of the same purpose stop working (only the newest
 * mail's link counts).
 */
export async function issueAccountToken(db: Database, owner: AccountTokenOwner, purpose: AccountTokenPurpose, now: number = Date.now()): Promise<string> {
  const token = generateToken();
  await db.orm.transaction(async (tx) => {
    await tx.delete(accountTokens).where(and(
      eq(accountTokens.tenantId, owner.tenantId), eq(accountTokens.userId, owner.userId), eq(accountTokens.purpose, purpose)));
    await tx.insert(accountTokens).values({
      tokenHash: hashToken(token), tenantId: owner.tenantId, userId: owner.userId, purpose, email: owner.email,
      createdAt: now, expiresAt: now + ACCOUNT_TOKEN_TTL_MS[purpose],
    });
  });
  return token;
}

/**
 * Uses a token up: deletes it and returns its owner, or null when it is unknown, used, expired or of another
 * purpose. One statement, so two concurrent uses of one link cannot both succeed.
 */
export async function consumeAccountToken(
  db: Database, token: string, purpose: AccountTokenPurpose, orm?: Orm, now: number = Date.now(),
): Promise<AccountTokenOwner | null> {
  const [row] = await (orm ?? db.orm).delete(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose), gt(accountTokens.expiresAt, now)))
    .returning({ tenantId: accountTokens.tenantId, userId: accountTokens.userId, email: accountTokens.email });
  return row ?? null;
}

/** Housekeeping: drops tokens past their expiry. */
export async function purgeExpiredAccountTokens(db: Database, now: number = Date.now()): Promise<void> {
  await db.orm.delete(accountTokens).where(lte(accountTokens.expiresAt, now));
}
