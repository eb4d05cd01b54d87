/**
 * Runs one drag from pick-up to drop, whatever the sensor: dnd-kit's pointer sensor reports pointer moves,
 * the slot keyboard sensor steps through the drop positions, a focused drop zone names its slot. The target
 * (and whether it would be refused) goes to the drag session; the drop is one edit action through the
 * store, so a refused drop is refused by the same rules the indicator showed.
 */
import type { UniqueIdentifier } from '@dnd-kit/core';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import type { CanPlace, RefusalCode, SlotTarget } from '../model/actions/types';
import { moveRefusal, placementRefusal } from '../model/rules/canDrop';
import type { Point } from '../model/rules/dropIndex';
import { selectionPasteTarget } from './systemClipboard';
import type { EditorStoreApi } from '../store/createEditorStore';
import { selectActiveEntry } from '../store/state';
import type { DomGeometry } from './domGeometry';
import { dropAction } from './dropAction';
import { currentPosition, dropPositions, samePosition, type DropPosition } from '../model/rules/dropPositions';
import { IDLE, type DragSessionStore, type DragSource, type DropTarget } from './dragSession';

export interface DragControllerOptions {
  store: EditorStoreApi;
  registry: WidgetRegistry;
  canPlace: CanPlace;
  session: DragSessionStore;
  geometry: DomGeometry;
  slotsOf(id: string): readonly string[];
}

/** Pointer movement below this many pixels makes a palette drag a click (insert where the selection is). */
const CLICK_DISTANCE = 4;

export class DragController {
  /** What a delegated drag source (canvas, outline) is about to drag, by its dnd-kit draggable id. */
  readonly pending = new Map<UniqueIdentifier, DragSource>();
  /** Set by the keyboard sensor while it runs: drops at the current target (a clicked zone uses it). */
  keyboardDrop: (() => void) | null = null;
  private start: Point | null = null;
  private pointer: Point | null = null;
  private moved = false;
  private positions: DropPosition[] = [];
  private cursor = -1;

  constructor(private readonly options: DragControllerOptions) {}

  /** Why `parentId/slot` cannot take what is dragged now, or null. */
  readonly judge = (parentId: string, slot: string): RefusalCode | null => {
    const source = this.options.session.getState().source;
    if (!source) return null;
    const { store, canPlace } = this.options;
    const refusal = source.newType
      ? placementRefusal(store.index, { parentId, slot }, [source.newType], canPlace)
      : moveRefusal(store.index, source.ids, { parentId, slot }, canPlace);
    return refusal?.code ?? null;
  };

  get active(): boolean {
    return this.options.session.getState().source !== null;
  }

  begin(source: DragSource, how: { keyboard: boolean; pointer?: Point | null }): void {
    const { store, session } = this.options;
    if (source.ids.length > 0 && !source.ids.every((id) => store.getState().selection.includes(id))) store.getState().select([...source.ids]);
    session.setState({ source, target: null, keyboard: how.keyboard, verdicts: new Map() });
    store.getState().setDrag({ ids: [...source.ids], newType: source.newType });
    this.start = how.pointer ?? null;
    this.pointer = how.pointer ?? null;
    this.moved = false;
    if (how.keyboard) this.startKeyboard(source);
  }

  /** The pointer is at `point` (viewport coordinates); `aim` finds the target now (else at the next frame). */
  movePointer(point: Point, aim = true): void {
    if (!this.active) return;
    this.pointer = point;
    if (this.start && Math.hypot(point.x - this.start.x, point.y - this.start.y) >= CLICK_DISTANCE) this.moved = true;
    if (aim) this.aim();
  }

  /** Finds the target under the last pointer position. */
  aim(): void {
    if (!this.active || !this.pointer || this.options.session.getState().keyboard) return;
    const hit = this.options.geometry.targetAt(this.pointer);
    this.setTarget(hit && { ...hit.target, place: hit.place, indicator: hit.indicator });
  }

  /** Something scrolled or resized: the same pointer (or keyboard position) now means other coordinates. */
  refresh(): void {
    const { session, geometry } = this.options;
    const state = session.getState();
    if (!state.source) return;
    if (!state.keyboard && this.pointer) this.movePointer(this.pointer);
    else if (state.target) this.setTarget({ ...state.target, indicator: geometry.indicatorOf(state.target, state.target.place) });
  }

