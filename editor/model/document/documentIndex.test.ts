import { describe, expect, it } from 'vitest';
import type { ApplicationDocument } from '../../../model/document/types';
import { applyAction, createActionContext } from '../actions/apply';
import { createWidgetNode } from '../actions/nodeFactory';
import { testDocument } from '../actions/testDocument';
import type { EditorAction } from '../actions/types';
import { DocumentIndex } from './documentIndex';
import { sequentialIds } from './ids';

/** Index contents as comparable data: id → [parentId, slot, position, node identity check]. */
function snapshot(index: DocumentIndex, document: ApplicationDocument) {
  const fresh = new DocumentIndex(document);
  const ids = [...document.content.flatMap((entry) => collect(entry.widget))];
  return {
    size: [index.size, fresh.size],
    entries: ids.map((id) => [id, index.get(id)?.parentId, index.get(id)?.slot, index.positionOf(id), index.node(id) === fresh.node(id)]),
    expected: ids.map((id) => [id, fresh.get(id)?.parentId, fresh.get(id)?.slot, fresh.positionOf(id), true]),
  };
}

function collect(node: { id: string; slots?: Record<string, { id: string }[]> }): string[] {
  return [node.id, ...Object.values(node.slots ?? {}).flatMap((children) => children.flatMap((child) => collect(child as never)))];
}

/** A small deterministic pseudo-random generator, so a failure can be replayed. */
function random(seed: number) {
  return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

describe('document index', () => {
  it('finds parents, slots, positions and ancestors', () => {
    const index = new DocumentIndex(testDocument());
    expect(index.get('c')).toMatchObject({ parentId: 'box', slot: 'children' });
    expect(index.positionOf('c')).toBe(1);
    expect(index.ancestors('c')).toEqual(['root', 'box', 'c']);
    expect(index.isWithin('c', 'box')).toBe(true);
    expect(index.isWithin('box', 'c')).toBe(false);
    expect(index.entryIndexOf('e')).toBe(1);
    expect(index.ancestors('ghost')).toEqual([]);
  });

  it('stays equal to a fresh index through random edits, undos and redos (incremental sync)', () => {
    const next = random(7);
    const newId = sequentialIds('r');
    let document = testDocument();
    const index = new DocumentIndex(document);
    const history: ApplicationDocument[] = [document];
    for (let step = 0; step < 300; step++) {
      const ids = [...document.content.flatMap((entry) => collect(entry.widget))];
      const pick = () => ids[Math.floor(next() * ids.length)];
      const roll = next();
      let changed: ApplicationDocument;
      if (roll < 0.1 && history.length > 1) {
        changed = history[Math.floor(next() * history.length)]; // undo/redo jump to any earlier state
      } else {
        const actions: EditorAction[] = [
          { type: 'insert', node: createWidgetNode('Container', { newId, slots: ['children'] }), parentId: pick(), slot: 'children', index: Math.floor(next() * 3) },
          { type: 'move', ids: [pick()], parentId: pick(), slot: next() < 0.5 ? 'children' : 'other', index: Math.floor(next() * 4) },
          { type: 'remove', ids: [pick(), pick()] },
          { type: 'duplicate', ids: [pick()] },
          { type: 'updateSettings', id: pick(), settings: { n: step } },
          { type: 'moveUp', id: pick() },
        ];
        const action = actions[Math.floor(next() * actions.length)];
        changed = applyAction(document, action, { ...createActionContext(document, { newId }), index }).document;
      }
      index.sync(changed);
      document = changed;
      history.push(document);
      const { size, entries, expected } = snapshot(index, document);
      expect(size[0], `step ${step}`).toBe(size[1]);
      expect(entries, `step ${step}`).toEqual(expected);
    }
    expect(index.size).toBeGreaterThan(5);
  });
});
