/**
 * Where a pointer drag lands, decided from measured rectangles (the DOM part measures, this decides):
 *
 * - over a widget with slots: into that widget, into the slot whose area holds (or is nearest to) the
 *   pointer, at the position `dropIndex` finds among that slot's children; within EDGE px of the
 *   container's leading or trailing edge the drop goes next to it instead, so a full container can still
 *   get a neighbour;
 * - over a widget without slots: next to it in its parent's slot;
 * - over an outline row: before it (upper part), after it (lower part), or into it (middle of a container).
 */
import type { SlotTarget } from './outcome';
import { dropIndex, dropIndicator, type Point, type Rect, type SlotOrientation } from './dropIndex';
import type { DocumentIndex } from '../document/documentIndex';

export const EDGE = 6;

export interface SlotLayout {
  /** Rectangles of the rendered children, in order. */
  rects: Rect[];
  /** Slot position of each rect (children that are not rendered have no rect). */
  positions: number[];
  /** Number of children in the slot, rendered or not. */
  count: number;
  orientation: SlotOrientation;
  /** Where the slot is on screen: its children together, or its empty-slot placeholder; null when unseen. */
  area: Rect | null;
}

export interface Geometry {
  index: DocumentIndex;
  slotsOf(id: string): readonly string[];
  rectOf(id: string): Rect | null;
  layout(parentId: string, slot: string): SlotLayout;
}

export interface PlacedTarget extends SlotTarget {
  index: number;
}

export function contains(rect: Rect, point: Point): boolean {
  return point.x >= rect.left && point.x <= rect.left + rect.width && point.y >= rect.top && point.y <= rect.top + rect.height;
}

function distance(rect: Rect, point: Point): number {
  const dx = Math.max(rect.left - point.x, 0, point.x - (rect.left + rect.width));
  const dy = Math.max(rect.top - point.y, 0, point.y - (rect.top + rect.height));
  return Math.hypot(dx, dy);
}

/** The slot index for a pointer, counting unrendered children too. */
export function slotIndexAt(layout: SlotLayout, pointer: Point): number {
  const k = dropIndex(pointer, layout.rects, layout.orientation);
  if (k < layout.positions.length) return layout.positions[k];
  return layout.positions.length > 0 ? layout.positions[layout.positions.length - 1] + 1 : layout.count;
}

/** The line to draw for a slot index (or the whole placeholder of an empty slot). */
export function indicatorFor(layout: SlotLayout, index: number): Rect | null {
  if (layout.rects.length === 0) return layout.area;
  let k = layout.positions.findIndex((position) => position >= index);
  if (k === -1) k = layout.rects.length;
  return dropIndicator(k, layout.rects, layout.orientation, 4);
}

function nearEdge(rect: Rect, pointer: Point, orientation: SlotOrientation): boolean {
  if (orientation === 'vertical') return pointer.y - rect.top < EDGE || rect.top + rect.height - pointer.y < EDGE;
  return pointer.x - rect.left < EDGE || rect.left + rect.width - pointer.x < EDGE;
}

function intoSlots(geometry: Geometry, id: string, slots: readonly string[], pointer: Point): PlacedTarget {
  let best = { slot: slots[0], layout: geometry.layout(id, slots[0]), distance: Infinity };
  for (const slot of slots) {
    const layout = slot === best.slot ? best.layout : geometry.layout(id, slot);
    const gap = layout.area ? distance(layout.area, pointer) : Infinity;
    if (gap < best.distance) best = { slot, layout, distance: gap };
  }
  return { parentId: id, slot: best.slot, index: slotIndexAt(best.layout, pointer) };
}

function besideWidget(geometry: Geometry, id: string, pointer: Point): PlacedTarget | null {
  const entry = geometry.index.get(id);
  if (!entry || entry.parentId === null || entry.slot === null) return null;
  return { parentId: entry.parentId, slot: entry.slot, index: slotIndexAt(geometry.layout(entry.parentId, entry.slot), pointer) };
}

/** The target for a pointer over the innermost widget `id` of the canvas. */
export function targetOverWidget(geometry: Geometry, id: string, pointer: Point): PlacedTarget | null {
  const slots = geometry.slotsOf(id);
  const entry = geometry.index.get(id);
  if (!entry) return null;
  if (slots.length === 0) return besideWidget(geometry, id, pointer);
  const rect = geometry.rectOf(id);
  if (rect && entry.parentId !== null && entry.slot !== null) {
    const parentLayout = geometry.layout(entry.parentId, entry.slot);
    if (nearEdge(rect, pointer, parentLayout.orientation)) return besideWidget(geometry, id, pointer);
  }
  return intoSlots(geometry, id, slots, pointer);
}

export interface OutlineRow {
  id: string;
  rect: Rect;
  expanded: boolean;
}

/** The target for a pointer over an outline row; `slotsOf` tells containers from leaves. */
export function targetOverOutlineRow(geometry: Pick<Geometry, 'index' | 'slotsOf'>, row: OutlineRow, pointer: Point): PlacedTarget | null {
  const entry = geometry.index.get(row.id);
  if (!entry) return null;
  const ratio = (pointer.y - row.rect.top) / Math.max(row.rect.height, 1);
  const slots = geometry.slotsOf(row.id);
  const root = entry.parentId === null || entry.slot === null;
  if (slots.length > 0 && (root || (ratio >= 0.25 && ratio <= 0.75))) {
    return { parentId: row.id, slot: slots[0], index: geometry.index.children(row.id, slots[0]).length };
  }
  if (root) return null;
  if (ratio >= 0.5 && slots.length > 0 && row.expanded) return { parentId: row.id, slot: slots[0], index: 0 };
  const position = geometry.index.positionOf(row.id);
  return { parentId: entry.parentId!, slot: entry.slot!, index: ratio < 0.5 ? position : position + 1 };
}
