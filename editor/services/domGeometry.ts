/**
 * The DOM side of drop targeting: measures the rendered children of a slot (through the element registry,
 * never by querying the page) and finds what lies under the pointer. The decisions themselves are the pure
 * functions of pointerTarget.ts.
 */
import type { Point, Rect, SlotOrientation } from '../model/rules/dropIndex';
import { slotKey, type EditorElements } from './elementRegistry';
import type { DocumentIndex } from '../model/document/documentIndex';
import {
  indicatorFor,
  targetOverOutlineRow,
  targetOverWidget,
  type Geometry,
  type PlacedTarget,
  type SlotLayout,
} from '../model/rules/pointerTarget';

export function toRect(rect: DOMRect | Rect): Rect {
  return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
}

function union(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
  for (const rect of rects) {
    left = Math.min(left, rect.left);
    top = Math.min(top, rect.top);
    right = Math.max(right, rect.left + rect.width);
    bottom = Math.max(bottom, rect.top + rect.height);
  }
  return { left, top, width: right - left, height: bottom - top };
}

/** How the children of a layout element flow: rows of a flexbox or a grid are horizontal. */
export function orientationOf(layout: Element | null): SlotOrientation {
  if (!layout) return 'vertical';
  const style = getComputedStyle(layout);
  if (style.display.includes('grid')) return 'horizontal';
  if (style.display.includes('flex')) return style.flexDirection.startsWith('row') ? 'horizontal' : 'vertical';
  return 'vertical';
}

export interface DomGeometry extends Geometry {
  /** The target under a viewport point, with where to draw its indicator; null outside canvas and outline. */
  targetAt(point: Point): { target: PlacedTarget; place: 'canvas' | 'outline'; indicator: Rect | null } | null;
  /** Where to draw the indicator of a target chosen without the pointer (keyboard, focused zone). */
  indicatorOf(target: PlacedTarget, place: 'canvas' | 'outline'): Rect | null;
  /** The element that shows a target (a child next to it or the slot's zone), to scroll it into view. */
  elementOf(target: PlacedTarget): HTMLElement | null;
}

export function createDomGeometry(index: DocumentIndex, elements: EditorElements, slotsOf: (id: string) => readonly string[], rootId: () => string | undefined): DomGeometry {
  const visible = (element: HTMLElement | undefined): element is HTMLElement => !!element && element.isConnected;

  function layout(parentId: string, slot: string): SlotLayout {
    const children = index.children(parentId, slot);
    const rects: Rect[] = [];
    const positions: number[] = [];
    let first: HTMLElement | null = null;
    children.forEach((child, position) => {
      const element = elements.widgets.get(child.id);
      if (!visible(element)) return;
      first ??= element;
      rects.push(toRect(element.getBoundingClientRect()));
      positions.push(position);
    });
    const zone = elements.zones.get(slotKey(parentId, slot));
    const zoneRect = visible(zone) ? toRect(zone.getBoundingClientRect()) : null;
    const area = union(zoneRect ? [...rects, zoneRect] : rects);
    return { rects, positions, count: children.length, orientation: orientationOf((first as HTMLElement | null)?.parentElement ?? null), area };
  }

  function rectOf(id: string): Rect | null {
    const element = elements.widgets.get(id);
    return visible(element) ? toRect(element.getBoundingClientRect()) : null;
  }

  function rowRect(id: string, withSubtree = false): Rect | null {
    const row = elements.outlineRows.get(id);
    if (!visible(row)) return null;
    const box = withSubtree && row.parentElement ? row.parentElement : row;
    return toRect(box.getBoundingClientRect());
  }

  function outlineIndicator(target: PlacedTarget): Rect | null {
    const children = index.children(target.parentId, target.slot);
    const line = (rect: Rect, y: number): Rect => ({ left: rect.left, top: y - 2, width: rect.width, height: 4 });
    const next = children[target.index];
    const nextRect = next && rowRect(next.id);
    if (nextRect) return line(nextRect, nextRect.top);
    const last = children[children.length - 1];
    const lastRect = last && rowRect(last.id, true);
    if (lastRect) return line(lastRect, lastRect.top + lastRect.height);
    return rowRect(target.parentId);
  }

  const geometry: DomGeometry = {
    index,
    slotsOf,
    rectOf,
    layout,
    indicatorOf(target, place) {
      return place === 'outline' ? outlineIndicator(target) : indicatorFor(layout(target.parentId, target.slot), target.index);
    },
    elementOf(target) {
      const child = index.children(target.parentId, target.slot)[Math.min(target.index, index.children(target.parentId, target.slot).length - 1)];
      const element = child ? elements.widgets.get(child.id) : elements.zones.get(slotKey(target.parentId, target.slot));
      return visible(element) ? element : null;
    },
    targetAt(point) {
      const hit = document.elementFromPoint(point.x, point.y);
      if (!(hit instanceof Element)) return null;
      const zone = hit.closest<HTMLElement>('[data-zone-parent]');
      if (zone) {
        const target = { parentId: zone.dataset.zoneParent!, slot: zone.dataset.zoneSlot!, index: index.children(zone.dataset.zoneParent!, zone.dataset.zoneSlot!).length };
        return { target, place: 'canvas', indicator: toRect(zone.getBoundingClientRect()) };
      }
      const row = hit.closest<HTMLElement>('[data-outline-row]');
      if (row) {
        const id = row.dataset.outlineRow!;
        const target = targetOverOutlineRow(geometry, { id, rect: toRect(row.getBoundingClientRect()), expanded: row.dataset.expanded === 'true' }, point);
        return target && { target, place: 'outline', indicator: outlineIndicator(target) };
      }
      const canvas = hit.closest<HTMLElement>('[data-canvas-root]');
      if (!canvas) return null;
      const widget = hit.closest<HTMLElement>('[data-widget-id]');
      let target: PlacedTarget | null = null;
      if (widget && canvas.contains(widget)) target = targetOverWidget(geometry, widget.dataset.widgetId!, point);
      else {
        // The canvas around the page: the end of the page's first slot.
        const root = rootId();
        const slot = root ? slotsOf(root)[0] : undefined;
        if (root && slot) target = { parentId: root, slot, index: index.children(root, slot).length };
      }
      return target && { target, place: 'canvas', indicator: geometry.indicatorOf(target, 'canvas') };
    },
  };
  return geometry;
}
