import { useState } from 'react';

/**
 * What the user is editing, started from `source` and started again whenever `source` changes (another contact,
 * the saved answer): state adjusted while rendering, so no effect renders the old draft first.
 */
export function useDraft<S, T>(source: S, start: (source: S) => T): [T, (draft: T) => void] {
  const [state, setState] = useState(() => ({ source, draft: start(source) }));
  let current = state;
  if (state.source !== source) {
    current = { source, draft: start(source) };
    setState(current);
  }
  return [current.draft, (draft) => setState({ source, draft })];
}
