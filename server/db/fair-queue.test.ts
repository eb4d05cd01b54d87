import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.js';

describe('FairQueue', () => {
  it('runs tasks one at a time in arrival order, also after a failure', async () => {
    const queue = new FairQueue();
    const log: string[] = [];
    let running = 0;
    const task = (name: string, fail = false) => queue.run(async () => {
      running++;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
      log.push(`end ${name}`);
      running--;
      if (fail) throw new Error(name);
      return name;
    });
    const results = await Promise.allSettled([task('a'), task('b', true), task('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets the event loop take a turn between tasks that finish at once', async () => {
    const queue = new FairQueue();
    const log: string[] = [];
    // Tasks that complete without waiting for I/O, like a query of the embedded database; during the first one,
    // work arrives for the event loop (a request being read).
    const tasks = Array.from({ length: 3 }, (_, i) => queue.run(async () => {
      log.push(`task ${i}`);
      if (i === 0) setImmediate(() => log.push('turn'));
    }));
    await Promise.all(tasks);
    expect(log).toEqual(['task 0', 'turn', 'task 1', 'task 2']);
  });
});
