import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';

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
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
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
  });

  it('the dummy check for unknown accounts always fails', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
