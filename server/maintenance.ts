import type { ServerConfig } from './config.js';
import type { Database } from './db/client.js';
import { purgeOldLoginFailures } from './auth/rate-limit.js';
import { purgeExpiredTokens } from './auth/tokens.js';
import { purgeExpiredAccountTokens } from './account/account-tokens.js';

const HOUR = 60 * 60 * 1000;

/**
 * Housekeeping of a long-running server: expired tokens and old failed logins are deleted at start and hourly.
 * Each instance may do it; the deletes are idempotent. Returns a function that stops the timer.
 */
export async function startMaintenance(db: Database, config: ServerConfig, log: (error: unknown) => void): Promise<() => void> {
  const run = async () => {
    await purgeExpiredTokens(db);
    await purgeExpiredAccountTokens(db);
    await purgeOldLoginFailures(db, config.loginRateLimit);
  };
  await run();
  const timer = setInterval(() => run().catch(log), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
