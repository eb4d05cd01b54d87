// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from './useCountUp';

afterEach(() => vi.unstubAllGlobals());

describe('counting up', () => {
  it('never shows a value below the start, even when a frame began before the count did', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { result } = renderHook(() => useCountUp(4, true, 1000));
    const start = performance.now();
    const shown: number[] = [];
    // a busy machine: the first frame's time stamp lies 800 ms before the effect took its start time
    for (const at of [start - 800, start + 500, start + 2000]) {
      act(() => frames.shift()!(at));
      shown.push(result.current!);
    }
    expect(shown[0]).toBe(0);
    expect(shown[1]).toBeGreaterThan(0);
    expect(shown[2]).toBe(4);
  });
});
