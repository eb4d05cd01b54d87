import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt with a random salt, stored as `scrypt$N$r$p$salt$hash` (base64url parts). The cost
 * parameters travel with each hash, so a hash made with older, cheaper parameters still verifies; the login
 * rehashes it with the current ones (`needsRehash`). scrypt runs on libuv's thread pool (the async API), so a
 * login does not block the event loop.
 */
interface Cost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's minimum for scrypt (N=2^17, r=8, p=1): 128 MiB and about half a second per hash. */
export const PASSWORD_COST: Readonly<Cost> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
/** Only for the test suites, which create hundreds of users: see lowerPasswordCostForTests. */
const TEST_COST: Readonly<Cost> = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });
const KEY_LENGTH = 64;
/** Stored parameters above these are refused rather than computed (a damaged hash must not take gigabytes). */
const LIMITS = { N: 2 ** 20, r: 32, p: 16 };

let current: Readonly<Cost> = PASSWORD_COST;

/**
 * Lowers the cost for the current test process. Throws outside Vitest, so production can never pick it up,
 * whatever its environment says otherwise: a server process always hashes with PASSWORD_COST.
 */
export function lowerPasswordCostForTests(): void {
  if (!process.env.VITEST) throw new Error('The test password cost is only for the test suites');
  current = TEST_COST;
}

// Server processes that front-end test suites start (server/test/server-process.ts) ask for the test cost with
// TEST_PASSWORD_COST=low. Outside Vitest (which sets VITEST, inherited by the processes it starts) that throws at
// start-up: a server that was given the variable by mistake refuses to run instead of hashing cheaply.
if (process.env.TEST_PASSWORD_COST === 'low') lowerPasswordCostForTests();

/** scrypt needs 128 * N * r bytes; allow twice that so Node's own bookkeeping fits too. */
const memoryFor = ({ N, r }: Cost) => 256 * N * r;

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: memoryFor(cost) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const cost = current;
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface Parsed {
  cost: Cost;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): Parsed | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const valid = Number.isInteger(cost.N) && cost.N > 1 && (cost.N & (cost.N - 1)) === 0 && cost.N <= LIMITS.N
    && Number.isInteger(cost.r) && cost.r >= 1 && cost.r <= LIMITS.r && Number.isInteger(cost.p) && cost.p >= 1 && cost.p <= LIMITS.p;
  return valid ? { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') } : null;
}

/** True when `password` matches `stored`; false for a wrong password or a hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** Whether a stored hash was made with other parameters than the current ones (rehash it on the next login). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost.N !== current.N || parsed.cost.r !== current.r || parsed.cost.p !== current.p;
}

let dummy: { cost: Cost; hash: Promise<string> } | undefined;
/**
 * Spends the same time as a real check, for logins whose e-mail is unknown: the answer time must not reveal
 * whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  if (dummy?.cost !== current) dummy = { cost: current, hash: hashPassword(randomBytes(16).toString('hex')) };
  await verifyPassword(password, await dummy.hash);
  return false;
}
