import { describe, expect, it } from 'vitest';
import { DocumentIndex } from '../document/documentIndex';
import { createWidgetNode } from './nodeFactory';
import { childIds, run, testDocument } from './testDocument';

describe('insert', () => {
  it('puts a new widget into the slot at the given position and selects it', () => {
    const doc = testDocument();
    const node = createWidgetNode('Heading', { settings: { text: 'Hi' }, newId: () => 'h1' });
    const { document, outcome } = run(doc, { type: 'insert', node, parentId: 'box', slot: 'children', index: 1 });
    expect(outcome).toEqual({ ok: true, select: ['h1'] });
    const index = new DocumentIndex(document);
    expect(childIds(index.node('box'))).toEqual(['b', 'h1', 'c']);
    expect(index.node('h1')).toEqual({ id: 'h1', type: 'Heading', version: 1, settings: { text: 'Hi' } });
  });

  it('appends when no index is given and creates a slot the parent did not have yet', () => {
    const doc = testDocument();
    const node = createWidgetNode('Text', { newId: () => 't1' });
    const { document } = run(doc, { type: 'insert', node, parentId: 'a', slot: 'extra' });
    expect(childIds(new DocumentIndex(document).node('a'), 'extra')).toEqual(['t1']);
  });

  it('refuses an unknown parent, a duplicate id and a forbidden category without changing anything', () => {
    const doc = testDocument();
    const fresh = createWidgetNode('Text', { newId: () => 'new' });
    const unknown = run(doc, { type: 'insert', node: fresh, parentId: 'nope', slot: 'children' });
    expect(unknown.outcome).toMatchObject({ ok: false, code: 'unknown-node' });
    expect(unknown.document).toBe(doc);

    const duplicate = run(doc, { type: 'insert', node: { ...fresh, id: 'b' }, parentId: 'box', slot: 'children' });
    expect(duplicate.outcome).toMatchObject({ ok: false, code: 'duplicate-id' });
    expect(duplicate.document).toBe(doc);

    const canPlace = (child: string, parent: string) => (child === 'Text' && parent === 'Container' ? 'containers take no text here' : true);
    const forbidden = run(doc, { type: 'insert', node: fresh, parentId: 'box', slot: 'children' }, { canPlace });
    expect(forbidden.outcome).toMatchObject({ ok: false, code: 'not-allowed' });
    expect((forbidden.outcome as { message: string }).message).toContain('containers take no text here');
    expect(forbidden.document).toBe(doc);
  });

  it('keeps untouched parts of the document as the same objects', () => {
    const doc = testDocument();
    const node = createWidgetNode('Text', { newId: () => 't1' });
    const { document } = run(doc, { type: 'insert', node, parentId: 'box', slot: 'children' });
    expect(document.content[1]).toBe(doc.content[1]);
    expect(document.content[0].widget.slots!.children[0]).toBe(doc.content[0].widget.slots!.children[0]);
    expect(document.content[0].widget.slots!.children[1]).not.toBe(doc.content[0].widget.slots!.children[1]);
  });
});
