import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/**
 * False until the browser's first idle moment after the calling component mounted, then true for good. For work a
 * screen can start a moment after it is shown, such as a query whose answer only fills in a detail: started in the
 * first render's effects, its requests and their answers ran inside the editor's open (docs/editor.md, "Opening fast").
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
}
