import { describe, expect, it } from 'vitest';
import { earlyApplicationKey, startEarlyRequest, takeEarlyRequest } from './earlyRequest';

describe('early requests', () => {
  it('hands the answer over once, so a later read asks the server again', async () => {
    let calls = 0;
    startEarlyRequest('k1', async () => ++calls);
    startEarlyRequest('k1', async () => ++calls); // already under way: not sent twice
    expect(calls).toBe(1);
    await expect(takeEarlyRequest<number>('k1')).resolves.toBe(1);
    expect(takeEarlyRequest('k1')).toBeUndefined();
  });

  it('keeps a failure for the taker without an unhandled rejection in between', async () => {
    startEarlyRequest('k2', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(takeEarlyRequest('k2')).rejects.toThrow('offline');
  });

  it('names an application read by its id', () => {
    expect(earlyApplicationKey('a1')).not.toBe(earlyApplicationKey('a2'));
  });
});
