import { describe, expect, it } from 'vitest';
import { testDocument } from '../actions/testDocument';
import type { Rect } from './dropIndex';
import { DocumentIndex } from '../document/documentIndex';
import { indicatorFor, slotIndexAt, targetOverOutlineRow, targetOverWidget, type Geometry, type SlotLayout } from './pointerTarget';

/**
 * A page laid out as a column (see testDocument): root 0..400 wide, a at y 0..40, box at y 50..250 holding
 * b (60..100) and c (110..150), d at y 260..300.
 */
const index = new DocumentIndex(testDocument());
const rects: Record<string, Rect> = {
  root: { left: 0, top: 0, width: 400, height: 310 },
  a: { left: 0, top: 0, width: 400, height: 40 },
  box: { left: 0, top: 50, width: 400, height: 200 },
  b: { left: 10, top: 60, width: 380, height: 40 },
  c: { left: 10, top: 110, width: 380, height: 40 },
  d: { left: 0, top: 260, width: 400, height: 40 },
};
const geometry: Geometry = {
  index,
  slotsOf: (id) => (['root', 'box'].includes(id) ? ['children'] : []),
  rectOf: (id) => rects[id] ?? null,
  layout(parentId, slot): SlotLayout {
    const children = index.children(parentId, slot);
    return {
      rects: children.map((child) => rects[child.id]),
      positions: children.map((_, i) => i),
      count: children.length,
      orientation: 'vertical',
      area: rects[parentId],
    };
  },
};

describe('pointer drop target', () => {
  it('goes next to a widget without slots, before or after by its middle', () => {
    expect(targetOverWidget(geometry, 'a', { x: 100, y: 10 })).toEqual({ parentId: 'root', slot: 'children', index: 0 });
    expect(targetOverWidget(geometry, 'a', { x: 100, y: 30 })).toEqual({ parentId: 'root', slot: 'children', index: 1 });
    expect(targetOverWidget(geometry, 'c', { x: 100, y: 140 })).toEqual({ parentId: 'box', slot: 'children', index: 2 });
  });

  it('goes into a container over its own area, and next to it at its edge', () => {
    expect(targetOverWidget(geometry, 'box', { x: 100, y: 200 })).toEqual({ parentId: 'box', slot: 'children', index: 2 });
    expect(targetOverWidget(geometry, 'box', { x: 100, y: 52 })).toEqual({ parentId: 'root', slot: 'children', index: 1 });
    expect(targetOverWidget(geometry, 'box', { x: 100, y: 248 })).toEqual({ parentId: 'root', slot: 'children', index: 2 });
  });

  it('counts children that are not rendered when turning a rendered position into a slot index', () => {
    const layout: SlotLayout = { rects: [rects.b], positions: [1], count: 3, orientation: 'vertical', area: rects.box };
    expect(slotIndexAt(layout, { x: 50, y: 65 })).toBe(1);
    expect(slotIndexAt(layout, { x: 50, y: 99 })).toBe(2);
    expect(indicatorFor(layout, 2)).toEqual({ left: 10, top: 98, width: 380, height: 4 });
    expect(indicatorFor({ ...layout, rects: [], positions: [] }, 0)).toBe(rects.box);
  });

  it('uses outline rows: before, after or into a container', () => {
    const row = (id: string, top: number, expanded = false) => ({ id, rect: { left: 0, top, width: 200, height: 20 }, expanded });
    expect(targetOverOutlineRow(geometry, row('a', 0), { x: 5, y: 2 })).toEqual({ parentId: 'root', slot: 'children', index: 0 });
    expect(targetOverOutlineRow(geometry, row('a', 0), { x: 5, y: 18 })).toEqual({ parentId: 'root', slot: 'children', index: 1 });
    expect(targetOverOutlineRow(geometry, row('box', 20), { x: 5, y: 30 })).toEqual({ parentId: 'box', slot: 'children', index: 2 });
    expect(targetOverOutlineRow(geometry, row('box', 20, true), { x: 5, y: 38 })).toEqual({ parentId: 'box', slot: 'children', index: 0 });
    expect(targetOverOutlineRow(geometry, row('root', 0), { x: 5, y: 1 })).toEqual({ parentId: 'root', slot: 'children', index: 3 });
  });
});
