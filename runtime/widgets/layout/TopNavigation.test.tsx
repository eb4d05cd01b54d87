// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetNode } from '../../../model/document/types';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';
import { installFakeScreen, setMobileScreen } from './fakeScreen';
import { testNavigation } from './testNavigation';

installFakeScreen();
afterEach(() => {
  cleanup();
  act(() => setMobileScreen(false));
});
const registry = createBuiltinRegistry();
const items = [
  { label: 'Start', link: '/' },
  { label: 'Produkte', link: '/produkte' },
  { label: 'Hilfe', link: 'https://example.com/hilfe' },
];
const bar = (settings: Record<string, unknown> = {}): WidgetNode => ({
  id: 'nav',
  type: 'TopNavigation',
  settings: { title: 'Teeladen', items, ...settings },
  slots: { items: [{ id: 'extra', type: 'Text', settings: { text: 'Warenkorb' } }] },
});
const links = (container: HTMLElement) => [...widgetElement(container, 'nav').querySelectorAll<HTMLAnchorElement>('a')];
const navigation = (path: string) => testNavigation(path);

describe('TopNavigation', () => {
  it('shows title, links inside the base path, the current page marked, and the widgets of its slot', () => {
    const nav = navigation('produkte');
    const { container } = renderTree(bar(), { registry, navigation: nav });
    expect(widgetElement(container, 'nav').querySelector('strong')!.textContent).toBe('Teeladen');
    expect(links(container).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Start', '/apps/preview/a1/'],
      ['Produkte', '/apps/preview/a1/produkte'],
      ['Hilfe', 'https://example.com/hilfe'],
    ]);
    expect(links(container).map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    expect(widgetElement(container, 'extra').textContent).toBe('Warenkorb');
    fireEvent.click(links(container)[0]);
    expect(nav.navigate).toHaveBeenCalledWith('/');
    fireEvent.click(links(container)[2]);
    expect(nav.navigate).toHaveBeenCalledTimes(1); // other sites are followed by the browser
  });

  it('applies colours, logo and sticky', () => {
    const { container } = renderTree(bar({ backgroundColor: '#000000', fontColor: '#ffffff', logoUrl: 'https://example.com/logo.png', sticky: true }), { registry, navigation: navigation('') });
    const element = widgetElement(container, 'nav').querySelector('nav')!;
    expect([element.style.background, element.style.color, element.style.position]).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)', 'sticky']);
    expect(element.querySelector('img')!.getAttribute('src')).toBe('https://example.com/logo.png');
  });

  it('folds the links into a menu on mobile', () => {
    const { container, getByRole } = renderTree(bar(), { registry, navigation: navigation(''), language: 'en_us' });
    expect(links(container)).toHaveLength(3);
    act(() => setMobileScreen(true));
    expect(links(container)).toHaveLength(0);
    const menu = getByRole('button');
    expect(menu.textContent).toContain('Menu');
    fireEvent.click(menu);
    expect(links(container)).toHaveLength(3);
  });

  it('navigates nowhere in edit mode', () => {
    const nav = navigation('');
    const { container } = renderTree(bar(), { registry, navigation: nav, extensions: { mode: 'edit' } });
    fireEvent.click(links(container)[1]);
    expect(nav.navigate).not.toHaveBeenCalled();
  });
});
