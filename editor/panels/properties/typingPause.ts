/**
 * Typing in the property panel, and the pause after it (docs/editor.md, "Speed on large pages").
 *
 * A keystroke in a text setting goes into the document at once (kit/forms/instantChange.ts), so the canvas shows it;
 * the settings form catches up afterwards: the panel shows the changed node, and the form library takes it as its data
 * and validates. That catching up (40-odd components and the form's validation) took longer than the keystroke itself,
 * and a builder typing quickly pressed the next key while it ran: the next keystroke waited for it. So while typing
 * goes on, the panel keeps the node it shows, and the form catches up once typing pauses for `TYPING_PAUSE_MS`. The
 * field being typed into shows its own text all along, so nothing on the screen lags.
 *
 * Only what the typing itself wrote is held: a node changed any other way (an undo, another panel, a paste) is shown at
 * once, and ends the pause (`settle`). Framework-free: the panel renders on `subscribe`; `afterPause` runs what the
 * settings form wants done at the pause (a field whose typed text the document no longer holds shows the form's value).
 */
import type { Settings } from '../../../model/document/types';

export const TYPING_PAUSE_MS = 300;

export interface TypingPause {
  /** An instant change wrote `settings` into widget `id` just now. */
  typed(id: string, settings: Settings | undefined): void;
  /** Whether the panel may go on showing `shown` although the document holds `next`: typing wrote `next` and goes on. */
  holds(next: { id: string; settings?: Settings } | undefined, shown: { id: string } | undefined): boolean;
  /** Runs `run` when typing pauses; an earlier run under the same `key` is replaced. */
  afterPause(key: string, run: () => void): void;
  /** Whether runs wait for the pause. */
  pending(): boolean;
  /** Pauses now: something else changed the document, and the form catches up with it at once. */
  settle(): void;
  /** Forgets the waiting runs whose key starts with `prefix` (a form that closed). */
  drop(prefix: string): void;
  /** Called when typing pauses, after the waiting runs. */
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createTypingPause(pauseMs = TYPING_PAUSE_MS): TypingPause {
  let written: { id: string; settings: Settings } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const waiting = new Map<string, () => void>();
  const listeners = new Set<() => void>();

  const pause = () => {
    timer = null;
    written = null;
    const runs = [...waiting.values()];
    waiting.clear();
    for (const run of runs) run();
    for (const listener of [...listeners]) listener();
  };

  return {
    typed(id, settings) {
      written = settings ? { id, settings } : null;
      if (timer) clearTimeout(timer);
      timer = setTimeout(pause, pauseMs);
    },
    holds(next, shown) {
      return !!written && !!next && !!shown && next.id === shown.id && next.id === written.id && next.settings !== undefined && next.settings === written.settings;
    },
    afterPause(key, run) {
      waiting.delete(key); // re-inserted last: runs in the order of the latest keystrokes
      waiting.set(key, run);
      if (!timer) timer = setTimeout(pause, pauseMs);
    },
    pending() {
      return timer !== null;
    },
    settle() {
      if (!timer) return;
      clearTimeout(timer);
      pause();
    },
    drop(prefix) {
      for (const key of [...waiting.keys()]) if (key.startsWith(prefix)) waiting.delete(key);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      if (timer) clearTimeout(timer);
      timer = null;
      written = null;
      waiting.clear();
      listeners.clear();
    },
  };
}
