// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetNode } from '../../../model/document/types';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';
import { shrinkingHeaderHeight } from './ShrinkingHeader';

const registry = createBuiltinRegistry();
afterEach(() => {
  cleanup();
  scrollTo(0);
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const page: WidgetNode = {
  id: 'page',
  type: 'Container',
  slots: {
    children: [
      { id: 'shrinkNow', type: 'Button', settings: { label: 'kleiner' } },
      { id: 'h', type: 'ShrinkingHeader', slots: { content: [{ id: 'logo', type: 'Text', settings: { text: 'Logo' } }] } },
    ],
  },
};
const connections = [{ id: 'c', from: { widgetId: 'shrinkNow', socket: 'clicked' }, to: { widgetId: 'h', socket: 'shrink' } }];
const header = (container: HTMLElement) => widgetElement(container, 'h').querySelector('header')!;

describe('ShrinkingHeader', () => {
  it('is 144px minus the scroll, at least 58px, fully shrunk from a scroll of 86px', () => {
    expect([0, 40, 85, 86, 500].map((y) => shrinkingHeaderHeight(y, false))).toEqual([144, 104, 59, 58, 58]);
    expect(shrinkingHeaderHeight(0, true)).toBe(58);
    const { container, engine } = renderTree(page, { registry, connections });
    expect(header(container).style.height).toBe('144px');
    expect(header(container).textContent).toBe('Logo');
    scrollTo(40);
    expect(header(container).style.height).toBe('104px');
    scrollTo(120);
    expect(header(container).style.height).toBe('58px');
    expect(engine.getOutput('h', 'shrunk')).toBe(true);
    scrollTo(0);
    expect(header(container).style.height).toBe('144px');
    expect(engine.getOutput('h', 'shrunk')).toBe(false);
  });

  it('shrinks at once on a shrink event and restores when the scroll returns to the top', () => {
    const { container } = renderTree(page, { registry, connections });
    fireEvent.click(widgetElement(container, 'shrinkNow').querySelector('button')!);
    expect(header(container).style.height).toBe('58px');
    scrollTo(10);
    expect(header(container).style.height).toBe('58px');
    scrollTo(0);
    expect(header(container).style.height).toBe('144px');
  });

  it('takes its colours and stays at full height in edit mode', () => {
    scrollTo(300);
    const { container } = renderTree({ id: 'h', type: 'ShrinkingHeader', settings: { backgroundColor: '#000000', fontColor: '#ffffff' } }, { registry, extensions: { mode: 'edit' } });
    expect([header(container).style.height, header(container).style.background, header(container).style.color]).toEqual(['144px', 'rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
  });
});
