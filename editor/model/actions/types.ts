/**
 * The editor's edit actions: plain data (serialisable, loggable, replayable), applied by one pure handler each
 * (`editor/actions/<type>.ts`) over an immer draft of the application document. The store's `dispatch` is the
 * only way the document changes (besides undo/redo and loading).
 */
import type { Draft } from 'immer';
import type { ApplicationDocument, ContentEntry, Settings, SocketEnd, WidgetNode } from '../../../runtime/document/types';
import type { ClipboardPayload } from '../clipboard/payload';
import type { DocumentIndex } from '../document/documentIndex';
import type { CreateCompoundAction } from './createCompound';
import type { DetachCompoundAction } from './detachCompound';

export interface ActionBase {
  /**
   * History grouping key: consecutive actions with the same key within the grouping window become one undo
   * step (typing into one field). updateSettings has a default key per widget and field set.
   */
  group?: string;
}

/** Where a node goes: a slot of a parent, before the child at `index` as the slot is now (end when omitted). */
export interface SlotTarget {
  parentId: string;
  slot: string;
  index?: number;
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
  patch: Partial<Pick<ContentEntry, 'path' | 'title' | 'authenticationRequired'>>;
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

/** Why an action was refused. `code` is stable (the UI translates it); `message` is for developers. */
export type RefusalCode =
  | 'unknown-node'
  | 'unknown-page'
  | 'unknown-connection'
  | 'into-itself'
  | 'not-allowed'
  | 'root-node'
  | 'duplicate-id'
  | 'duplicate-path'
  | 'duplicate-connection'
  | 'cross-page'
  | 'no-move'
  | 'last-page'
  | 'invalid';

export interface Refusal {
  ok: false;
  code: RefusalCode;
  message: string;
}

export interface Accepted {
  ok: true;
  /** What the editor should select afterwards (inserted, pasted, duplicated nodes). */
  select?: string[];
}

export type ActionOutcome = Accepted | Refusal;

export function refuse(code: RefusalCode, message: string): Refusal {
  return { ok: false, code, message };
}

export const accepted: Accepted = { ok: true };

/** Category rule of the registry: may a widget of `childType` go into `slot` of a `parentType`? */
export type CanPlace = (childType: string, parentType: string, slot: string) => true | string;

/** A connection end as the socket rule sees it: the widget's type is filled in (absent for `$context`). */
export interface TypedSocketEnd extends SocketEnd {
  widgetType?: string;
}

/** Socket rule of the registry (declared sockets and their types): may `from` connect to `to`? */
export type CanConnect = (from: TypedSocketEnd, to: TypedSocketEnd) => true | string;

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
