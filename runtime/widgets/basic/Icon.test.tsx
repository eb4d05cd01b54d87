// @vitest-environment jsdom
import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';

afterEach(cleanup);
const registry = createBuiltinRegistry();

describe('Icon', () => {
  it('draws the named icon in the fluent theme at 24px by default', () => {
    const { container } = renderTree({ id: 'i', type: 'Icon', settings: { name: 'shopping-cart' } }, { registry });
    const img = widgetElement(container, 'i').querySelector('img')!;
    expect(img.width).toBe(24);
    expect(img.getAttribute('src')).toBe('/api/icons/shopping-cart.svg?size=24');
  });

  it('uses theme, size and colour, and shows a badge', () => {
    const { container } = renderTree({ id: 'i', type: 'Icon', settings: { name: 'bell', theme: 'ios', size: 48, color: '#FFFFFF', badge: '3' } }, { registry });
    const element = widgetElement(container, 'i');
    expect(element.querySelector('img')!.getAttribute('src')).toBe('/api/icons/bell.svg?size=48&color=FFFFFF');
    expect(within(element).getByTestId('icon-badge').textContent).toBe('3');
  });

  it('refuses sizes outside the list and asks for a name', () => {
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [{ id: 'a', type: 'Icon', settings: { name: 'x', size: 25 } }, { id: 'b', type: 'Icon' }] } },
      { registry },
    );
    expect(widgetElement(container, 'a').textContent).toBe('Bitte konfigurieren Sie das Widget!');
    expect(widgetElement(container, 'b').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });
});
