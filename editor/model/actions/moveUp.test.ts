import { describe, expect, it } from 'vitest';
import { DocumentIndex } from '../document/documentIndex';
import { childIds, run, testDocument } from './testDocument';

describe('moveUp', () => {
  it('swaps a widget with its previous sibling', () => {
    const { document, outcome } = run(testDocument(), { type: 'moveUp', id: 'd' });
    expect(outcome).toEqual({ ok: true, select: ['d'] });
    expect(childIds(new DocumentIndex(document).node('root'))).toEqual(['a', 'd', 'box']);
  });

  it('refuses the first widget of a slot and the page root', () => {
    const doc = testDocument();
    expect(run(doc, { type: 'moveUp', id: 'a' })).toMatchObject({ document: doc, outcome: { code: 'no-move' } });
    expect(run(doc, { type: 'moveUp', id: 'root' })).toMatchObject({ document: doc, outcome: { code: 'root-node' } });
  });
});
