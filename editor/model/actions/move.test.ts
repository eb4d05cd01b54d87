import { describe, expect, it } from 'vitest';
import { DocumentIndex } from '../document/documentIndex';
import { childIds, run, testDocument } from './testDocument';

describe('move', () => {
  it('moves a widget into another container at the drop position', () => {
    const { document, outcome } = run(testDocument(), { type: 'move', ids: ['a'], parentId: 'box', slot: 'children', index: 1 });
    expect(outcome).toEqual({ ok: true, select: ['a'] });
    const index = new DocumentIndex(document);
    expect(childIds(index.node('root'))).toEqual(['box', 'd']);
    expect(childIds(index.node('box'))).toEqual(['b', 'a', 'c']);
  });

  it('counts the index before the move when moving down inside the same slot', () => {
    // Dropping "a" between "box" and "d" (index 2 of [a, box, d]) gives [box, a, d].
    const { document } = run(testDocument(), { type: 'move', ids: ['a'], parentId: 'root', slot: 'children', index: 2 });
    expect(childIds(new DocumentIndex(document).node('root'))).toEqual(['box', 'a', 'd']);
  });

  it('moves several widgets keeping their document order whatever the selection order', () => {
    const { document } = run(testDocument(), { type: 'move', ids: ['d', 'a'], parentId: 'box', slot: 'children', index: 0 });
    expect(childIds(new DocumentIndex(document).node('box'))).toEqual(['a', 'd', 'b', 'c']);
    expect(childIds(new DocumentIndex(document).node('root'))).toEqual(['box']);
  });

  it('leaves the document as it is when widgets are dropped where they are', () => {
    const doc = testDocument();
    for (const index of [0, 1]) {
      const result = run(doc, { type: 'move', ids: ['a'], parentId: 'root', slot: 'children', index });
      expect(result.outcome.ok).toBe(true);
      expect(result.document).toBe(doc);
    }
    expect(run(doc, { type: 'move', ids: ['box', 'd'], parentId: 'root', slot: 'children', index: 1 }).document).toBe(doc);
    expect(run(doc, { type: 'move', ids: ['a'], parentId: 'root', slot: 'children', index: 2 }).document).not.toBe(doc);
  });

  it('refuses a move into the widget itself or its descendants, and unknown ids, changing nothing', () => {
    const doc = testDocument();
    for (const parentId of ['box', 'b']) {
      const result = run(doc, { type: 'move', ids: ['box'], parentId, slot: 'children' });
      expect(result.outcome).toMatchObject({ ok: false, code: 'into-itself' });
      expect(result.document).toBe(doc);
    }
    expect(run(doc, { type: 'move', ids: ['zzz'], parentId: 'box', slot: 'children' }).outcome).toMatchObject({ code: 'unknown-node' });
    expect(run(doc, { type: 'move', ids: ['root'], parentId: 'box', slot: 'children' }).outcome).toMatchObject({ code: 'root-node' });
    expect(run(doc, { type: 'move', ids: ['e'], parentId: 'box', slot: 'children' }).outcome).toMatchObject({ code: 'cross-page' });
  });

  it('refuses a category that may not go into the slot', () => {
    const doc = testDocument();
    const canPlace = (child: string, _parent: string, slot: string) => (child === 'TextInput' && slot === 'children' ? 'no inputs' : true);
    const result = run(doc, { type: 'move', ids: ['d'], parentId: 'box', slot: 'children' }, { canPlace });
    expect(result.outcome).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(result.document).toBe(doc);
  });
});
