import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';
import type { ServerConfig } from '../config.js';
import { ApiError } from '../http/errors.js';

/**
 * Login rate limit. Failed attempts live in the database (login_attempts), keyed by lower-cased e-mail and
 * client address, so every server instance on the same database enforces the same limit.
 */
type Limit = ServerConfig['loginRateLimit'];

export const attemptKey = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;

/**
 * Throws 429 (with retryAfterSeconds for the Retry-After header) once `max` failures lie within the window.
 * The limit lifts when the max-th most recent failure leaves the window.
 */
export async function assertLoginAllowed(db: Database, key: string, limit: Limit, now: number = Date.now()): Promise<void> {
  const rows = await db.orm.select({ at: loginAttempts.at }).from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, now - limit.windowMs)))
    .orderBy(desc(loginAttempts.at)).offset(limit.max - 1).limit(1);
  if (rows.length === 0) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(rows[0].at) + limit.windowMs - now) / 1000));
  throw new LoginRateLimited(retryAfterSeconds);
}

export class LoginRateLimited extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', `Too many failed logins; try again in ${retryAfterSeconds} s`);
  }
}

export async function recordLoginFailure(db: Database, key: string, limit: Limit, now: number = Date.now()): Promise<void> {
  // Old rows of this key are no longer needed; removing them here keeps the table small without a timer.
  await db.orm.delete(loginAttempts).where(and(eq(loginAttempts.key, key), lte(loginAttempts.at, now - limit.windowMs)));
  await db.orm.insert(loginAttempts).values({ key, at: now });
}

export async function clearLoginFailures(db: Database, key: string): Promise<void> {
  await db.orm.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/** Drops failures older than the window for every key (housekeeping; the per-key cleanup misses idle keys). */
export async function purgeOldLoginFailures(db: Database, limit: Limit, now: number = Date.now()): Promise<void> {
  await db.orm.delete(loginAttempts).where(lte(loginAttempts.at, now - limit.windowMs));
}
