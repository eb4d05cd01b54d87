/**
 * Sets of row numbers (0 … size-1) as bits, for the match cache (match-cache.ts): a resource of 10,000 rows takes
 * 1.25 KB per set, and AND, OR and counting run a word at a time.
 */
export type Bits = Uint32Array;

export const emptyBits = (size: number): Bits => new Uint32Array((size + 31) >>> 5);

export function fullBits(size: number): Bits {
  const bits = emptyBits(size);
  bits.fill(0xffffffff);
  const rest = size & 31;
  if (rest) bits[bits.length - 1] = (2 ** rest - 1) >>> 0;
  return bits;
}

export const setBit = (bits: Bits, n: number): void => {
  bits[n >>> 5] |= 1 << (n & 31);
};

export const hasBit = (bits: Bits, n: number): boolean => (bits[n >>> 5] & (1 << (n & 31))) !== 0;

export function andBits(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i] & b[i];
  return out;
}

export function orBits(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i] | b[i];
  return out;
}

export function countBits(bits: Bits): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i];
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}
