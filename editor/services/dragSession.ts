/**
 * The state of the drag under way, in its own small store (not the editor store): pointer moves update it
 * many times a second, and only the drop zones, the indicator and the preview listen. Widgets never do.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Settings } from '../../model/document/types';
import type { RefusalCode } from '../model/actions/types';
import type { Rect } from '../model/rules/dropIndex';
import { slotKey } from './elementRegistry';

export type DragOrigin = 'palette' | 'canvas' | 'outline';

export interface DragSource {
  origin: DragOrigin;
  /** Widgets being moved; empty for a new widget. */
  ids: readonly string[];
  /** Type of a new widget from the palette. */
  newType?: string;
  /** Settings the new widget starts with besides its defaults (a compound instance's compoundId). */
  newSettings?: Settings;
  /** What the new widget is called while dragged, when not its type's title (a compound's name). */
  newLabel?: string;
}

export interface DropTarget {
  parentId: string;
  slot: string;
  index: number;
  /** Why the drop would be refused (category, into itself, ...), null when allowed. */
  refusal: RefusalCode | null;
  /** Where the indicator is drawn (viewport coordinates). */
  indicator: Rect | null;
  place: 'canvas' | 'outline';
}

export interface DragSessionState {
  source: DragSource | null;
  target: DropTarget | null;
  keyboard: boolean;
  /** Verdict per slot for this drag, filled on demand (slotKey → refusal code or null). */
  verdicts: Map<string, RefusalCode | null>;
}

export type DragSessionStore = StoreApi<DragSessionState>;

export const IDLE: DragSessionState = Object.freeze({ source: null, target: null, keyboard: false, verdicts: new Map() }) as DragSessionState;

export function createDragSession(): DragSessionStore {
  return createStore<DragSessionState>()(() => IDLE);
}

export type ZoneState = 'idle' | 'allowed' | 'refused';

/** How a slot's zone looks: idle without a drag, else allowed or refused for what is dragged. */
export function zoneVerdict(state: DragSessionState, parentId: string, slot: string, judge: (parentId: string, slot: string) => RefusalCode | null): ZoneState {
  if (!state.source) return 'idle';
  const key = slotKey(parentId, slot);
  let verdict = state.verdicts.get(key);
  if (verdict === undefined) {
    verdict = judge(parentId, slot);
    state.verdicts.set(key, verdict); // a cache for this drag only; a new drag brings a new map
  }
  return verdict === null ? 'allowed' : 'refused';
}

export function isTargetSlot(state: DragSessionState, parentId: string, slot: string): boolean {
  return !!state.target && state.target.place === 'canvas' && state.target.parentId === parentId && state.target.slot === slot;
}
