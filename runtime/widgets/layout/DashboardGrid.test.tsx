// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';
import { testNavigation } from './testNavigation';

afterEach(cleanup);
const registry = createBuiltinRegistry();
const entries = [
  { icon: 'clock', label: 'Zeiterfassung', link: '/zeit', backgroundColor: '#000000', fontColor: '#ffffff' },
  { label: 'Urlaub', link: '/urlaub' },
  { icon: 'help', label: 'Hilfe', link: 'https://example.com' },
];
const navigation = () => testNavigation('');
const tiles = (container: HTMLElement) => [...widgetElement(container, 'dash').querySelectorAll<HTMLAnchorElement>('[data-testid=dashboard-entry]')];

describe('DashboardGrid', () => {
  it('shows a tile per entry with icon, label, colours and a link inside the base path', () => {
    const nav = navigation();
    const { container } = renderTree({ id: 'dash', type: 'DashboardGrid', settings: { entries } }, { registry, navigation: nav });
    expect(tiles(container).map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Zeiterfassung', '/apps/preview/a1/zeit'],
      ['Urlaub', '/apps/preview/a1/urlaub'],
      ['Hilfe', 'https://example.com'],
    ]);
    const [first, second] = tiles(container);
    expect([first.style.background, first.style.color, first.style.height]).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)', '120px']);
    expect(first.querySelector('img')!.getAttribute('src')).toBe('/api/icons/clock.svg?size=48&color=ffffff');
    expect(second.style.background).toBe('rgb(43, 108, 176)'); // entry defaults
    expect(second.querySelector('img')).toBeNull();
    fireEvent.click(first);
    expect(nav.navigate).toHaveBeenCalledWith('/zeit');
    const grid = widgetElement(container, 'dash').firstElementChild as HTMLElement;
    expect(grid.style.gap).toBe('12px');
  });

  it('asks to be configured without entries and navigates nowhere in edit mode', () => {
    const empty = renderTree({ id: 'dash', type: 'DashboardGrid' }, { registry });
    expect(widgetElement(empty.container, 'dash').textContent).toBe('Bitte konfigurieren Sie das Widget!');
    cleanup();
    const nav = navigation();
    const { container } = renderTree({ id: 'dash', type: 'DashboardGrid', settings: { entries } }, { registry, navigation: nav, extensions: { mode: 'edit' } });
    fireEvent.click(tiles(container)[0]);
    expect(nav.navigate).not.toHaveBeenCalled();
  });
});
