import { useState } from 'react';

/** Zoom starts at 3, moves in steps of 1, never below 1 or above 8. */
export const ZOOM = Object.freeze({ min: 1, max: 8, start: 3, step: 1 });

export function clampZoom(level: number): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, level));
}

export function useZoom(initial: number = ZOOM.start) {
  const [level, setLevel] = useState(() => clampZoom(initial));
  return {
    level,
    canZoomIn: level < ZOOM.max,
    canZoomOut: level > ZOOM.min,
    zoomIn: () => setLevel((current) => clampZoom(current + ZOOM.step)),
    zoomOut: () => setLevel((current) => clampZoom(current - ZOOM.step)),
  };
}

/** Width of one day on the timeline at a zoom level (pixels). */
export function dayWidth(level: number): number {
  return 12 + level * 8;
}
