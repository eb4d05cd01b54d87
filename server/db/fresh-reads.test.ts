import { describe, expect, it } from 'vitest';
import { FreshReads } from './fresh-reads.js';

/** A read the test finishes by hand, numbered in the order the reads started. */
function controlledLoads() {
  const started: { n: number; finish: (value: number) => void; fail: (error: Error) => void }[] = [];
  const load = () => new Promise<number>((resolve, reject) => {
    started.push({ n: started.length + 1, finish: resolve, fail: reject });
  });
  return { started, load };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FreshReads', () => {
  it('never answers a caller with a read that started before it asked', async () => {
    const reads = new FreshReads<number>();
    const { started, load } = controlledLoads();
    const first = reads.read('k', load);
    const second = reads.read('k', load); // arrives while read 1 runs: must get read 2
    const third = reads.read('k', load); // shares read 2 with the second caller
    expect(started).toHaveLength(1);
    started[0].finish(1);
    expect(await first).toBe(1);
    await tick();
    expect(started).toHaveLength(2);
    started[1].finish(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('keeps keys apart, passes failures on, and starts afresh once idle', async () => {
    const reads = new FreshReads<number>();
    const { started, load } = controlledLoads();
    const a = reads.read('a', load);
    const b = reads.read('b', load);
    expect(started).toHaveLength(2);
    started[0].fail(new Error('down'));
    started[1].finish(20);
    await expect(a).rejects.toThrow('down');
    expect(await b).toBe(20);
    const again = reads.read('a', load);
    expect(started).toHaveLength(3);
    started[2].finish(30);
    expect(await again).toBe(30);
  });
});
