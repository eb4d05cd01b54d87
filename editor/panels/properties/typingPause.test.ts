import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypingPause, TYPING_PAUSE_MS } from './typingPause';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('typing pause', () => {
  it('holds only the node the typing wrote, until typing pauses', () => {
    const typing = createTypingPause();
    const shown = { id: 'a', settings: { text: 'A' } };
    const typed = { id: 'a', settings: { text: 'AB' } };
    typing.typed('a', typed.settings);
    expect(typing.holds(typed, shown)).toBe(true);
    expect(typing.holds({ id: 'a', settings: { text: 'AB' } }, shown)).toBe(false); // the same text, written by something else
    expect(typing.holds({ id: 'b', settings: typed.settings }, shown)).toBe(false);
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    expect(typing.holds(typed, shown)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(typing.holds(typed, shown)).toBe(false);
  });

  it('runs the latest waiting run per key once typing pauses, then tells its listeners', () => {
    const typing = createTypingPause();
    const log: string[] = [];
    typing.subscribe(() => log.push('paused'));
    for (const value of ['A', 'AB', 'ABC']) {
      typing.typed('a', { text: value });
      typing.afterPause('a root_text', () => log.push(`report ${value}`));
      vi.advanceTimersByTime(TYPING_PAUSE_MS / 2); // each keystroke puts the pause off
    }
    typing.afterPause('a root_note', () => log.push('report note'));
    expect(log).toEqual([]);
    expect(typing.pending()).toBe(true);
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(log).toEqual(['report ABC', 'report note', 'paused']);
    expect(typing.pending()).toBe(false);
  });

  it('settles at once when asked, and forgets the runs of a closed form', () => {
    const typing = createTypingPause();
    const log: string[] = [];
    typing.typed('a', { text: 'A' });
    typing.afterPause('a root_text', () => log.push('a'));
    typing.afterPause('b root_text', () => log.push('b'));
    typing.drop('a ');
    typing.settle();
    expect(log).toEqual(['b']);
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(log).toEqual(['b']);
    typing.settle(); // nothing waits: nothing happens
    expect(log).toEqual(['b']);
  });

  it('runs nothing after it is disposed', () => {
    const typing = createTypingPause();
    const run = vi.fn();
    typing.typed('a', { text: 'A' });
    typing.afterPause('a root_text', run);
    typing.dispose();
    vi.advanceTimersByTime(TYPING_PAUSE_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});
