import { describe, expect, it } from 'vitest';
import { DocumentIndex } from '../document/documentIndex';
import { run, testDocument } from './testDocument';
import { settingsGroupKey } from './updateSettings';

describe('updateSettings', () => {
  it('merges the given keys into the settings and removes keys set to undefined', () => {
    const doc = testDocument();
    const { document } = run(doc, { type: 'updateSettings', id: 'b', settings: { text: 'new', variant: 'h2' } });
    expect(new DocumentIndex(document).node('b')!.settings).toEqual({ text: 'new', variant: 'h2' });
    const { document: removed } = run(document, { type: 'updateSettings', id: 'b', settings: { variant: undefined } });
    expect(new DocumentIndex(removed).node('b')!.settings).toEqual({ text: 'new' });
  });

  it('replaces the settings completely when asked', () => {
    const { document } = run(testDocument(), { type: 'updateSettings', id: 'b', settings: { other: 1 }, replace: true });
    expect(new DocumentIndex(document).node('b')!.settings).toEqual({ other: 1 });
  });

  it('copies only the changed node and its ancestors; everything else stays the same object', () => {
    const doc = testDocument();
    const { document } = run(doc, { type: 'updateSettings', id: 'b', settings: { text: 'x' } });
    const [a, box, d] = doc.content[0].widget.slots!.children;
    const [a2, box2, d2] = document.content[0].widget.slots!.children;
    expect(a2).toBe(a);
    expect(d2).toBe(d);
    expect(box2).not.toBe(box);
    expect(box2.settings).toBe(box.settings);
    expect(box2.slots!.children[1]).toBe(box.slots!.children[1]);
    expect(document.content[0].widget.settings).toBe(doc.content[0].widget.settings);
    expect(document.content[0].socketConnections).toBe(doc.content[0].socketConnections);
    expect(document.content[1]).toBe(doc.content[1]);
  });

  it('returns the very same document when nothing changes', () => {
    const doc = testDocument();
    const { document, outcome } = run(doc, { type: 'updateSettings', id: 'b', settings: { text: 'B' } });
    expect(outcome.ok).toBe(true);
    expect(document).toBe(doc);
  });

  it('refuses an unknown widget', () => {
    const doc = testDocument();
    expect(run(doc, { type: 'updateSettings', id: 'ghost', settings: { a: 1 } })).toMatchObject({ document: doc, outcome: { code: 'unknown-node' } });
  });

  it('groups by widget and field set', () => {
    expect(settingsGroupKey({ type: 'updateSettings', id: 'b', settings: { text: 'x' } })).toBe(
      settingsGroupKey({ type: 'updateSettings', id: 'b', settings: { text: 'xy' } }),
    );
    expect(settingsGroupKey({ type: 'updateSettings', id: 'b', settings: { text: 'x' } })).not.toBe(
      settingsGroupKey({ type: 'updateSettings', id: 'c', settings: { text: 'x' } }),
    );
  });
});
