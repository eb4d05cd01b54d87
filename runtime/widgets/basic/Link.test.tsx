// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import type { AppNavigation } from '../../app/navigation';
import { renderTree, widgetElement } from '../../testing/renderTree';

afterEach(cleanup);
const registry = createBuiltinRegistry();

function preview(path = '') {
  const navigate = vi.fn<AppNavigation['navigate']>();
  return { basePath: '/apps/preview/a1', path, params: { id: '7' }, query: new URLSearchParams(), navigate };
}

describe('Link', () => {
  it('keeps in-app links inside the preview base path and navigates without reloading', () => {
    const navigation = preview();
    const { container } = renderTree({ id: 'l', type: 'Link', settings: { text: 'Produkt', link: '/products/{id}' } }, { registry, navigation });
    const a = widgetElement(container, 'l').querySelector('a')!;
    expect(a.getAttribute('href')).toBe('/apps/preview/a1/products/7'); // route parameter filled in
    expect(fireEvent.click(a)).toBe(false); // default prevented
    expect(navigation.navigate).toHaveBeenCalledWith('/products/7');
  });

  it('fills placeholders from context variables (encoded) before route parameters', () => {
    const { container } = renderTree({ id: 'l', type: 'Link', settings: { link: '/search/{q}' } }, { registry, navigation: preview(), context: { q: 'grüner tee' } });
    expect(widgetElement(container, 'l').querySelector('a')!.getAttribute('href')).toBe('/apps/preview/a1/search/gr%C3%BCner%20tee');
  });

  it('leaves external addresses to the browser', () => {
    const navigation = preview();
    const { container } = renderTree({ id: 'l', type: 'Link', settings: { text: 'Extern', link: 'https://example.com/x' } }, { registry, navigation });
    const a = widgetElement(container, 'l').querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://example.com/x');
    a.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    fireEvent.click(a);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('marks the current page with the active class and others with the inactive class', () => {
    const settings = { link: '/shop', activeClass: 'is-active', inactiveClass: 'is-inactive', underlineLinks: true };
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [{ id: 'a', type: 'Link', settings }, { id: 'b', type: 'Link', settings: { ...settings, link: '/cart' } }] } },
      { registry, navigation: preview('shop') },
    );
    const a = widgetElement(container, 'a').querySelector('a')!;
    expect(a.className).toBe('is-active');
    expect(a.getAttribute('aria-current')).toBe('page');
    expect(a.style.textDecoration).toBe('underline');
    expect(widgetElement(container, 'b').querySelector('a')!.className).toBe('is-inactive');
  });

  it('does not navigate in edit mode and asks to be configured without a target', () => {
    const navigation = preview();
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [{ id: 'a', type: 'Link', settings: { link: '/x', showAsButton: true } }, { id: 'b', type: 'Link' }] } },
      { registry, navigation, extensions: { mode: 'edit' } },
    );
    fireEvent.click(widgetElement(container, 'a').querySelector('a')!);
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(widgetElement(container, 'b').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });
});
