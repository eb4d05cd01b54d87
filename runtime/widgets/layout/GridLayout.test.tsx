// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';
import { installFakeScreen, setMobileScreen } from './fakeScreen';
import { gridColumns } from './GridLayout';

installFakeScreen();
afterEach(() => {
  cleanup();
  act(() => setMobileScreen(false));
});
const registry = createBuiltinRegistry();
const children = ['a', 'b', 'c', 'd'].map((id) => ({ id, type: 'Text', settings: { text: id } }));
const grid = (container: HTMLElement) => widgetElement(container, 'g').firstElementChild as HTMLElement;

describe('GridLayout', () => {
  it('lays its children out in 3 equal columns with 10px gaps by default', () => {
    const { container } = renderTree({ id: 'g', type: 'GridLayout', slots: { children } }, { registry });
    expect(grid(container).style.display).toBe('grid');
    expect(grid(container).dataset.columns).toBe('repeat(3, minmax(0, 1fr))');
    expect([grid(container).style.rowGap, grid(container).style.columnGap, grid(container).style.padding]).toEqual(['10px', '10px', '10px']);
    expect(grid(container).children).toHaveLength(4);
  });

  it('fits as many columns as the minimum width allows with columns 0, and uses the mobile column count on mobile', () => {
    expect(gridColumns({ columns: 0, minColumnWidth: '250px', mobileColumns: 1 }, false)).toBe('repeat(auto-fill, minmax(250px, 1fr))');
    const { container } = renderTree({ id: 'g', type: 'GridLayout', settings: { columns: 4, mobileColumns: 2, alignItems: 'center' }, slots: { children } }, { registry });
    expect(grid(container).dataset.columns).toBe('repeat(4, minmax(0, 1fr))');
    act(() => setMobileScreen(true));
    expect(grid(container).dataset.columns).toBe('repeat(2, minmax(0, 1fr))');
    expect(grid(container).style.alignItems).toBe('center');
  });
});
