import { randomBytes } from 'node:crypto';

let last = 0;
let seq = 0;

/**
 * A new entity id: 20 characters, sortable by creation time (so `sort=-id` lists the newest first, as the
 * product store expects), unique across server instances thanks to the random tail.
 */
export function newId(now: number = Date.now()): string {
  if (now === last) seq++;
  else { last = now; seq = 0; }
  const time = now.toString(36).padStart(9, '0');
  const counter = (seq % 1296).toString(36).padStart(2, '0');
  const random = randomBytes(6).toString('hex').slice(0, 9);
  return `${time}${counter}${random}`;
}
