/**
 * Per-widget edit-mode flags (selected, hovered, tab stop, inside the selection's ancestry) as a keyed
 * source: each canvas widget and outline row subscribes to its own id only, so selecting a widget
 * re-renders the widgets whose flags changed, never the page. Fed by one subscription to the store.
 */
import type { EditorStoreApi } from '../store/createEditorStore';
import { selectActiveEntry, type EditorState } from '../store/state';
import type { DocumentIndex } from '../model/document/documentIndex';

export const SELECTED = 1;
export const HOVERED = 2;
/** The one widget that Tab reaches in the canvas (roving tab stop): the first selected, else the page root. */
export const TAB_STOP = 4;
/** An ancestor of a selected widget (the outline opens it). */
export const REVEALED = 8;

export class WidgetFlags {
  private flags = new Map<string, number>();
  private readonly listeners = new Map<string, Set<() => void>>();

  get(id: string): number {
    return this.flags.get(id) ?? 0;
  }

  subscribe(id: string, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set!.delete(listener);
      if (set!.size === 0) this.listeners.delete(id);
    };
  }

  /** Replaces every flag; tells only the ids whose flags changed. */
  replace(next: Map<string, number>): void {
    const previous = this.flags;
    this.flags = next;
    const changed: string[] = [];
    for (const [id, value] of next) if (previous.get(id) !== value) changed.push(id);
    for (const id of previous.keys()) if (!next.has(id)) changed.push(id);
    for (const id of changed) for (const listener of [...(this.listeners.get(id) ?? [])]) listener();
  }
}

/** The flags for a state: O(selection × depth), independent of the page size. */
export function flagsOf(state: EditorState, index: DocumentIndex): Map<string, number> {
  const flags = new Map<string, number>();
  const add = (id: string, flag: number) => flags.set(id, (flags.get(id) ?? 0) | flag);
  for (const id of state.selection) {
    add(id, SELECTED);
    for (const ancestor of index.ancestors(id).slice(0, -1)) add(ancestor, REVEALED);
  }
  if (state.hovered) add(state.hovered, HOVERED);
  const tabStop = state.selection[0] ?? selectActiveEntry(state)?.widget.id;
  if (tabStop) add(tabStop, TAB_STOP);
  return flags;
}

/** Keeps `flags` in step with the store's selection, hover and page; returns the unsubscribe function. */
export function connectWidgetFlags(store: EditorStoreApi, flags: WidgetFlags): () => void {
  flags.replace(flagsOf(store.getState(), store.index));
  return store.subscribe((state, previous) => {
    if (state.selection === previous.selection && state.hovered === previous.hovered && state.activePath === previous.activePath) return;
    flags.replace(flagsOf(state, store.index));
  });
}
