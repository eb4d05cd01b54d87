/**
 * One store per editor instance (zustand `createStore`, handed down through React context, never a module
 * singleton). The document goes through zundo for undo/redo; everything derived from it (the lookup index,
 * the renderer's node sources, `dirty`, a selection that still exists) is brought up to date in one place,
 * the `set` wrapper below, whichever way the document changed: an action, undo, redo or load.
 */
import { temporal, type TemporalState } from 'zundo';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import type { ApplicationDocument } from '../../model/document/types';
import { createTreeNodeSource, type NodeSource, type TreeNodeSource } from '../../runtime/render/nodeSource';
import { applyAction } from '../model/actions/apply';
import type { ActionContext, CanConnect, CanPlace } from '../model/actions/types';
import { GROUP_WINDOW_MS, groupKeyOf, HistoryGrouping } from '../model/history/grouping';
import { DEFAULT_HISTORY_LIMIT, historyOptions, type HistoryState } from './historyOptions';
import { DocumentIndex } from '../model/document/documentIndex';
import { randomId } from '../model/document/ids';
import type { EditorState } from './state';
import { deepFreeze } from './deepFreeze';

export interface EditorStoreOptions {
  document: ApplicationDocument;
  /** The server's version of `document` (If-Match when saving); default `document.version`. */
  version?: number | null;
  activePath?: string;
  newId?: () => string;
  /** Category rule of the registry; default: everything may go everywhere. */
  canPlace?: CanPlace;
  /** Socket rule of the registry; default: every pair connects. */
  canConnect?: CanConnect;
  historyLimit?: number;
  groupWindowMs?: number;
  /** Clock of the typing-burst grouping. */
  now?: () => number;
}

export interface EditorStoreApi extends StoreApi<EditorState> {
  temporal: StoreApi<TemporalState<HistoryState>>;
  /** Derived lookups (parent, slot, position) over the current document. */
  readonly index: DocumentIndex;
  /** The renderer's source for one page (by its root widget id): notifies only widgets whose node changed. */
  nodeSource(rootId: string): NodeSource;
}

type Creator = StateCreator<EditorState, [], [['temporal', StoreApi<TemporalState<HistoryState>>]]>;
type InnerCreator = StateCreator<EditorState, [['temporal', unknown]], []>;

