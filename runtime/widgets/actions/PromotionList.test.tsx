// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';

const registry = createBuiltinRegistry();
afterEach(cleanup);

const blocks = [
  { icon: 'truck', header: 'Kostenloser Versand', text: 'Ab 50 € Bestellwert' },
  { header: '30 Tage Rückgabe', text: 'Ohne Angabe von Gründen' },
  { icon: '', header: '', text: '' },
];

describe('PromotionList', () => {
  it('shows each block with icon, header and text in the configured sizes, skipping empty blocks', () => {
    const { container } = renderTree({ id: 'p', type: 'PromotionList', settings: { blocks, theme: 'ios', iconSize: 64, headerSize: 20, textSize: 12 } }, { registry });
    const shown = container.querySelectorAll('[data-testid=promotion-block]');
    expect([...shown].map((block) => block.textContent)).toEqual(['Kostenloser VersandAb 50 € Bestellwert', '30 Tage RückgabeOhne Angabe von Gründen']);
    const icon = shown[0].querySelector('img')!;
    expect([icon.width, icon.getAttribute('src')]).toEqual([64, expect.stringContaining('truck')]);
    // Served by this server, at the configured size.
    expect(icon.getAttribute('src')).toBe('/api/icons/truck.svg?size=64');
    expect(shown[1].querySelector('img')).toBeNull();
    expect((shown[0].querySelector('strong') as HTMLElement).style.fontSize).toBe('20px');
    expect((shown[0].querySelector('span') as HTMLElement).style.fontSize).toBe('12px');
  });

  it('uses its defaults and asks to be configured without blocks', () => {
    const plain = renderTree({ id: 'p', type: 'PromotionList', settings: { blocks: [{ icon: 'star' }] } }, { registry });
    expect(plain.container.querySelector('img')!.width).toBe(48);
    plain.unmount();
    const empty = renderTree({ id: 'p', type: 'PromotionList' }, { registry, extensions: { mode: 'edit' } });
    expect(widgetElement(empty.container, 'p').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });

  it('refuses sizes below their minimum (icon 24, header and text 9)', () => {
    for (const settings of [{ iconSize: 23 }, { headerSize: 8 }, { textSize: 8 }]) {
      const { container, unmount } = renderTree({ id: 'p', type: 'PromotionList', settings: { blocks, ...settings } }, { registry });
      expect(container.querySelector('[data-testid=promotion-block]')).toBeNull();
      expect(container.querySelector('[data-testid=configure-notice]')).not.toBeNull();
      unmount();
    }
  });
});
