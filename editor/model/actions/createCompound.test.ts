import { describe, expect, it } from 'vitest';
import { DocumentIndex } from '../document/documentIndex';
import { childIds, run, testDocument } from './testDocument';

describe('createCompound', () => {
  it('replaces the selected subtree by an instance and rewires the chosen border connections to it', () => {
    const { document, outcome } = run(testDocument(), {
      type: 'createCompound',
      nodeId: 'box',
      compoundId: 'cmp9',
      instanceId: 'inst',
      rootSockets: [{ name: 'label', direction: 'input', target: { widgetId: 'b', socket: 'text' } }],
    });
    expect(outcome).toEqual({ ok: true, select: ['inst'] });
    const index = new DocumentIndex(document);
    expect(childIds(index.node('root'))).toEqual(['a', 'inst', 'd']);
    expect(index.node('inst')).toMatchObject({ type: 'CompoundWidget', settings: { compoundId: 'cmp9' } });
    expect(index.has('b')).toBe(false);
    // k1 was inside the selection (now the compound's), k3 fed b from outside (now the instance's input)
    expect(document.content[0].socketConnections).toEqual([
      { id: 'k2', from: { widgetId: '$context', socket: 'user' }, to: { widgetId: 'a', socket: 'text' } },
      { id: 'k3', from: { widgetId: 'd', socket: 'value' }, to: { widgetId: 'inst', socket: 'label' } },
    ]);
  });

  it('refuses the page root and unknown widgets without changing anything', () => {
    const doc = testDocument();
    const base = { type: 'createCompound' as const, compoundId: 'c', instanceId: 'i', rootSockets: [] };
    expect(run(doc, { ...base, nodeId: 'root' })).toMatchObject({ document: doc, outcome: { ok: false, code: 'root-node' } });
    expect(run(doc, { ...base, nodeId: 'ghost' })).toMatchObject({ document: doc, outcome: { ok: false, code: 'unknown-node' } });
  });
});
