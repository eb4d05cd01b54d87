/**
 * Undo/redo is zundo over the document slice only: each history entry is `{document}`, a structurally
 * shared immer state, so a step costs what the edit changed, never a copy of the page. The UI slice
 * (selection, hover, panels, drag, clipboard) and the save state are not tracked.
 */
import type { ZundoOptions } from 'zundo';
import type { ApplicationDocument } from '../../model/document/types';

export const DEFAULT_HISTORY_LIMIT = 500;

export interface HistoryState {
  document: ApplicationDocument;
}

export function historyOptions<S extends HistoryState>(limit: number): ZundoOptions<S, HistoryState> {
  return {
    partialize: (state) => ({ document: state.document }),
    // UI-only updates leave the document object as it is: no history entry for them.
    equality: (past, current) => past.document === current.document,
    limit,
  };
}
