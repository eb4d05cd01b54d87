// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetNode } from '../../../model/document/types';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';

afterEach(cleanup);
const registry = createBuiltinRegistry();
const text = (id: string) => ({ id, type: 'Text', settings: { text: id } });
const region = (container: HTMLElement, name: string) => widgetElement(container, 'app').querySelector<HTMLElement>(`[data-region="${name}"]`);

describe('AppContainer', () => {
  const node: WidgetNode = { id: 'app', type: 'AppContainer', slots: { header: [text('kopf')], content: [text('inhalt')], footer: [text('fuss')] } };

  it('puts header (64px), content (padding 12px) and footer (64px) below each other', () => {
    const { container } = renderTree(node, { registry });
    expect(region(container, 'header')!.tagName).toBe('HEADER');
    expect(region(container, 'header')!.style.height).toBe('64px');
    expect(region(container, 'footer')!.style.height).toBe('64px');
    expect(region(container, 'content')!.tagName).toBe('MAIN');
    expect(region(container, 'content')!.style.padding).toBe('12px');
    expect(widgetElement(container, 'app').textContent).toBe('kopfinhaltfuss');
  });

  it('applies heights, padding and colours; an empty header or footer takes no room', () => {
    const settings = { headerHeight: '50px', footerHeight: '30px', padding: '0px', headerBackgroundColor: '#000000', footerBackgroundColor: '#ff0000' };
    const { container } = renderTree({ ...node, settings }, { registry });
    expect([region(container, 'header')!.style.height, region(container, 'footer')!.style.height, region(container, 'content')!.style.padding]).toEqual(['50px', '30px', '0px']);
    expect([region(container, 'header')!.style.background, region(container, 'footer')!.style.background]).toEqual(['rgb(0, 0, 0)', 'rgb(255, 0, 0)']);
    cleanup();
    const bare = renderTree({ id: 'app', type: 'AppContainer', slots: { content: [text('inhalt')] } }, { registry });
    expect(region(bare.container, 'header')).toBeNull();
    expect(region(bare.container, 'footer')).toBeNull();
  });

  it('labels every region in edit mode', () => {
    const { container } = renderTree({ id: 'app', type: 'AppContainer' }, { registry, extensions: { mode: 'edit' }, language: 'en_us' });
    const frames = [...widgetElement(container, 'app').querySelectorAll<HTMLElement>('[data-slot-frame]')];
    expect(frames.map((frame) => frame.textContent)).toEqual(['Header', 'Content', 'Footer']);
  });
});
