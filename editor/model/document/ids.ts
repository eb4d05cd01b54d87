/**
 * Fresh widget and connection ids for the editor: short, random (crypto), unique within a document in
 * practice; the actions still refuse a duplicate id, so a collision can never corrupt a document.
 */
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

export function randomId(prefix = 'w', length = 10): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let id = prefix;
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

/** Deterministic ids (`w1`, `w2`, …) for tests and benchmarks. */
export function sequentialIds(prefix = 'n', start = 1): () => string {
  let next = start;
  return () => `${prefix}${next++}`;
}
