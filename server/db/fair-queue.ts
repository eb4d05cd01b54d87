import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Runs tasks one at a time in arrival order, letting the event loop take one turn before each. For the embedded
 * database, whose queries run synchronously in this process: without the turn, each finished query's promise
 * starts the next waiting one at once (microtasks), so while queries queue up no socket is read and no answer
 * written, and the callers who came first get their answers last in bursts. With it, requests arriving meanwhile
 * are read and queued behind the waiting ones (first come, first served), and finished answers go out between
 * queries.
 */
export class FairQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(() => nextTurn()).then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
