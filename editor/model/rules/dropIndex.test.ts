import { describe, expect, it } from 'vitest';
import { dropIndex, dropIndicator, type Rect } from './dropIndex';

// Three stacked children, 40 px high, from y=0.
const column: Rect[] = [0, 40, 80].map((top) => ({ left: 0, top, width: 200, height: 40 }));
// Two rows of two children, 100 x 30: row 1 at y=0, row 2 at y=40.
const wrapped: Rect[] = [
  { left: 0, top: 0, width: 100, height: 30 },
  { left: 100, top: 0, width: 100, height: 30 },
  { left: 0, top: 40, width: 100, height: 30 },
  { left: 100, top: 40, width: 100, height: 30 },
];

describe('drop index', () => {
  it('in a vertical list, uses the middle of each child', () => {
    expect(dropIndex({ x: 50, y: -10 }, column, 'vertical')).toBe(0);
    expect(dropIndex({ x: 50, y: 19 }, column, 'vertical')).toBe(0);
    expect(dropIndex({ x: 50, y: 21 }, column, 'vertical')).toBe(1);
    expect(dropIndex({ x: 50, y: 99 }, column, 'vertical')).toBe(2);
  });

  it('in a vertical list, below the last child means the end', () => {
    expect(dropIndex({ x: 50, y: 101 }, column, 'vertical')).toBe(3);
    expect(dropIndex({ x: 50, y: 500 }, column, 'vertical')).toBe(3);
  });

  it('in an empty slot, the index is 0', () => {
    expect(dropIndex({ x: 5, y: 5 }, [], 'vertical')).toBe(0);
    expect(dropIndex({ x: 5, y: 5 }, [], 'horizontal')).toBe(0);
  });

  it('in a horizontal list, uses the horizontal middle within the row', () => {
    expect(dropIndex({ x: 40, y: 10 }, wrapped, 'horizontal')).toBe(0);
    expect(dropIndex({ x: 60, y: 10 }, wrapped, 'horizontal')).toBe(1);
    expect(dropIndex({ x: 160, y: 10 }, wrapped, 'horizontal')).toBe(2);
  });

  it('in a wrapped horizontal list, the second row comes after the whole first row', () => {
    expect(dropIndex({ x: 10, y: 50 }, wrapped, 'horizontal')).toBe(2);
    expect(dropIndex({ x: 140, y: 50 }, wrapped, 'horizontal')).toBe(3);
    expect(dropIndex({ x: 190, y: 50 }, wrapped, 'horizontal')).toBe(4);
    expect(dropIndex({ x: 10, y: 90 }, wrapped, 'horizontal')).toBe(4);
  });

  it('places the indicator on the edge between children or after the last', () => {
    expect(dropIndicator(1, column, 'vertical')).toEqual({ left: 0, top: 39, width: 200, height: 2 });
    expect(dropIndicator(3, column, 'vertical')).toEqual({ left: 0, top: 119, width: 200, height: 2 });
    expect(dropIndicator(1, wrapped, 'horizontal')).toEqual({ left: 99, top: 0, width: 2, height: 30 });
    expect(dropIndicator(0, [], 'vertical')).toBeNull();
  });
});
