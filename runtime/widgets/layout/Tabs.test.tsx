// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetNode } from '../../../model/document/types';
import { declaresSlot } from '../../registry/defineWidget';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';
import { TabsWidget } from './Tabs';
import { testNavigation } from './testNavigation';

afterEach(cleanup);
const registry = createBuiltinRegistry();
const text = (id: string) => ({ id, type: 'Text', settings: { text: id } });
const tabs = (type: string, settings: Record<string, unknown> = {}): WidgetNode => ({
  id: 'tabs',
  type,
  settings,
  slots: { 'tab-0': [text('erster')], 'tab-1': [text('zweiter')], 'tab-2': [text('dritter')] },
});
const tabElements = (container: HTMLElement) => [...widgetElement(container, 'tabs').querySelectorAll<HTMLElement>('[role=tab]')];
const panel = (container: HTMLElement) => widgetElement(container, 'tabs').querySelector<HTMLElement>('[role=tabpanel]')!;

const navigationAt = (path: string, query: string) => testNavigation(path, query);

describe('Tabs', () => {
  it('shows two tabs by default, the first selected, and one slot per tab', () => {
    const { container, engine } = renderTree(tabs('Tabs'), { registry });
    expect(tabElements(container).map((tab) => tab.textContent)).toEqual(['Tab 1', 'Tab 2']);
    expect(tabElements(container).map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(panel(container).textContent).toBe('erster');
    expect(engine.getOutput('tabs', 'selectedIndex')).toBe(0);
    expect(declaresSlot(TabsWidget, 'tab-9')).toBe(true);
  });

  it('switches tabs by click and through the select input, and reports the selected index', () => {
    const settings = { tabs: [{ label: 'Eins' }, { label: 'Zwei' }, {}], tabAlign: 'stretch' };
    const connections = [{ id: 'c', from: { widgetId: '$context', socket: 'chosenTab' }, to: { widgetId: 'tabs', socket: 'select' } }];
    const { container, engine } = renderTree(tabs('Tabs', settings), { registry, connections });
    expect(tabElements(container).map((tab) => tab.textContent)).toEqual(['Eins', 'Zwei', 'Reiter 3']);
    expect(tabElements(container)[0].style.flex).toMatch(/^1 1 0/);
    fireEvent.click(tabElements(container)[1]);
    expect(panel(container).textContent).toBe('zweiter');
    expect(engine.getOutput('tabs', 'selectedIndex')).toBe(1);
    act(() => engine.setContext('chosenTab', 2));
    expect(panel(container).textContent).toBe('dritter');
    act(() => engine.setContext('chosenTab', 7)); // no such tab: back to the first
    expect(panel(container).textContent).toBe('erster');
  });

  it('lets the builder switch tabs in edit mode to fill each one', () => {
    const { container } = renderTree(tabs('Tabs'), { registry, extensions: { mode: 'edit' } });
    fireEvent.click(tabElements(container)[1]);
    expect(panel(container).textContent).toBe('zweiter');
  });
});

describe('TabNavigation', () => {
  it('keeps the selected tab in a URL query parameter, inside the base path', () => {
    const navigation = navigationAt('konto', 'tab=1&x=y');
    const { container } = renderTree(tabs('TabNavigation'), { registry, navigation });
    expect(widgetElement(container, 'tabs').querySelector('nav')).not.toBeNull();
    expect(panel(container).textContent).toBe('zweiter');
    expect(tabElements(container).map((tab) => tab.getAttribute('href'))).toEqual(['/apps/preview/a1/konto?tab=0&x=y', '/apps/preview/a1/konto?tab=1&x=y']);
    fireEvent.click(tabElements(container)[0]);
    expect(navigation.navigate).toHaveBeenCalledWith('/konto?tab=0&x=y');
  });

  it('uses the configured parameter and falls back to the first tab for an unknown value', () => {
    const { container } = renderTree(tabs('TabNavigation', { queryParameter: 'bereich' }), { registry, navigation: navigationAt('', 'bereich=5') });
    expect(panel(container).textContent).toBe('erster');
    expect(tabElements(container)[1].getAttribute('href')).toBe('/apps/preview/a1/?bereich=1');
  });
});

describe('IconTabs', () => {
  it('starts at index 0 and shows an icon above each label, at least 42px high', () => {
    const settings = { tabs: [{ label: 'Start', icon: 'home' }, { label: 'Profil', icon: 'user' }], iconSize: 32, iconColor: '#ff0000', iconTheme: 'ios' };
    const { container } = renderTree(tabs('IconTabs', settings), { registry });
    expect(panel(container).textContent).toBe('erster');
    const [first] = tabElements(container);
    expect(first.style.minHeight).toBe('42px');
    expect(first.style.flexDirection).toBe('column');
    const icon = first.querySelector('img')!;
    expect(icon.getAttribute('src')).toBe('/api/icons/home.svg?size=32&color=ff0000');
    expect(icon.getAttribute('width')).toBe('32');
  });
});
