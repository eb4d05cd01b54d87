import { describe, expect, it } from 'vitest';
import { DocumentIndex } from '../document/documentIndex';
import { compound, withInstance } from './testCompound';
import { childIds, run } from './testDocument';

describe('detachCompound', () => {
  it('replaces a managed instance by a copy of the tree with fresh ids and rewires its root sockets', () => {
    const { document, outcome } = run(withInstance(), { type: 'detachCompound', id: 'inst', compound });
    expect(outcome).toEqual({ ok: true, select: ['n1'] });
    const index = new DocumentIndex(document);
    expect(childIds(index.node('root'))).toEqual(['n1', 'box', 'd']);
    expect(childIds(index.node('n1'))).toEqual(['n2', 'n3']);
    expect(index.node('n2')).toMatchObject({ type: 'Heading', settings: { text: 'T' } });
    expect(index.has('inst')).toBe(false);
    expect(document.content[0].socketConnections).toEqual([
      { id: 'p', from: { widgetId: 'd', socket: 'value' }, to: { widgetId: 'n2', socket: 'text' } },
      { id: 'n4', from: { widgetId: 'n3', socket: 'clicked' }, to: { widgetId: 'n2', socket: 'text' } },
    ]);
  });

  it('refuses a widget that is no instance of that compound', () => {
    const doc = withInstance();
    expect(run(doc, { type: 'detachCompound', id: 'ghost', compound }).outcome).toMatchObject({ ok: false, code: 'unknown-node' });
    expect(run(doc, { type: 'detachCompound', id: 'box', compound }).outcome).toMatchObject({ ok: false, code: 'invalid' });
  });
});
