// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetNode } from '../../model/document/types';
import { createBuiltinRegistry } from '../../runtime/widgets/index';
import { testApplication, testPage } from '../model/document/testApplication';
import { renderPanel } from '../testing/renderPanel';
import { FULL_VIEWPORT } from '../ui/viewports';
import { Canvas } from './Canvas';
import { FIRST_RENDER_WIDGETS, planDeferredBlocks } from './deferredBlocks';

const text = (id: string): WidgetNode => ({ id, type: 'Text', version: 1, settings: { text: id } });
/** `count` blocks of `size` texts each (ids b{n} and b{n}t{i}). */
const blocks = (count: number, size: number): WidgetNode[] => Array.from({ length: count }, (_, b) => ({
  id: `b${b}`, type: 'Container', version: 1, settings: {}, slots: { children: Array.from({ length: size }, (_, i) => text(`b${b}t${i}`)) },
}));
const root = (children: WidgetNode[]): WidgetNode => testPage(children).widget;

describe('which blocks of a page render after the open', () => {
  it('none on a page the first render holds', () => {
    expect(planDeferredBlocks(root(blocks(3, 60)))).toEqual([]); // 184 widgets
    expect(planDeferredBlocks(root(Array.from({ length: 600 }, (_, i) => text(`t${i}`))))).toEqual([]); // no large block
  });

  it('the large blocks reached after the first widgets, in document order; small ones render at once', () => {
    // root + 4 blocks of 61 = 245 widgets before the fifth block starts: it still renders at once
    const page = root([...blocks(8, 60), text('small')]);
    expect(FIRST_RENDER_WIDGETS).toBe(250);
    expect(planDeferredBlocks(page)).toEqual(['b5', 'b6', 'b7']);
    expect(planDeferredBlocks(page, 100)).toEqual(['b2', 'b3', 'b4', 'b5', 'b6', 'b7']);
  });
});

describe('a large page in the canvas', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('shows the first part at once, boxes for the later blocks, renders a block holding the selection, then all', async () => {
    const registry = createBuiltinRegistry();
    await registry.preload(['FlexboxContainer', 'Container', 'Text']); // the page's code is there: the canvas draws at once
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // no idle callbacks in jsdom: the blocks follow on timers
    const document = testApplication([testPage(blocks(8, 60))]);
    let rendered!: ReturnType<typeof renderPanel>;
    await act(async () => void (rendered = renderPanel(<Canvas viewport={FULL_VIEWPORT} />, document, { registry })));
    const { container, store } = rendered;
    const widget = (id: string) => container.querySelector<HTMLElement>(`[data-widget-id=${id}]`);
    expect(widget('b4t59')?.textContent).toBe('b4t59');
    expect(widget('b5t0')).toBeNull();
    expect(widget('b7')!.querySelector('[data-canvas-deferred]')).not.toBeNull(); // its place on the page, empty
    expect(widget('b7')!.hasAttribute('data-widget-empty')).toBe(false); // not mistaken for an empty widget

    act(() => store.getState().select(['b6t3'])); // chosen in the outline
    expect(widget('b6t3')?.textContent).toBe('b6t3');
    expect(widget('b5t0')).toBeNull();

    await act(async () => void vi.runAllTimers());
    expect(widget('b5t0')?.textContent).toBe('b5t0');
    expect(widget('b7t59')?.textContent).toBe('b7t59');
    expect(container.querySelector('[data-canvas-deferred]')).toBeNull();
    expect(container.querySelectorAll('[data-widget-id]')).toHaveLength(1 + 8 * 61);
  });
});
