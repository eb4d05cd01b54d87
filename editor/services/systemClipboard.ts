/**
 * Copy and paste between the store and the system clipboard. Copying writes the JSON payload to the system
 * clipboard (other tabs and other applications can paste it) and keeps it in the store as the fallback.
 * Pasting prefers the text of a paste event, then the system clipboard, and uses the in-memory copy only
 * when the system clipboard cannot be read (no permission, no API).
 */
import type { ActionOutcome, SlotsOf, SlotTarget } from '../model/rules/outcome';
import { refuse } from '../model/rules/outcome';
import type { EditorStoreApi } from '../store/createEditorStore';
import { selectActiveEntry } from '../store/state';
import { copyNodes } from '../model/clipboard/copy';
import type { ClipboardPayload } from '../model/clipboard/payload';
import { pasteTarget } from '../model/clipboard/pasteTarget';
import { parseClipboard, serializeClipboard } from '../model/clipboard/payload';

/** The part of `navigator.clipboard` used here. */
export interface TextClipboard {
  writeText(text: string): Promise<void>;
  readText(): Promise<string>;
}

function systemClipboard(): TextClipboard | undefined {
  return (globalThis as { navigator?: { clipboard?: TextClipboard } }).navigator?.clipboard;
}

/** Copies the given widgets (default: the selection). Returns the payload, or null when nothing was selected. */
export async function copyToClipboard(store: EditorStoreApi, ids?: readonly string[], clipboard = systemClipboard()): Promise<ClipboardPayload | null> {
  const state = store.getState();
  const payload = copyNodes(state.document, store.index, ids ?? state.selection);
  if (!payload) return null;
  state.setClipboard(payload);
  try {
    await clipboard?.writeText(serializeClipboard(payload));
  } catch {
    // No permission or no focus: the in-memory copy still pastes inside this editor.
  }
  return payload;
}

/** The widgets to paste: from the paste event's text when given, else the system clipboard, else memory. */
export async function readClipboard(store: EditorStoreApi, eventText?: string | null, clipboard = systemClipboard()): Promise<ClipboardPayload | null> {
  if (eventText !== undefined && eventText !== null) return parseClipboard(eventText);
  if (clipboard) {
    try {
      return parseClipboard(await clipboard.readText());
    } catch {
      // Reading refused: fall back to what this editor copied.
    }
  }
  return store.getState().clipboard;
}

/** Where pasted widgets go for the store's selection on its active page (see model/clipboard/pasteTarget). */
export function selectionPasteTarget(store: EditorStoreApi, slotsOf?: SlotsOf): SlotTarget | null {
  const state = store.getState();
  return pasteTarget(store.index, state.selection, selectActiveEntry(state)?.widget, slotsOf);
}

export async function pasteFromClipboard(
  store: EditorStoreApi,
  options: { eventText?: string | null; clipboard?: TextClipboard; target?: SlotTarget } = {},
): Promise<ActionOutcome> {
  const payload = await readClipboard(store, options.eventText, 'clipboard' in options ? options.clipboard : systemClipboard());
  if (!payload) return refuse('invalid', 'The clipboard holds no widgets');
  const target = options.target ?? selectionPasteTarget(store);
  if (!target) return refuse('unknown-node', 'No place to paste into');
  return store.getState().dispatch({ type: 'paste', payload, ...target });
}
