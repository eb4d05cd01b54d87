// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import type { AppNavigation } from '../../app/navigation';
import { PUBLISHED_MODE } from '../../render/extensions';
import { renderTree, widgetElement } from '../../testing/renderTree';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const registry = createBuiltinRegistry();

function preview(path = '') {
  const navigate = vi.fn<AppNavigation['navigate']>();
  return { basePath: '/apps/preview/a1', path, params: { id: '7' }, query: new URLSearchParams(), navigate };
}

describe('LinkButton', () => {
  it('is a link drawn as a button that navigates inside the app with placeholders filled', () => {
    const navigation = preview();
    const { container } = renderTree({ id: 'b', type: 'LinkButton', settings: { text: 'Zum Produkt', link: '/products/{id}', variant: 'outline' } }, { registry, navigation });
    const a = widgetElement(container, 'b').querySelector('a')!;
    expect([a.textContent, a.getAttribute('href'), a.getAttribute('role')]).toEqual(['Zum Produkt', '/apps/preview/a1/products/7', 'button']);
    expect(a.style.background).toBe('transparent'); // outline look
    expect(fireEvent.click(a)).toBe(false);
    expect(navigation.navigate).toHaveBeenCalledWith('/products/7');
  });

  it('opens in a new tab when asked, leaving the click to the browser', () => {
    const navigation = preview();
    const { container } = renderTree({ id: 'b', type: 'LinkButton', settings: { link: 'https://example.com', openInNewTab: true } }, { registry, navigation, language: 'en_us' });
    const a = widgetElement(container, 'b').querySelector('a')!;
    expect([a.target, a.rel]).toEqual(['_blank', 'noopener noreferrer']);
    expect(a.textContent).toBe('https://example.com (opens in a new tab)');
    a.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
    fireEvent.click(a);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('gives refused addresses no href, does nothing in edit mode and asks to be configured without a link', () => {
    const navigation = preview();
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [
        { id: 'a', type: 'LinkButton', settings: { link: '/x' } },
        { id: 'b', type: 'LinkButton', settings: { link: 'javascript:alert(1)' } },
        { id: 'c', type: 'LinkButton' },
      ] } },
      { registry, navigation, extensions: { mode: 'edit' } },
    );
    expect(fireEvent.click(widgetElement(container, 'a').querySelector('a')!)).toBe(false);
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(widgetElement(container, 'b').querySelector('a')!.hasAttribute('href')).toBe(false);
    expect(widgetElement(container, 'c').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });
});

describe('Redirect', () => {
  it('replaces the page with the target inside the app, once, and tells builders where it leads', () => {
    const navigation = preview('start');
    const { container } = renderTree({ id: 'r', type: 'Redirect', settings: { link: '/shop/{id}' } }, { registry, navigation });
    expect(navigation.navigate).toHaveBeenCalledTimes(1);
    expect(navigation.navigate).toHaveBeenCalledWith('/shop/7', { replace: true });
    expect(widgetElement(container, 'r').textContent).toBe('Leitet weiter nach /shop/7');
  });

  it('loads other sites through the browser and shows visitors nothing', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/' });
    const navigation = preview();
    const { container } = renderTree({ id: 'r', type: 'Redirect', settings: { link: 'https://example.com/neu' } }, { registry, navigation, extensions: PUBLISHED_MODE });
    expect(assign).toHaveBeenCalledWith('https://example.com/neu');
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(widgetElement(container, 'r').textContent).toBe('');
  });

  it('does not redirect in edit mode, to its own page or to a refused address', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/' });
    const navigation = preview('shop');
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [
        { id: 'own', type: 'Redirect', settings: { link: '/shop' } },
        { id: 'bad', type: 'Redirect', settings: { link: 'javascript:alert(1)' } },
        { id: 'none', type: 'Redirect' },
      ] } },
      { registry, navigation, language: 'en_us' },
    );
    expect(widgetElement(container, 'own').textContent).toBe('The redirect leads to this page itself and is not followed.');
    expect(widgetElement(container, 'bad').textContent).toBe('The address javascript:alert(1) is not allowed and is not opened.');
    expect(widgetElement(container, 'none').textContent).toBe('Please configure the widget!');
    cleanup();
    renderTree({ id: 'r', type: 'Redirect', settings: { link: '/elsewhere' } }, { registry, navigation, extensions: { mode: 'edit' } });
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
