import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueToken, hashToken } from './auth/tokens.js';
import { startMaintenance } from './maintenance.js';
import { DEMO_TENANT } from './test/harness.js';
import { useTestServer } from './test/use-test-server.js';

// no admin login before the tests: the test counts the login records the housekeeping keeps
const server = useTestServer({ loginAdmin: false });

describe('housekeeping', () => {
  it('deletes expired tokens and failed logins older than the window, and keeps the rest', async () => {
    const db = server.db;
    const expired = await issueToken(db, { tenantId: DEMO_TENANT, userId: 'u1', ttlMs: -1 });
    const valid = await issueToken(db, { tenantId: DEMO_TENANT, userId: 'u1', ttlMs: 60_000 });
    const service = await issueToken(db, { tenantId: DEMO_TENANT, userId: 'u1', kind: 'service' });
    const now = Date.now();
    await db.rows(sql`INSERT INTO login_failures (key, failures, window_start)
      VALUES ('address:old', 3, ${now - server.config.loginRateLimit.windowMs - 1}), ('address:new', 3, ${now})`);

    const stop = await startMaintenance(db, server.config, () => undefined);
    stop();

    const hashes = (await db.rows<{ token_hash: string }>(sql`SELECT token_hash FROM tokens`)).map((r) => r.token_hash);
    expect(hashes).not.toContain(hashToken(expired));
    expect(hashes).toContain(hashToken(valid));
    expect(hashes).toContain(hashToken(service));
    const keys = (await db.rows<{ key: string }>(sql`SELECT key FROM login_failures`)).map((r) => r.key);
    expect(keys).toEqual(['address:new']);
  });
});
