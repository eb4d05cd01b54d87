/**
 * Copy and paste of widgets for the shortcuts. A copy goes three ways: the system clipboard (through the
 * copy event, so other tabs and programs get the JSON), the store's in-memory clipboard, and browser
 * storage, so that pasting in another application of this site works even where the system clipboard
 * cannot be read. Pasting prefers the system clipboard's text when it holds widgets; pasted widgets always
 * get fresh ids (the paste action).
 */
import type { WidgetRegistry } from '../../runtime/registry/registry';
import type { ActionOutcome, Refusal } from '../model/actions/types';
import { refuse } from '../model/actions/types';
import { copyNodes } from '../model/clipboard/copy';
import { parseClipboard, serializeClipboard, type ClipboardPayload } from '../model/clipboard/payload';
import { selectionPasteTarget } from './systemClipboard';
import type { EditorStoreApi } from '../store/createEditorStore';

export const CLIPBOARD_STORAGE_KEY = 'baukasten.clipboard';

type TextStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): TextStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Copies the selection; returns the payload (for the copy event), or null when nothing is selected, which the
 * canvas's refusal notice then says (a copy never fails silently).
 */
export function copySelection(store: EditorStoreApi, storage: TextStorage | undefined = defaultStorage()): ClipboardPayload | null {
  const state = store.getState();
  const payload = copyNodes(state.document, store.index, state.selection);
  if (!payload) {
    store.setState({ lastRefusal: refuse('nothing-selected', 'Nothing is selected to copy') });
    return null;
  }
  state.setClipboard(payload);
  try {
    storage?.setItem(CLIPBOARD_STORAGE_KEY, serializeClipboard(payload));
  } catch {
    // storage full or blocked: the in-memory copy still pastes here
  }
  return payload;
}

/** What to paste: the system clipboard's widgets, else the last copy of this site, else this editor's. */
export function clipboardContent(store: EditorStoreApi, systemText?: string | null, storage: TextStorage | undefined = defaultStorage()): ClipboardPayload | null {
  const fromSystem = parseClipboard(systemText);
  if (fromSystem) return fromSystem;
  return parseClipboard(readStored(storage)) ?? store.getState().clipboard;
}

function readStored(storage: TextStorage | undefined): string | null {
  try {
    return storage?.getItem(CLIPBOARD_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage blocked
  }
}

/**
 * Pastes after the first selected widget (into the page root when nothing or the root is selected). A paste that
 * cannot happen says why in the canvas's refusal notice, as a refused edit does.
 */
export function pastePayload(store: EditorStoreApi, registry: WidgetRegistry, payload: ClipboardPayload | null): ActionOutcome {
  const refused = (refusal: Refusal) => {
    store.setState({ lastRefusal: refusal });
    return refusal;
  };
  if (!payload) return refused(refuse('clipboard-empty', 'The clipboard holds no widgets'));
  const target = selectionPasteTarget(store, (type) => registry.get(type)?.slots);
  if (!target) return refused(refuse('unknown-node', 'No place to paste into'));
  return store.getState().dispatch({ type: 'paste', payload, ...target });
}

export { serializeClipboard };
