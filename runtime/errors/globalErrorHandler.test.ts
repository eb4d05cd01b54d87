import { describe, expect, it, vi } from 'vitest';
import { createGlobalErrorHandler } from './globalErrorHandler';

describe('global error handler', () => {
  it('logs every occurrence and reports only the first of each message', () => {
    const report = vi.fn();
    const log = vi.fn();
    const handler = createGlobalErrorHandler({ report, log });
    handler.handle(new Error('a'));
    handler.handle(new Error('a'));
    handler.handle(new Error('b'));
    expect(report.mock.calls.map(([e]) => e.message)).toEqual(['a', 'b']);
    expect(log).toHaveBeenCalledTimes(3);
    expect(handler.count('a')).toBe(2);
  });

  it('reports nothing when no remote logging is configured', () => {
    const log = vi.fn();
    const handler = createGlobalErrorHandler({ log });
    expect(() => handler.handle('plain text error')).not.toThrow();
    expect(log).toHaveBeenCalledWith('plain text error');
  });

  it('logs "happened 100 times!" and throws on the 100th identical error', () => {
    const log = vi.fn();
    const handler = createGlobalErrorHandler({ log });
    for (let i = 1; i < 100; i++) handler.handle(new Error('boom'));
    expect(log).not.toHaveBeenCalledWith('Error boom happened 100 times!');
    expect(() => handler.handle(new Error('boom'))).toThrow('boom');
    expect(log).toHaveBeenCalledWith('Error boom happened 100 times!');
    // other messages are counted separately
    expect(() => handler.handle(new Error('other'))).not.toThrow();
  });
});