  /** Keyboard: the next (+1) or previous (-1) position; returns where it is on screen, for the preview. */
  step(delta: 1 | -1): Point | null {
    if (this.positions.length === 0) return null;
    this.cursor = Math.max(0, Math.min(this.positions.length - 1, this.cursor + delta));
    return this.showPosition(this.positions[this.cursor]);
  }

  /** A drop zone got the focus (Tab) or was clicked during a drag: its slot, at the end. */
  chooseSlot(parentId: string, slot: string): void {
    if (!this.active) return;
    const target: DropPosition = { parentId, slot, index: this.options.store.index.children(parentId, slot).length };
    const found = this.positions.findIndex((position) => samePosition(position, target));
    if (found !== -1) this.cursor = found;
    this.showPosition(target);
  }

  /** Applies the drop; returns the ids to focus afterwards (keyboard drops), if any. */
  drop(): string[] | null {
    const { store, session, registry } = this.options;
    this.aim(); // where the pointer was released, even if no frame came since its last move
    const { source, target, keyboard } = session.getState();
    this.reset();
    if (!source) return null;
    let place: SlotTarget | null = target;
    if (!place && source.newType && !keyboard && !this.moved) {
      place = selectionPasteTarget(store, (type) => registry.get(type)?.slots); // a click on a palette entry inserts
    }
    if (!place || (target && this.isNoMove(source, target))) return null;
    const outcome = store.getState().dispatch(dropAction(registry, source, place));
    return outcome.ok ? (outcome.select ?? null) : null;
  }

  cancel(): void {
    this.reset();
  }

  private reset(): void {
    this.options.session.setState(IDLE);
    this.options.store.getState().setDrag(null);
    this.positions = [];
    this.cursor = -1;
    this.keyboardDrop = null;
  }

  /** Dropping a single widget right before or after itself changes nothing: no history step for it. */
  private isNoMove(source: DragSource, target: DropTarget): boolean {
    if (source.newType || source.ids.length !== 1) return false;
    const here = currentPosition(this.options.store.index, source.ids[0]);
    return !!here && here.parentId === target.parentId && here.slot === target.slot && (target.index === here.index || target.index === here.index + 1);
  }

  private startKeyboard(source: DragSource): void {
    const { store, registry, slotsOf } = this.options;
    const rootId = selectActiveEntry(store.getState())?.widget.id;
    if (!rootId) return;
    this.positions = dropPositions(store.index, rootId, slotsOf, (slot) => this.judge(slot.parentId, slot.slot) === null, source.ids);
    const start = source.newType
      ? selectionPasteTarget(store, (type) => registry.get(type)?.slots)
      : currentPosition(store.index, source.ids[0]);
    const found = start ? this.positions.findIndex((position) => samePosition(position, { index: store.index.children(start.parentId, start.slot).length, ...start })) : -1;
    this.cursor = found === -1 ? 0 : found;
    if (this.positions.length > 0) this.showPosition(this.positions[this.cursor]);
  }

  private showPosition(position: DropPosition): Point | null {
    const { geometry } = this.options;
    geometry.elementOf(position)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const indicator = geometry.indicatorOf(position, 'canvas');
    this.setTarget({ ...position, place: 'canvas', indicator });
    return indicator ? { x: indicator.left, y: indicator.top + indicator.height / 2 } : null;
  }

  private setTarget(target: Omit<DropTarget, 'refusal'> | null): void {
    const full = target && { ...target, refusal: this.judge(target.parentId, target.slot) };
    const previous = this.options.session.getState().target;
    if (sameTarget(previous, full)) return;
    this.options.session.setState({ target: full });
  }
}

function sameTarget(a: DropTarget | null, b: DropTarget | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const ra = a.indicator, rb = b.indicator;
  const sameRect = ra === rb || (!!ra && !!rb && ra.left === rb.left && ra.top === rb.top && ra.width === rb.width && ra.height === rb.height);
  return a.parentId === b.parentId && a.slot === b.slot && a.index === b.index && a.place === b.place && a.refusal === b.refusal && sameRect;
}
