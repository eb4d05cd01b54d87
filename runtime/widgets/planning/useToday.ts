import { useState } from 'react';

/** The moment the widget mounted: planning views stay on the weeks they opened with while they are shown. */
export function useMountTime(): number {
  const [now] = useState(() => Date.now());
  return now;
}
