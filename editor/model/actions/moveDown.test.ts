import { describe, expect, it } from 'vitest';
import { DocumentIndex } from '../document/documentIndex';
import { childIds, run, testDocument } from './testDocument';

describe('moveDown', () => {
  it('swaps a widget with its next sibling', () => {
    const { document } = run(testDocument(), { type: 'moveDown', id: 'a' });
    expect(childIds(new DocumentIndex(document).node('root'))).toEqual(['box', 'a', 'd']);
  });

  it('refuses the last widget of a slot and unknown ids', () => {
    const doc = testDocument();
    expect(run(doc, { type: 'moveDown', id: 'c' })).toMatchObject({ document: doc, outcome: { code: 'no-move' } });
    expect(run(doc, { type: 'moveDown', id: 'ghost' })).toMatchObject({ document: doc, outcome: { code: 'unknown-node' } });
  });
});
