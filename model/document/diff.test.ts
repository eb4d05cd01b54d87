import { describe, expect, it } from 'vitest';
import { diffDocuments, isEmptyDiff } from './diff';
import type { ApplicationDocument, WidgetNode } from './types';

const text = (id: string, value: string): WidgetNode => ({ id, type: 'Text', settings: { text: value } });
const box = (id: string, children: WidgetNode[]): WidgetNode => ({ id, type: 'Container', settings: {}, slots: { children } });
const app = (pages: { path: string; title?: string; widget: WidgetNode }[], extra: Partial<ApplicationDocument> = {}): ApplicationDocument =>
  ({ name: 'Shop', schemaVersion: 1, content: pages, ...extra });

const base = () => app([
  { path: '', title: 'Start', widget: box('root', [text('a', 'Hallo'), text('b', 'Welt'), text('c', '!')]) },
  { path: 'cart', title: 'Warenkorb', widget: box('cart-root', [text('d', 'Leer')]) },
]);

describe('diffDocuments', () => {
  it('finds nothing between equal documents, whatever the server fields say', () => {
    const diff = diffDocuments(base(), { ...base(), id: 'x', version: 7, lastUpdatedAt: 5 });
    expect(diff).toEqual({ pages: [], widgets: [], fields: [] });
    expect(isEmptyDiff(diff)).toBe(true);
  });

  it('lists added, removed and changed widgets with the page they are on', () => {
    const after = app([
      { path: '', title: 'Start', widget: box('root', [text('a', 'Hallo!'), text('c', '!'), text('n', 'Neu')]) },
      { path: 'cart', title: 'Warenkorb', widget: box('cart-root', [text('d', 'Leer')]) },
    ]);
    const diff = diffDocuments(base(), after);
    expect(diff.widgets).toEqual([
      { id: 'a', type: 'Text', change: 'changed', pagePath: '', aspects: ['settings'] },
      { id: 'n', type: 'Text', change: 'added', pagePath: '', aspects: [] },
      { id: 'b', type: 'Text', change: 'removed', pagePath: '', aspects: [] },
    ]);
    // c shifted from index 2 to 1 because b went away: that is no move.
    expect(diff.pages).toEqual([{ path: '', title: 'Start', change: 'changed', aspects: ['widgets'] }]);
    expect(isEmptyDiff(diff)).toBe(false);
  });

  it('counts a reorder, a move to another container and a changed type or widget version', () => {
    const after = app([
      { path: '', title: 'Start', widget: box('root', [text('b', 'Welt'), text('a', 'Hallo'), { id: 'c', type: 'Heading', settings: { text: '!' } }]) },
      { path: 'cart', title: 'Warenkorb', widget: box('cart-root', [{ ...text('d', 'Leer'), version: 2 }]) },
    ]);
    const byId = Object.fromEntries(diffDocuments(base(), after).widgets.map((w) => [w.id, w.aspects]));
    expect(byId).toEqual({ b: ['position'], a: ['position'], c: ['type'], d: ['settings'] });

    const movedAcross = app([
      { path: '', title: 'Start', widget: box('root', [text('a', 'Hallo'), text('b', 'Welt')]) },
      { path: 'cart', title: 'Warenkorb', widget: box('cart-root', [text('d', 'Leer'), text('c', '!')]) },
    ]);
    expect(diffDocuments(base(), movedAcross).widgets).toEqual([{ id: 'c', type: 'Text', change: 'changed', pagePath: 'cart', aspects: ['position'] }]);
  });

  it('lists added, removed and changed pages; reordering pages changes nothing', () => {
    const after = app([
      { path: 'cart', title: 'Korb', widget: box('cart-root', [text('d', 'Leer')]) },
      { path: 'neu', title: 'Neu', widget: box('new-root', []) },
    ]);
    const diff = diffDocuments(base(), after);
    expect(diff.pages).toEqual([
      { path: 'cart', title: 'Korb', change: 'changed', aspects: ['title'] },
      { path: 'neu', title: 'Neu', change: 'added', aspects: [] },
      { path: '', title: 'Start', change: 'removed', aspects: [] },
    ]);
    expect(diff.widgets.filter((w) => w.change === 'removed').map((w) => w.id).sort()).toEqual(['a', 'b', 'c', 'root']);
    const swapped = app([...base().content].reverse());
    expect(isEmptyDiff(diffDocuments(base(), swapped))).toBe(true);
  });

  it('names changed document fields and page settings other than widgets', () => {
    const after = base();
    after.domain = 'shop.example.com';
    after.content[1].authenticationRequired = true;
    after.content[1].permissions = ['TASKS_READ'];
    after.content[1].socketConnections = [{ id: 's', from: { widgetId: 'd', socket: 'value' }, to: { widgetId: '$context', socket: 'x' } }];
    const diff = diffDocuments(base(), after);
    expect(diff.fields).toEqual(['domain']);
    expect(diff.pages).toEqual([{ path: 'cart', title: 'Warenkorb', change: 'changed', aspects: ['authenticationRequired', 'permissions', 'socketConnections'] }]);
    const reordered = diffDocuments(after, { ...after, content: after.content.map((entry, i) => (i === 1 ? { ...entry, permissions: ['TASKS_READ'] } : entry)) });
    expect(reordered.pages).toEqual([]);
  });

  it('stays fast on a large page (no work per pair of widgets)', () => {
    const many = (prefix: string) => Array.from({ length: 20_000 }, (_, i) => text(`${prefix}${i}`, `t${i}`));
    const before = app([{ path: '', widget: box('root', many('w')) }]);
    const afterChildren = many('w');
    afterChildren.splice(0, 1);
    const after = app([{ path: '', widget: box('root', afterChildren) }]);
    const started = performance.now();
    const diff = diffDocuments(before, after);
    // Linear work takes well under half a second here, even on a loaded machine; work per pair of widgets (2·10⁸ pairs) would take many seconds, so
    // a generous bound still catches it on a busy machine.
    expect(performance.now() - started).toBeLessThan(3000);
    expect(diff.widgets).toEqual([{ id: 'w0', type: 'Text', change: 'removed', pagePath: '', aspects: [] }]);
  });
});
