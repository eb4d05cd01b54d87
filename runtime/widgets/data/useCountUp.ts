import { useEffect, useRef, useState } from 'react';

/**
 * A number that counts up from 0 to `target` within `durationMs` (eased, one step per frame) when `enabled`;
 * otherwise, and for people who asked for less motion, the target at once. A new target counts on from the last
 * shown value.
 */
export function useCountUp(target: number | undefined, enabled: boolean, durationMs = 1000): number | undefined {
  const [shown, setShown] = useState(0);
  const last = useRef(0);
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  const animate = enabled && !reduced && typeof requestAnimationFrame === 'function';
  useEffect(() => {
    if (target === undefined || !animate) return;
    let frame = 0;
    const from = last.current;
    const start = performance.now();
    const step = (now: number) => {
      // a frame's time stamp is when the frame began, which can be before `start` was taken: clamp at 0
      const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
      last.current = progress >= 1 ? target : from + (target - from) * (1 - (1 - progress) ** 3);
      setShown(last.current);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, animate, durationMs]);
  if (!animate || target === undefined) return target;
  return shown;
}
