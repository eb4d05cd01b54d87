import { describe, expect, it } from 'vitest';
import { DocumentIndex } from '../document/documentIndex';
import { childIds, run, testDocument } from './testDocument';

describe('duplicate', () => {
  it('puts a copy with fresh ids right after the original and selects it', () => {
    const { document, outcome } = run(testDocument(), { type: 'duplicate', ids: ['box'] });
    expect(outcome).toEqual({ ok: true, select: ['n1'] });
    const index = new DocumentIndex(document);
    expect(childIds(index.node('root'))).toEqual(['a', 'box', 'n1', 'd']);
    expect(childIds(index.node('n1'))).toEqual(['n2', 'n3']);
    expect(index.node('n2')).toMatchObject({ type: 'Text', settings: { text: 'B' } });
    expect(childIds(index.node('box'))).toEqual(['b', 'c']);
  });

  it('rewrites connections inside the copy and copies connections to other widgets of the page', () => {
    const { document } = run(testDocument(), { type: 'duplicate', ids: ['box'] });
    const added = document.content[0].socketConnections!.slice(3);
    // k1 c→b inside the box becomes n3→n2; k3 d→b keeps d and points at the copy n2.
    expect(added).toEqual([
      { id: 'n4', from: { widgetId: 'n3', socket: 'clicked' }, to: { widgetId: 'n2', socket: 'text' } },
      { id: 'n5', from: { widgetId: 'd', socket: 'value' }, to: { widgetId: 'n2', socket: 'text' } },
    ]);
  });

  it('duplicates several widgets, each after its own original', () => {
    const { document, outcome } = run(testDocument(), { type: 'duplicate', ids: ['d', 'a'] });
    expect(childIds(new DocumentIndex(document).node('root'))).toEqual(['a', 'n1', 'box', 'd', 'n2']);
    expect(outcome).toEqual({ ok: true, select: ['n1', 'n2'] });
  });

  it('refuses the page root, unknown ids and widgets of several pages', () => {
    const doc = testDocument();
    expect(run(doc, { type: 'duplicate', ids: ['root'] }).outcome).toMatchObject({ code: 'root-node' });
    expect(run(doc, { type: 'duplicate', ids: ['ghost'] }).outcome).toMatchObject({ code: 'unknown-node' });
    const crossPage = run(doc, { type: 'duplicate', ids: ['a', 'e'] });
    expect(crossPage.outcome).toMatchObject({ code: 'cross-page' });
    expect(crossPage.document).toBe(doc);
  });
});
