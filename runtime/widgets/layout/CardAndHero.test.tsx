// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';

afterEach(cleanup);
const registry = createBuiltinRegistry();
const children = [{ id: 'child', type: 'Text', settings: { text: 'Inhalt' } }];

describe('Card', () => {
  it('shows image, title and subtitle (placeholders filled from the context) above its children', () => {
    const settings = { title: 'Hallo {name}', subtitle: 'Untertitel', imageUrl: 'https://example.com/{img}.png' };
    const { container } = renderTree({ id: 'card', type: 'Card', settings, slots: { children } }, { registry, context: { name: 'Ada', img: 'ada' } });
    const card = widgetElement(container, 'card').querySelector('article')!;
    expect(card.querySelector('h3')!.textContent).toBe('Hallo Ada');
    expect(card.querySelector('p')!.textContent).toBe('Untertitel');
    expect(card.querySelector('img')!.getAttribute('src')).toBe('https://example.com/ada.png');
    expect(widgetElement(container, 'child').textContent).toBe('Inhalt');
    expect([card.style.borderRadius, card.style.background, card.style.width]).toEqual(['8px', 'rgb(255, 255, 255)', '100%']);
    expect(card.style.boxShadow).not.toBe('none');
    expect((card.lastElementChild as HTMLElement).style.padding).toBe('16px');
  });

  it('drops the shadow, header and image when not set', () => {
    const { container } = renderTree({ id: 'card', type: 'Card', settings: { shadow: false, padding: '4px', fontColor: '#ff0000' }, slots: { children } }, { registry });
    const card = widgetElement(container, 'card').querySelector('article')!;
    expect(card.style.boxShadow).toBe('none');
    expect(card.style.color).toBe('rgb(255, 0, 0)');
    expect(card.querySelector('h3, img')).toBeNull();
    expect((card.firstElementChild!.firstElementChild as HTMLElement).dataset.widgetId).toBe('child'); // no subtitle before it
  });
});

describe('Hero', () => {
  it('shows title and subtitle in white on the default colour, centred, at least 320px high', () => {
    const { container } = renderTree({ id: 'hero', type: 'Hero', settings: { title: 'Willkommen', subtitle: 'Tee seit 1890' }, slots: { children } }, { registry });
    const section = widgetElement(container, 'hero').querySelector('section')!;
    expect(section.querySelector('h1')!.textContent).toBe('Willkommen');
    expect(section.querySelector('p')!.textContent).toBe('Tee seit 1890');
    expect([section.style.minHeight, section.style.textAlign, section.style.alignItems, section.style.color, section.style.backgroundColor]).toEqual([
      '320px',
      'center',
      'center',
      'rgb(255, 255, 255)',
      'rgb(43, 108, 176)',
    ]);
    expect(section.style.backgroundImage).toBe('');
    expect(widgetElement(container, 'child').textContent).toBe('Inhalt');
  });

  it('puts a background image under a darkening overlay, or without it', () => {
    const settings = { title: 'x', backgroundImage: 'https://example.com/bg.jpg', align: 'left' };
    const dark = renderTree({ id: 'hero', type: 'Hero', settings }, { registry });
    const section = widgetElement(dark.container, 'hero').querySelector('section')!;
    expect(section.style.backgroundImage).toContain('linear-gradient');
    expect(section.style.backgroundImage).toContain('https://example.com/bg.jpg');
    expect([section.style.textAlign, section.style.alignItems]).toEqual(['left', 'flex-start']);
    cleanup();
    const plain = renderTree({ id: 'hero', type: 'Hero', settings: { ...settings, overlay: false } }, { registry });
    expect(widgetElement(plain.container, 'hero').querySelector('section')!.style.backgroundImage).not.toContain('linear-gradient');
  });
});
