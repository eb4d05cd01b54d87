import { describe, expect, it } from 'vitest';
import { DocumentIndex } from '../document/documentIndex';
import { childIds, run, testDocument } from './testDocument';

describe('remove', () => {
  it('removes a container with its children and the connections that touched them', () => {
    const { document, outcome } = run(testDocument(), { type: 'remove', ids: ['box'] });
    expect(outcome).toEqual({ ok: true, select: ['root'] });
    const index = new DocumentIndex(document);
    expect(childIds(index.node('root'))).toEqual(['a', 'd']);
    expect(index.has('b')).toBe(false);
    expect(index.has('c')).toBe(false);
    expect(document.content[0].socketConnections!.map((c) => c.id)).toEqual(['k2']);
  });

  it('removes several widgets, a selected child of a selected container included', () => {
    const { document } = run(testDocument(), { type: 'remove', ids: ['b', 'box', 'd'] });
    expect(childIds(new DocumentIndex(document).node('root'))).toEqual(['a']);
  });

  it('leaves connections of other pages alone', () => {
    const doc = testDocument();
    const { document } = run(doc, { type: 'remove', ids: ['e'] });
    expect(document.content[0]).toBe(doc.content[0]);
  });

  it('refuses the page root and unknown ids without changing anything', () => {
    const doc = testDocument();
    expect(run(doc, { type: 'remove', ids: ['root'] })).toMatchObject({ document: doc, outcome: { ok: false, code: 'root-node' } });
    expect(run(doc, { type: 'remove', ids: ['a', 'ghost'] })).toMatchObject({ document: doc, outcome: { ok: false, code: 'unknown-node' } });
    expect(run(doc, { type: 'remove', ids: [] })).toMatchObject({ document: doc, outcome: { ok: false, code: 'invalid' } });
  });
});
