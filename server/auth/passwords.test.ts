import { describe, expect, it } from 'vitest';
import { scryptSync } from 'node:crypto';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords.js';

/** A hash as the first versions stored it: scrypt N=2^14, r=8, p=1. */
function legacyHash(password: string): string {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password, salt, 64, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashes', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('never contains the password and salts each hash differently', async () => {
    const a = await hashPassword('same-password');
    const b = await hashPassword('same-password');
    expect(a).not.toContain('same-password');
    // OWASP's minimum for scrypt: N=2^17, r=8, p=1.
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same-password', b)).toBe(true);
  });

  it('treats composed and decomposed Unicode spellings as the same password', async () => {
    const hash = await hashPassword('Gr\u00fc\u00dfe');
    expect(await verifyPassword('Gru\u0308\u00dfe', hash)).toBe(true);
  });

  it('refuses hashes it cannot read instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    // Parameters no real hash has (not a power of two, or gigabytes of memory) are refused, not computed.
    expect(await verifyPassword('x', 'scrypt$1000$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword('x', `scrypt$${2 ** 24}$8$1$c2FsdA$aGFzaA`)).toBe(false);
  });

  it('still verifies hashes of the old, cheaper parameters and marks them for rehashing', async () => {
    const old = legacyHash('alt-und-gut');
    expect(await verifyPassword('alt-und-gut', old)).toBe(true);
    expect(await verifyPassword('alt-und-schlecht', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('alt-und-gut'))).toBe(false);
  });

  it('does not block the event loop while hashing', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await hashPassword('im-hintergrund');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(5);
  });

  it('refuses the test cost outside Vitest, so a server given TEST_PASSWORD_COST by mistake does not start', async () => {
    const { execFileSync } = await import('node:child_process');
    const run = (env: Record<string, string | undefined>) => {
      try {
        execFileSync(process.execPath, ['--import', 'tsx', '-e', "await import('./server/auth/passwords.ts')"], { env: { PATH: process.env.PATH, ...env }, stdio: 'pipe' });
        return 'started';
      } catch (error) {
        return String((error as { stderr?: Buffer }).stderr);
      }
    };
    expect(run({ TEST_PASSWORD_COST: 'low' })).toContain('only for the test suites');
    expect(run({ TEST_PASSWORD_COST: 'low', VITEST: 'true' })).toBe('started');
    expect(run({})).toBe('started');
  });

  it('the dummy check for unknown accounts always fails', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
