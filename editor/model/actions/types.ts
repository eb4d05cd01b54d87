/**
 * The editor's edit actions: plain data (serialisable, loggable, replayable), applied by one pure handler each
 * (`editor/model/actions/<type>.ts`) over an immer draft of the application document. The store's `dispatch` is the
 * only way the document changes (besides undo/redo and loading).
 */
import type { Draft } from 'immer';
import type { ApplicationDocument, CompoundWidgetDocument, ContentEntry, RootSocket, Settings, SocketEnd, WidgetNode } from '../../../model/document/types';
import type { ClipboardPayload } from '../clipboard/payload';
import type { DocumentIndex } from '../document/documentIndex';
import type { ActionOutcome, CanConnect, CanPlace, SlotTarget } from '../rules/outcome';

export type { Accepted, ActionOutcome, CanConnect, CanPlace, Refusal, RefusalCode, SlotTarget, TypedSocketEnd } from '../rules/outcome';
export { accepted, refuse } from '../rules/outcome';

export interface ActionBase {
  /**
   * History grouping key: consecutive actions with the same key within the grouping window become one undo
   * step (typing into one field). updateSettings has a default key per widget and field set.
   */
  group?: string;
}


export interface InsertAction extends ActionBase, SlotTarget {
  type: 'insert';
  /** A complete node (ids included, see nodeFactory.createWidgetNode), possibly with children. */
  node: WidgetNode;
}

export interface MoveAction extends ActionBase, SlotTarget {
  type: 'move';
  ids: string[];
}

export interface RemoveAction extends ActionBase {
  type: 'remove';
  ids: string[];
}

export interface DuplicateAction extends ActionBase {
  type: 'duplicate';
  ids: string[];
}

export interface PasteAction extends ActionBase, SlotTarget {
  type: 'paste';
  payload: ClipboardPayload;
}

export interface UpdateSettingsAction extends ActionBase {
  type: 'updateSettings';
  id: string;
  /** Keys to set; a key whose value is `undefined` is removed. With `replace`, settings become exactly this. */
  settings: Settings;
  replace?: boolean;
}

export interface ConnectAction extends ActionBase {
  type: 'connect';
  /** Connection id; a fresh one is made when omitted. */
  id?: string;
  from: SocketEnd;
  to: SocketEnd;
  /** Deliver only this field (dotted path) of the object `from` emits. */
  field?: string;
}

export interface DisconnectAction extends ActionBase {
  type: 'disconnect';
  id: string;
}

export interface MoveUpAction extends ActionBase {
  type: 'moveUp';
  id: string;
}

export interface MoveDownAction extends ActionBase {
  type: 'moveDown';
  id: string;
}

export interface AddPageAction extends ActionBase {
  type: 'addPage';
  entry: ContentEntry;
  /** Position among the content entries; end when omitted. */
  index?: number;
}

export interface RemovePageAction extends ActionBase {
  type: 'removePage';
  path: string;
}

export interface UpdatePageAction extends ActionBase {
  type: 'updatePage';
  path: string;
  patch: Partial<Pick<ContentEntry, 'path' | 'title' | 'authenticationRequired' | 'permissions'>>;
}

/** Turns a subtree into an instance of a compound just stored from it (see createCompound.ts). */
export interface CreateCompoundAction extends ActionBase {
  type: 'createCompound';
  /** The selected subtree's root. */
  nodeId: string;
  compoundId: string;
  instanceId: string;
  rootSockets: RootSocket[];
  managed?: boolean;
}

/** Replaces a compound instance by a copy of the compound's tree (see detachCompound.ts). */
export interface DetachCompoundAction extends ActionBase {
  type: 'detachCompound';
  id: string;
  compound: Pick<CompoundWidgetDocument, 'id' | 'widget' | 'socketConnections' | 'rootSockets'>;
}

export type EditorAction =
  | CreateCompoundAction
  | DetachCompoundAction
  | InsertAction
  | MoveAction
  | RemoveAction
  | DuplicateAction
  | PasteAction
  | UpdateSettingsAction
  | ConnectAction
  | DisconnectAction
  | MoveUpAction
  | MoveDownAction
  | AddPageAction
  | RemovePageAction
  | UpdatePageAction;

export type EditorActionType = EditorAction['type'];

/** What a handler may use besides the draft: the document before the action and its lookup index. */
export interface ActionContext {
  /** The document before this action (read-only, never a draft): cheap lookups, no proxies. */
  base: ApplicationDocument;
  /** Lookups over `base` (parent, slot, position, ancestors). */
  index: DocumentIndex;
  newId(): string;
  canPlace: CanPlace;
  canConnect: CanConnect;
}

export type ActionHandler<A extends EditorAction> = (
  draft: Draft<ApplicationDocument>,
  action: A,
  context: ActionContext,
) => ActionOutcome;
