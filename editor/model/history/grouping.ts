/**
 * Decides whether an edit joins the previous undo step: same explicit group key (e.g. one widget's field)
 * and within the window since the previous edit of the burst. The clock is injected, so tests drive it
 * with plain numbers instead of timers.
 */
import { settingsGroupKey } from '../actions/updateSettings';
import type { EditorAction } from '../actions/types';

/** Typing bursts: edits of one group within this many milliseconds of the previous one are one step. */
export const GROUP_WINDOW_MS = 500;

export function groupKeyOf(action: EditorAction): string | undefined {
  if (action.group !== undefined) return action.group;
  return action.type === 'updateSettings' ? settingsGroupKey(action) : undefined;
}

export class HistoryGrouping {
  private last: { key: string; at: number } | null = null;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly windowMs: number = GROUP_WINDOW_MS,
  ) {}

  /** Whether an edit with this key merges into the previous step; remembers it as the burst's latest edit. */
  join(key: string | undefined): boolean {
    const at = this.now();
    const merge = key !== undefined && this.last !== null && this.last.key === key && at - this.last.at <= this.windowMs;
    this.last = key === undefined ? null : { key, at };
    return merge;
  }

  /** After undo, redo or load the next edit always starts a new step. */
  reset(): void {
    this.last = null;
  }
}
