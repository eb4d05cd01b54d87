/**
 * A draft of the edited document in browser storage (key `baukasten.draft.<appId>`), written shortly after
 * the last edit, so a reload or a crash loses nothing. Written in an idle moment after that second: turning a large
 * document into JSON takes 10-60 ms, which a keystroke arriving meanwhile would wait for. The editor offers it back
 * on open (`loadDraft`);
 * restoring it is one undoable step. A save or undoing back to the saved state removes it.
 */
import type { ApplicationDocument } from '../../model/document/types';
import { whenIdle } from '../../runtime/hooks/whenIdle';
import type { EditorStoreApi } from './createEditorStore';

export const DRAFT_DELAY_MS = 1000;
/** Longest wait for an idle moment once the delay has passed. */
const DRAFT_IDLE_TIMEOUT_MS = 2000;

export const draftKey = (appId: string) => `baukasten.draft.${appId}`;

export interface StoredDraft {
  appId: string;
  /** The server version the draft was based on: a draft of an older version would conflict on save. */
  savedVersion: number | null;
  savedAt: number;
  document: ApplicationDocument;
}

export interface DraftKeeper {
  /** Writes a pending draft now (e.g. on pagehide). */
  flush(): void;
  stop(): void;
}

interface KeepOptions {
  storage?: Storage;
  delayMs?: number;
  now?: () => number;
}

function defaultStorage(): Storage | undefined {
  return (globalThis as { localStorage?: Storage }).localStorage;
}

export function keepDraft(store: EditorStoreApi, options: KeepOptions = {}): DraftKeeper {
  const storage = options.storage ?? defaultStorage();
  const delay = options.delayMs ?? DRAFT_DELAY_MS;
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let cancelIdle: (() => void) | null = null;
  const pending = () => timer !== null || cancelIdle !== null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    cancelIdle?.();
    timer = null;
    cancelIdle = null;
  };

  const write = () => {
    timer = null;
    cancelIdle = null;
    const state = store.getState();
    const appId = state.document.id;
    if (!storage || !appId || !state.dirty) return;
    const draft: StoredDraft = { appId, savedVersion: state.savedVersion, savedAt: now(), document: state.document };
    try {
      storage.setItem(draftKey(appId), JSON.stringify(draft));
    } catch (error) {
      console.warn('The draft could not be stored', error); // storage full or disabled: saving still works
    }
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.document === previous.document && state.dirty === previous.dirty) return;
    cancel();
    if (state.dirty) {
      timer = setTimeout(() => {
        timer = null;
        cancelIdle = whenIdle(write, DRAFT_IDLE_TIMEOUT_MS);
      }, delay);
    } else if (state.document.id) discardDraft(state.document.id, storage);
  });

  const onPageHide = () => {
    if (pending()) {
      cancel();
      write();
    }
  };
  globalThis.addEventListener?.('pagehide', onPageHide);

  return {
    flush: onPageHide,
    stop() {
      unsubscribe();
      cancel();
      globalThis.removeEventListener?.('pagehide', onPageHide);
    },
  };
}

/** The stored draft of an application, or null (none, unreadable, or not a document). */
export function loadDraft(appId: string, storage = defaultStorage()): StoredDraft | null {
  const text = storage?.getItem(draftKey(appId));
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as StoredDraft;
    const valid = draft?.appId === appId && Array.isArray(draft.document?.content) && typeof draft.savedAt === 'number';
    return valid ? draft : null;
  } catch {
    return null;
  }
}

export function discardDraft(appId: string, storage = defaultStorage()): void {
  storage?.removeItem(draftKey(appId));
}

/**
 * Puts the draft's document into the editor as one undoable step; it stays unsaved (dirty). The save will
 * name the version the draft was based on, so if someone saved since, the server answers with a conflict
 * instead of the draft overwriting their work.
 */
export function restoreDraft(store: EditorStoreApi, draft: StoredDraft): void {
  store.getState().replaceDocument(draft.document);
  store.setState({ savedVersion: draft.savedVersion });
}
