// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetNode } from '../../../model/document/types';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';

afterEach(cleanup);
const registry = createBuiltinRegistry();
const text = (id: string) => ({ id, type: 'Text', settings: { text: id } });
const region = (container: HTMLElement, name: string) => widgetElement(container, 's').querySelector<HTMLElement>(`[data-region="${name}"]`);

describe('StickyContainer', () => {
  const node: WidgetNode = { id: 's', type: 'StickyContainer', slots: { top: [text('oben')], content: [text('mitte')], bottom: [text('unten')] } };

  it('frames scrolling content between a top and a bottom bar: 100vh, bars 80px, all #ffffff', () => {
    const { container } = renderTree(node, { registry });
    const frame = widgetElement(container, 's').firstElementChild as HTMLElement;
    expect(frame.style.height).toBe('100vh');
    expect([...frame.children].map((child) => (child as HTMLElement).dataset.region)).toEqual(['top', 'content', 'bottom']);
    expect([region(container, 'top')!.style.height, region(container, 'bottom')!.style.height]).toEqual(['80px', '80px']);
    for (const name of ['top', 'content', 'bottom']) expect(region(container, name)!.style.background).toBe('rgb(255, 255, 255)');
    expect(region(container, 'content')!.style.overflowY).toBe('auto');
    expect(region(container, 'content')!.textContent).toBe('mitte');
  });

  it('applies its settings', () => {
    const settings = { height: '500px', topHeight: '40px', bottomHeight: '60px', topBackgroundColor: '#000000', contentBackgroundColor: '#eeeeee', bottomBackgroundColor: '#ff0000' };
    const { container } = renderTree({ ...node, settings }, { registry });
    expect((widgetElement(container, 's').firstElementChild as HTMLElement).style.height).toBe('500px');
    expect([region(container, 'top')!.style.height, region(container, 'bottom')!.style.height]).toEqual(['40px', '60px']);
    expect([region(container, 'top')!.style.background, region(container, 'content')!.style.background, region(container, 'bottom')!.style.background]).toEqual([
      'rgb(0, 0, 0)',
      'rgb(238, 238, 238)',
      'rgb(255, 0, 0)',
    ]);
  });

  it('takes no room for an empty bar in view mode, and shows every region labelled in edit mode', () => {
    const bare: WidgetNode = { id: 's', type: 'StickyContainer', slots: { content: [text('mitte')] } };
    const view = renderTree(bare, { registry });
    expect(region(view.container, 'top')).toBeNull();
    expect(region(view.container, 'bottom')).toBeNull();
    cleanup();
    const edit = renderTree(bare, { registry, extensions: { mode: 'edit' } });
    const frames = [...widgetElement(edit.container, 's').querySelectorAll<HTMLElement>('[data-slot-frame]')];
    expect(frames.map((frame) => frame.dataset.slotFrame)).toEqual(['top', 'content', 'bottom']);
    expect(frames[0].textContent).toBe('Oben (bleibt stehen)');
  });
});
