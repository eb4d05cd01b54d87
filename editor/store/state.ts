/** The editor store's state: the document slice (history), the save state and the UI slice (no history). */
import type { ApplicationDocument } from '../../model/document/types';
import type { ActionOutcome, EditorAction, Refusal, SlotTarget } from '../model/actions/types';
import type { ClipboardPayload } from '../model/clipboard/payload';
import type { Failure } from '../../model/result';

/** idle: nothing under way (saved or dirty, see `dirty`); conflict: the server has a newer version (409). */
export type SaveStatus = 'idle' | 'saving' | 'error' | 'conflict';

/** What the save status (test hook `[data-testid=save-status]`, docs/architecture.md) shows. */
export type SaveState = 'saved' | 'dirty' | 'saving' | 'error';

export interface DragState {
  /** Widgets being dragged (the selection or one handle), or empty for a new widget from the palette. */
  ids: string[];
  /** Type of a new widget dragged from the palette. */
  newType?: string;
  /** The drop target under the pointer, when allowed. */
  over?: SlotTarget | null;
}

export interface EditorState {
  // Document slice: the only part undo/redo restores.
  document: ApplicationDocument;

  // Save state.
  /** The document as last loaded or saved; `dirty` is `document !== savedDocument`. */
  savedDocument: ApplicationDocument;
  /** The server's version of `savedDocument`, sent as If-Match. */
  savedVersion: number | null;
  dirty: boolean;
  saveStatus: SaveStatus;
  /** Why the last save failed: the API's error code (or `network`), its message and the field it names. */
  saveError: Failure<string> | null;

  // UI slice.
  /** Path of the content entry shown in the canvas. */
  activePath: string;
  selection: string[];
  hovered: string | null;
  panels: Record<string, boolean>;
  drag: DragState | null;
  /** In-memory clipboard, the fallback when the system clipboard cannot be read. */
  clipboard: ClipboardPayload | null;
  /** The last refused action's reason, for a notice; cleared by the next accepted one. */
  lastRefusal: Refusal | null;

  /** Applies an edit; a refusal changes nothing and is returned (and kept in lastRefusal). */
  dispatch(action: EditorAction): ActionOutcome;
  undo(): void;
  redo(): void;
  /** Starts over with a document from the server: clears history, marks it saved. */
  load(document: ApplicationDocument, version?: number | null): void;
  /** Replaces the whole document as one undoable step (e.g. restoring a draft). */
  replaceDocument(document: ApplicationDocument): void;
  /** The server accepted `document` as `version`. */
  markSaved(document: ApplicationDocument, version: number | null): void;
  setSaveStatus(status: SaveStatus, error?: Failure<string> | null): void;
  select(ids: string[]): void;
  toggleSelected(id: string): void;
  /** Selects the parent of the (first) selected widget. */
  selectParent(): void;
  hover(id: string | null): void;
  setPanel(name: string, open: boolean): void;
  setDrag(drag: DragState | null): void;
  setClipboard(payload: ClipboardPayload | null): void;
  setActivePage(path: string): void;
}

export const selectSaveState = (state: EditorState): SaveState => {
  if (state.saveStatus === 'saving') return 'saving';
  if (state.saveStatus === 'error' || state.saveStatus === 'conflict') return 'error';
  return state.dirty ? 'dirty' : 'saved';
};

export const selectActiveEntry = (state: EditorState) =>
  state.document.content.find((entry) => entry.path === state.activePath) ?? state.document.content[0];
