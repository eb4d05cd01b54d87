/**
 * The words the editor's rules and actions share: where a widget goes, why something was refused, and the
 * signatures of the registry's rules (placement, sockets). Kept below both, so a rule never needs the actions
 * and the actions use the rules.
 */
import type { SocketEnd } from '../../../model/document/types';
import { failure, type Failure } from '../../../model/result';

/** Where a node goes: a slot of a parent, before the child at `index` as the slot is now (end when omitted). */
export interface SlotTarget {
  parentId: string;
  slot: string;
  index?: number;
}

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
  | 'invalid'
  /** Copy with nothing selected. */
  | 'nothing-selected'
  /** Paste with no widgets on the clipboard. */
  | 'clipboard-empty';

/** The shared model's failure (model/result.ts) with the editor's codes. */
export type Refusal = Failure<RefusalCode>;

export interface Accepted {
  ok: true;
  /** What the editor should select afterwards (inserted, pasted, duplicated nodes). */
  select?: string[];
}

export type ActionOutcome = Accepted | Refusal;

export function refuse(code: RefusalCode, message: string): Refusal {
  return failure(code, message);
}

export const accepted: Accepted = { ok: true };

/** The slot names a widget type offers (from the registry); defaults to the slots the node already has. */
export type SlotsOf = (type: string) => readonly string[] | undefined;

/** Category rule of the registry: may a widget of `childType` go into `slot` of a `parentType`? */
export type CanPlace = (childType: string, parentType: string, slot: string) => true | string;

/** A connection end as the socket rule sees it: the widget's type is filled in (absent for `$context`). */
export interface TypedSocketEnd extends SocketEnd {
  widgetType?: string;
}

/** Socket rule of the registry (declared sockets and their types): may `from` connect to `to`? */
export type CanConnect = (from: TypedSocketEnd, to: TypedSocketEnd, field?: string) => true | string;
