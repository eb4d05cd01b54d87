import { lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import type { ServerConfig } from '../config.js';
import { ApiError } from '../http/errors.js';

/**
 * Login rate limit, per account (the lower-cased e-mail, known or not) and per client address, in the database
 * (login_failures), so every server instance on it enforces the same limit. Each key counts failures in a fixed
 * window that starts with its first failure.
 *
 * A login first reserves an attempt on both keys in one statement (INSERT ... ON CONFLICT DO UPDATE, atomic
 * also between instances) and is refused with 429 when either count then lies beyond its maximum, before the
 * password is checked. So concurrent guesses cannot all pass a check made before any of them was counted. A
 * successful login gives its reservation back: it clears the account's failures and does not count for the
 * address.
 */
type Limit = ServerConfig['loginRateLimit'];

export interface LoginKeys {
  account: string;
  address: string;
}

export const loginKeys = (email: string, ip: string): LoginKeys => ({
  account: `account:${email.trim().toLowerCase()}`,
  address: `address:${ip}`,
});

export class LoginRateLimited extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    // The same text whichever key is limited: it reveals neither the account nor which part was wrong.
    super(429, 'TOO_MANY_REQUESTS', `Too many failed logins; try again in ${retryAfterSeconds} s`);
  }
}

/**
 * Counts this attempt as a failure of both keys, then throws 429 (retryAfterSeconds for Retry-After) when either
 * key is beyond its maximum within the window. Call `loginSucceeded` when the password turns out right.
 */
export async function reserveLoginAttempt(db: Database, keys: LoginKeys, limit: Limit, now: number = Date.now()): Promise<void> {
  const expired = now - limit.windowMs;
  const rows = await db.rows<{ key: string; failures: number; window_start: number | string }>(sql`
    INSERT INTO login_failures AS f (key, failures, window_start)
    VALUES (${keys.account}, 1, ${now}), (${keys.address}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN f.window_start <= ${expired} THEN 1 ELSE f.failures + 1 END,
      window_start = CASE WHEN f.window_start <= ${expired} THEN ${now} ELSE f.window_start END
    RETURNING key, failures, window_start`);
  const over = rows.filter((r) => r.failures > (r.key === keys.account ? limit.max : limit.addressMax));
  if (over.length === 0) return;
  const until = Math.max(...over.map((r) => Number(r.window_start) + limit.windowMs));
  throw new LoginRateLimited(Math.max(1, Math.ceil((until - now) / 1000)));
}

/** A right password: the account starts afresh, and the attempt does not count for the address. */
export async function loginSucceeded(db: Database, keys: LoginKeys): Promise<void> {
  await db.rows(sql`DELETE FROM login_failures WHERE key = ${keys.account}`);
  await db.rows(sql`UPDATE login_failures SET failures = failures - 1 WHERE key = ${keys.address} AND failures > 0`);
}

/** Drops counters whose window has passed (housekeeping; a counter also restarts by itself on its next failure). */
export async function purgeOldLoginFailures(db: Database, limit: Limit, now: number = Date.now()): Promise<void> {
  await db.orm.delete(loginFailures).where(lte(loginFailures.windowStart, now - limit.windowMs));
}