export function createEditorStore(options: EditorStoreOptions): EditorStoreApi {
  const initial = deepFreeze(options.document);
  const index = new DocumentIndex(initial);
  const sources = new Map<string, TreeNodeSource>();
  const grouping = new HistoryGrouping(options.now, options.groupWindowMs ?? GROUP_WINDOW_MS);
  const context: Omit<ActionContext, 'base'> = {
    index,
    newId: options.newId ?? (() => randomId()),
    canPlace: options.canPlace ?? (() => true),
    canConnect: options.canConnect ?? (() => true),
  };
  /** Keeps everything derived from the document in step; runs inside every `set`, before listeners. */
  const withDerivedState =
    (inner: Creator): Creator =>
    (rawSet, get, store) => {
      const set = ((partial: Partial<EditorState> | ((state: EditorState) => Partial<EditorState>), replace?: boolean) => {
        const previous = get();
        let patch = typeof partial === 'function' ? partial(previous) : partial;
        const document = patch.document ?? previous.document;
        const savedDocument = patch.savedDocument ?? previous.savedDocument;
        const documentChanged = document !== previous.document;
        if (documentChanged) index.sync(document);
        if (documentChanged || savedDocument !== previous.savedDocument) {
          patch = { ...patch, dirty: document !== savedDocument };
        }
        if (documentChanged) patch = { ...patch, ...stillExisting(document, patch, previous) };
        (rawSet as (p: Partial<EditorState>, r?: boolean) => void)(patch, replace);
        if (documentChanged) updateSources(document);
      }) as typeof rawSet;
      store.setState = set as typeof store.setState;
      return inner(set, get, store);
    };

  /** Selection, hover and active page must name things that exist (after undo, remove, removePage). */
  function stillExisting(document: ApplicationDocument, patch: Partial<EditorState>, previous: EditorState): Partial<EditorState> {
    const wanted = patch.selection ?? previous.selection;
    // The same array when nothing left: `s => s.selection` subscribers must not re-render on every keystroke.
    const selection = wanted.every((id) => index.has(id)) ? wanted : wanted.filter((id) => index.has(id));
    const hovered = patch.hovered ?? previous.hovered;
    const activePath = patch.activePath ?? previous.activePath;
    return {
      selection,
      hovered: hovered !== null && index.has(hovered) ? hovered : null,
      activePath: document.content.some((entry) => entry.path === activePath) ? activePath : (document.content[0]?.path ?? ''),
    };
  }

  function updateSources(document: ApplicationDocument): void {
    for (const [rootId, source] of sources) {
      const entry = document.content.find((candidate) => candidate.widget.id === rootId);
      if (entry) source.update(entry.widget);
      else sources.delete(rootId);
    }
  }

  const creator: InnerCreator = (set, get) => ({
    document: initial,
    savedDocument: initial,
    savedVersion: options.version !== undefined ? options.version : (initial.version ?? null),
    dirty: false,
    saveStatus: 'idle',
    saveError: null,
    activePath: options.activePath ?? initial.content[0]?.path ?? '',
    selection: [],
    hovered: null,
    panels: {},
    drag: null,
    clipboard: null,
    lastRefusal: null,

    dispatch(action) {
      const state = get();
      const { document, outcome } = applyAction(state.document, action, { ...context, base: state.document });
      if (!outcome.ok) {
        set({ lastRefusal: outcome });
        return outcome;
      }
      if (document === state.document) return outcome;
      const merge = grouping.join(groupKeyOf(action));
      const history = api.temporal.getState();
      if (merge) history.pause();
      try {
        set({ document, lastRefusal: null, ...(outcome.select ? { selection: outcome.select } : {}) });
      } finally {
        if (merge) history.resume();
      }
      return outcome;
    },
    undo() {
      grouping.reset();
      api.temporal.getState().undo();
    },
    redo() {
      grouping.reset();
      api.temporal.getState().redo();
    },
    load(document, version = document.version ?? null) {
      const frozen = deepFreeze(document);
      grouping.reset();
      set({ document: frozen, savedDocument: frozen, savedVersion: version, saveStatus: 'idle', saveError: null, selection: [], lastRefusal: null });
      api.temporal.getState().clear();
    },
    replaceDocument(document) {
      grouping.reset();
      set({ document: deepFreeze(document) });
    },
    markSaved(document, version) {
      set({ savedDocument: document, savedVersion: version, saveStatus: 'idle', saveError: null });
    },
    setSaveStatus(saveStatus, saveError = null) {
      set({ saveStatus, saveError });
    },
    select(ids) {
      set({ selection: ids.filter((id) => index.has(id)) });
    },
    toggleSelected(id) {
      const { selection } = get();
      if (selection.includes(id)) set({ selection: selection.filter((selected) => selected !== id) });
      else if (index.has(id)) set({ selection: [...selection, id] });
    },
    selectParent() {
      const parentId = index.get(get().selection[0] ?? '')?.parentId;
      if (parentId) set({ selection: [parentId] });
    },
    hover(hovered) {
      if (get().hovered !== hovered) set({ hovered });
    },
    setPanel(name, open) {
      set({ panels: { ...get().panels, [name]: open } });
    },
    setDrag(drag) {
      set({ drag });
    },
    setClipboard(clipboard) {
      set({ clipboard });
    },
    setActivePage(activePath) {
      if (get().document.content.some((entry) => entry.path === activePath)) set({ activePath, selection: [], hovered: null });
    },
  });

  const store = createStore<EditorState>()(withDerivedState(temporal(creator, historyOptions(options.historyLimit ?? DEFAULT_HISTORY_LIMIT))));
  const api: EditorStoreApi = Object.assign(store, {
    index,
    nodeSource(rootId: string): NodeSource {
      let source = sources.get(rootId);
      if (!source) {
        const root = index.get(rootId);
        if (!root || root.parentId !== null) throw new Error(`No page has the root widget ${rootId}`);
        source = createTreeNodeSource(root.node);
        sources.set(rootId, source);
      }
      return source;
    },
  });
  return api;
}
