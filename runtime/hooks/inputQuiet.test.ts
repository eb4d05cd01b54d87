import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INPUT_QUIET_MS, watchInputQuiet } from './inputQuiet';

describe('watchInputQuiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const target = new EventTarget();
    const quiet = watchInputQuiet(INPUT_QUIET_MS, target, () => Date.now());
    const press = (type = 'keydown', init: Record<string, unknown> = {}) => target.dispatchEvent(Object.assign(new Event(type), init));
    return { quiet, press };
  };

  it('runs at once (at the next idle moment) when nobody has typed', async () => {
    const { quiet } = setup();
    const run = vi.fn();
    quiet.after(run);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits while keys, clicks, scrolling and drags go on, and runs a second after the last of them', async () => {
    const { quiet, press } = setup();
    const run = vi.fn();
    press();
    quiet.after(run);
    for (const [type, init] of [['keydown', {}], ['pointerdown', {}], ['wheel', {}], ['pointermove', { buttons: 1 }]] as const) {
      await vi.advanceTimersByTimeAsync(600);
      press(type, init);
    }
    await vi.advanceTimersByTimeAsync(INPUT_QUIET_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5); // then at the next idle moment (a timer of 0 ms here)
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a pointer moved without a button (a hover)', async () => {
    const { quiet, press } = setup();
    const run = vi.fn();
    quiet.after(run);
    press('pointermove', { buttons: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('calls a waiting run off, alone or with stop', async () => {
    const { quiet, press } = setup();
    const first = vi.fn();
    const second = vi.fn();
    press();
    quiet.after(first)();
    quiet.after(second);
    quiet.stop();
    await vi.runAllTimersAsync();
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });
});
