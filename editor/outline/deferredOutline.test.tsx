// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetNode } from '../../model/document/types';
import { testApplication, testPage } from '../model/document/testApplication';
import { connectWidgetFlags } from '../services/widgetFlags';
import { renderPanel } from '../testing/renderPanel';
import { Outline } from './Outline';
import { planDeferredOutline } from './deferredOutline';

/** `sections` containers of `rows` containers of two texts each, under the test page's root. */
function sections(count: number, rows = 10): WidgetNode[] {
  return Array.from({ length: count }, (_, s) => ({
    id: `s${s}`,
    type: 'Container',
    slots: {
      children: Array.from({ length: rows }, (_, r) => ({
        id: `s${s}r${r}`,
        type: 'Container',
        slots: { children: [0, 1].map((i) => ({ id: `s${s}r${r}t${i}`, type: 'Text', settings: { text: `T ${s}.${r}.${i}` } })) },
      })),
    },
  }));
}

/** The slots of each widget of a tree, by id (what the outline's node source gives). */
function slotsById(root: WidgetNode): (id: string) => Record<string, string[]> | undefined {
  const all = new Map<string, Record<string, string[]>>();
  const visit = (node: WidgetNode) => {
    all.set(node.id, Object.fromEntries(Object.entries(node.slots ?? {}).map(([slot, children]) => [slot, children.map((child) => child.id)])));
    Object.values(node.slots ?? {}).forEach((children) => children.forEach(visit));
  };
  visit(root);
  return (id) => all.get(id);
}

afterEach(cleanup);

const rowIds = () => [...screen.getByTestId('outline').querySelectorAll('[data-testid=outline-item]')].map((row) => row.getAttribute('data-widget-id'));

describe('the outline of a large page', () => {
  it('plans the child lists of the open containers reached after the first rows, and nothing on a small page', () => {
    const large = testPage(sections(20)).widget;
    // root, then per section its row and its ten rows: sections 0-5 fit the 60 rows (67), the others' lists wait
    expect(planDeferredOutline('root', slotsById(large))).toEqual(Array.from({ length: 14 }, (_, i) => `s${i + 6}`));
    expect(planDeferredOutline('root', slotsById(testPage(sections(3)).widget))).toEqual([]);
    // only open containers wait: the third level starts closed, so its lists are never planned
    expect(planDeferredOutline('root', slotsById(large), 2)).toEqual(Array.from({ length: 20 }, (_, i) => `s${i}`));
    expect(planDeferredOutline(undefined, slotsById(large))).toEqual([]);
  });

  it('counts a row for each slot name of a widget with several filled slots', () => {
    const root: WidgetNode = { id: 'root', type: 'X', slots: { header: [{ id: 'h', type: 'Text' }], content: [{ id: 'c', type: 'Y', slots: { children: [{ id: 'c1', type: 'Text' }] } }] } };
    // root 1, two slot names 3, h 4, c 5: with a budget of 5, c's list waits
    expect(planDeferredOutline('root', slotsById(root), 5)).toEqual(['c']);
    expect(planDeferredOutline('root', slotsById(root), 6)).toEqual([]);
  });

  it('shows the first rows at once and the rest a moment later', async () => {
    renderPanel(<Outline />, testApplication([testPage(sections(20))]));
    const first = rowIds();
    expect(first.length).toBeLessThan(100);
    expect(first).toContain('s19');
    expect(first).toContain('s5r9');
    expect(first).not.toContain('s6r0');
    await waitFor(() => expect(rowIds()).toHaveLength(1 + 20 + 200));
  });

  it('renders a waiting list when a widget inside it is selected', () => {
    const { store, services } = renderPanel(<Outline />, testApplication([testPage(sections(20))]));
    const disconnect = connectWidgetFlags(store, services.flags); // as the workspace does
    expect(rowIds()).not.toContain('s18r3');
    act(() => store.getState().select(['s18r3']));
    expect(rowIds()).toContain('s18r3');
    expect(screen.getByTestId('outline').querySelector('[data-widget-id="s18r3"]')?.getAttribute('aria-selected')).toBe('true');
    disconnect();
  });

  it('renders a waiting list when its container is closed and opened again by hand', () => {
    renderPanel(<Outline />, testApplication([testPage(sections(20))]));
    const toggle = () => screen.getByTestId('outline').querySelector('[data-widget-id="s12"] [data-outline-toggle]')!;
    expect(rowIds()).not.toContain('s12r0');
    act(() => (toggle() as HTMLElement).click()); // closes it
    act(() => (toggle() as HTMLElement).click()); // opens it
    expect(rowIds()).toContain('s12r0');
  });
});
