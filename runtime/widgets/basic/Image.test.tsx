// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';

afterEach(cleanup);
const registry = createBuiltinRegistry();

describe('Image', () => {
  it('shows the image with its alternative text and fit', () => {
    const { container } = renderTree({ id: 'i', type: 'Image', settings: { src: '/api/files/demo/product-1.svg', alt: 'Tee', objectFit: 'cover' } }, { registry });
    const img = widgetElement(container, 'i').querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/api/files/demo/product-1.svg');
    expect(img.alt).toBe('Tee');
    expect(img.style.objectFit).toBe('cover');
  });

  it('asks to be configured without an address, and takes one from its src input', () => {
    const { container, engine } = renderTree(
      { id: 'i', type: 'Image' },
      { registry, connections: [{ id: 'c', from: { widgetId: '$context', socket: 'picture' }, to: { widgetId: 'i', socket: 'src' } }] },
    );
    expect(widgetElement(container, 'i').textContent).toBe('Bitte konfigurieren Sie das Widget!');
    act(() => engine.setContext('picture', '/bild.png'));
    expect(widgetElement(container, 'i').querySelector('img')!.getAttribute('src')).toBe('/bild.png');
  });
});
