import { describe, expect, it } from 'vitest';
import { copyNodes } from '../clipboard/copy';
import { DocumentIndex } from '../document/documentIndex';
import { childIds, run, testDocument } from './testDocument';

function clipboardOf(ids: string[]) {
  const doc = testDocument();
  return copyNodes(doc, new DocumentIndex(doc), ids)!;
}

describe('paste', () => {
  it('inserts the copied widgets with fresh ids at the target and selects them', () => {
    const payload = clipboardOf(['box']);
    const { document, outcome } = run(testDocument(), { type: 'paste', payload, parentId: 'root', slot: 'children', index: 0 });
    expect(outcome).toEqual({ ok: true, select: ['n1'] });
    const index = new DocumentIndex(document);
    expect(childIds(index.node('root'))).toEqual(['n1', 'a', 'box', 'd']);
    expect(childIds(index.node('n1'))).toEqual(['n2', 'n3']);
    expect(index.node('n3')!.type).toBe('Button');
  });

  it('rewrites internal connections and keeps a connection to a widget of the same page', () => {
    const { document } = run(testDocument(), { type: 'paste', payload: clipboardOf(['box']), parentId: 'root', slot: 'children' });
    expect(document.content[0].socketConnections!.slice(3)).toEqual([
      { id: 'n4', from: { widgetId: 'n3', socket: 'clicked' }, to: { widgetId: 'n2', socket: 'text' } },
      { id: 'n5', from: { widgetId: 'd', socket: 'value' }, to: { widgetId: 'n2', socket: 'text' } },
    ]);
  });

  it('drops connections to outside widgets when pasting into another application, keeping internal and context ones', () => {
    const payload = clipboardOf(['a', 'box']);
    const other = { ...testDocument(), id: 'app2' };
    const { document } = run(other, { type: 'paste', payload, parentId: 'root2', slot: 'children' });
    const pasted = document.content[1].socketConnections!;
    // a → n1, box → n2 (b → n3, c → n4); k1 internal, k2 from $context kept, k3 from outside "d" dropped.
    expect(pasted).toEqual([
      { id: 'n5', from: { widgetId: 'n4', socket: 'clicked' }, to: { widgetId: 'n3', socket: 'text' } },
      { id: 'n6', from: { widgetId: '$context', socket: 'user' }, to: { widgetId: 'n1', socket: 'text' } },
    ]);
  });

  it('drops connections to widgets of another page of the same application', () => {
    const { document } = run(testDocument(), { type: 'paste', payload: clipboardOf(['box']), parentId: 'root2', slot: 'children' });
    expect(document.content[1].socketConnections!.map((c) => [c.from.widgetId, c.to.widgetId])).toEqual([['n3', 'n2']]);
  });

  it('refuses text that is not a clipboard payload, an unknown target and forbidden categories', () => {
    const doc = testDocument();
    const bogus = { format: 'other', nodes: [] } as never;
    expect(run(doc, { type: 'paste', payload: bogus, parentId: 'root', slot: 'children' })).toMatchObject({ document: doc, outcome: { code: 'invalid' } });
    expect(run(doc, { type: 'paste', payload: clipboardOf(['a']), parentId: 'ghost', slot: 'children' }).outcome).toMatchObject({ code: 'unknown-node' });
    const canPlace = (child: string) => (child === 'Container' ? 'no nesting' : true);
    const refused = run(doc, { type: 'paste', payload: clipboardOf(['box']), parentId: 'root', slot: 'children' }, { canPlace });
    expect(refused).toMatchObject({ document: doc, outcome: { code: 'not-allowed' } });
  });
});
