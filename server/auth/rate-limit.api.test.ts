import { describe, expect, it } from 'vitest';
import { buildApp } from '../http/app.js';
import { createUser } from '../users/store.js';
import { DEMO_TENANT } from '../test/harness.js';
import { useTestServer } from '../test/use-test-server.js';

/**
 * The login rate limit: failed logins counted atomically in the database, per account (e-mail) and per client
 * address, shared by every server instance on the database. The server trusts X-Forwarded-For here, so one test
 * can speak from several addresses.
 */
const LIMITS = { max: 10, addressMax: 20, windowMs: 60_000 };
const server = useTestServer({ config: { loginRateLimit: LIMITS, trustProxy: true }, timeoutMs: 120_000 });

let counter = 0;
/** A new account of the demo tenant: its e-mail and password. */
async function account(): Promise<{ email: string; password: string }> {
  const email = `limited-${++counter}@example.com`;
  await createUser(server.db, DEMO_TENANT, { displayName: email, primaryEmail: email, password: 'right-password-1' });
  return { email, password: 'right-password-1' };
}

const attempt = (email: string, password: string, from: string) =>
  server.call('POST', '/api/auth/login', { body: { email, password }, headers: { 'X-Forwarded-For': from } });

const statuses = (results: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe('login rate limit', () => {
  it('counts concurrent failures of one account atomically; another account keeps working', async () => {
    const target = await account();
    const other = await account();
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(target.email, `wrong-${i}`, '10.0.1.1')));
    expect(statuses(burst)).toEqual({ 401: LIMITS.max, 429: 40 - LIMITS.max });

    const limited = burst.find((r) => r.status === 429)!;
    expect(limited.body.error.code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Guessing the right password now does not help, from any address.
    expect((await attempt(target.email.toUpperCase(), target.password, '10.0.1.2')).status).toBe(429);
    // The right password of another account works, from another address.
    expect((await attempt(other.email, other.password, '10.0.1.3')).status).toBe(200);
  });

  it('counts failures per address across accounts, and the answers never tell which part was wrong', async () => {
    const known = await account();
    const tries = [];
    for (let i = 0; i < 30; i++) tries.push(await attempt(i === 0 ? known.email : `nobody-${i}@example.com`, 'wrong', '10.0.2.1'));
    expect(statuses(tries)).toEqual({ 401: LIMITS.addressMax, 429: 30 - LIMITS.addressMax });
    // A known e-mail with a wrong password and an unknown e-mail get the same answer.
    expect(tries[0].body).toEqual(tries[1].body);
    expect(tries[LIMITS.addressMax].body.error.message).not.toMatch(/e-mail|password|account/i);
    // That address is refused even with a right password; the account itself is not locked elsewhere.
    expect((await attempt(known.email, known.password, '10.0.2.1')).status).toBe(429);
    expect((await attempt(known.email, known.password, '10.0.2.2')).status).toBe(200);
  });

  it('does not count successful logins, and a success clears the account\'s failures', async () => {
    const regular = await account();
    for (let i = 0; i < LIMITS.addressMax + 5; i++) expect((await attempt(regular.email, regular.password, '10.0.3.1')).status).toBe(200);
    for (let i = 0; i < LIMITS.max - 1; i++) expect((await attempt(regular.email, 'wrong', '10.0.3.1')).status).toBe(401);
    expect((await attempt(regular.email, regular.password, '10.0.3.1')).status).toBe(200);
    for (let i = 0; i < LIMITS.max - 1; i++) expect((await attempt(regular.email, 'wrong', '10.0.3.1')).status).toBe(401);
    expect((await attempt(regular.email, regular.password, '10.0.3.1')).status).toBe(200);
  });

  it('is shared by every server instance on the same database', async () => {
    const target = await account();
    const second = await buildApp({ config: server.config, db: await server.secondDatabase() });
    try {
      const onSecond = (password: string) => second.inject({
        method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': '10.0.4.2' }, payload: { email: target.email, password },
      });
      // Half the failures on each instance, at the same time.
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2
        ? attempt(target.email, 'wrong', '10.0.4.1')
        : onSecond('wrong').then((r) => ({ status: r.statusCode })))));
      expect(statuses(results)).toEqual({ 401: LIMITS.max, 429: 20 - LIMITS.max });
      expect((await onSecond(target.password)).statusCode).toBe(429);
      expect((await attempt(target.email, target.password, '10.0.4.3')).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});
