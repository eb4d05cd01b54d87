import { useEffect } from 'react';

/** `defaultsToNow`: an input that first appears empty gets the current date or time once. */
export function useDefaultToNow(enabled: boolean, value: unknown, now: () => unknown, onChange: (value: never) => void): void {
  useEffect(() => {
    if (enabled && (value === undefined || value === null || value === '')) onChange(now() as never);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- only when the input first appears empty
}
