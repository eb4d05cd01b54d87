import { describe, expect, it } from 'vitest';
import { createEditorStore } from '../../store/createEditorStore';
import { DocumentIndex } from '../document/documentIndex';
import { sequentialIds } from '../document/ids';
import type { DetachCompoundAction } from './detachCompound';
import { childIds, run, testDocument } from './testDocument';

const compound: DetachCompoundAction['compound'] = {
  id: 'cmp1',
  widget: { id: 'card', type: 'Container', settings: {}, slots: { children: [{ id: 'h', type: 'Heading', settings: { text: 'T' } }, { id: 'btn', type: 'Button' }] } },
  socketConnections: [{ id: 'k', from: { widgetId: 'btn', socket: 'clicked' }, to: { widgetId: 'h', socket: 'text' } }],
  rootSockets: [{ name: 'title', direction: 'input', target: { widgetId: 'h', socket: 'text' } }],
};

function withInstance() {
  const doc = testDocument();
  doc.content[0].widget.slots!.children[0] = { id: 'inst', type: 'CompoundWidget', version: 1, settings: { compoundId: 'cmp1', managed: true } };
  doc.content[0].socketConnections = [{ id: 'p', from: { widgetId: 'd', socket: 'value' }, to: { widgetId: 'inst', socket: 'title' } }];
  return doc;
}

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

  it('undo restores the instance', () => {
    const store = createEditorStore({ document: withInstance(), newId: sequentialIds('n') });
    store.getState().dispatch({ type: 'detachCompound', id: 'inst', compound });
    expect(store.index.has('inst')).toBe(false);
    store.temporal.getState().undo();
    expect(store.index.node('inst')).toMatchObject({ type: 'CompoundWidget', settings: { compoundId: 'cmp1', managed: true } });
    expect(store.getState().document.content[0].socketConnections![0].to).toEqual({ widgetId: 'inst', socket: 'title' });
  });
});
