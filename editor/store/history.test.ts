import { describe, expect, it } from 'vitest';
import { compound, withInstance } from '../model/actions/testCompound';
import { testDocument } from '../model/actions/testDocument';
import { sequentialIds } from '../model/document/ids';
import { createEditorStore } from './createEditorStore';
import { canRedo, canUndo } from './useHistory';

/** A store with a hand-driven clock: `clock.t` is "now" in milliseconds. */
function setup(historyLimit?: number) {
  const clock = { t: 0 };
  const store = createEditorStore({ document: testDocument(), now: () => clock.t, historyLimit });
  const text = () => store.index.node('b')!.settings!.text;
  const type = (value: string, at: number, id = 'b', field = 'text') => {
    clock.t = at;
    store.getState().dispatch({ type: 'updateSettings', id, settings: { [field]: value } });
  };
  return { store, clock, text, type };
}

describe('history', () => {
  it('groups typing into one field within 500 ms of the previous keystroke into one step', () => {
    const { store, text, type } = setup();
    type('x', 0);
    type('xy', 300);
    type('xyz', 790); // 490 ms after the previous keystroke, 790 ms after the first
    expect(store.temporal.getState().pastStates).toHaveLength(1);
    store.getState().undo();
    expect(text()).toBe('B');
    expect(canUndo(store)).toBe(false);
  });

  it('starts a new step after a pause, for another field and for another widget', () => {
    const { store, text, type } = setup();
    type('x', 0);
    type('xy', 501); // pause longer than the window
    type('v', 600, 'b', 'variant'); // another field
    type('c', 700, 'c'); // another widget
    expect(store.temporal.getState().pastStates).toHaveLength(4);
    store.getState().undo();
    store.getState().undo();
    store.getState().undo();
    expect(text()).toBe('x');
  });

  it('explicit group keys merge any actions, ungrouped actions are one step each', () => {
    const { store } = setup();
    const { dispatch } = store.getState();
    dispatch({ type: 'moveDown', id: 'a', group: 'drag' });
    dispatch({ type: 'moveDown', id: 'a', group: 'drag' });
    expect(store.temporal.getState().pastStates).toHaveLength(1);
    dispatch({ type: 'moveUp', id: 'a' });
    dispatch({ type: 'moveUp', id: 'a' });
    expect(store.temporal.getState().pastStates).toHaveLength(3);
  });

  it('a keystroke right after undo starts a new step instead of changing the undone one', () => {
    const { store, text, type } = setup();
    type('x', 0);
    store.getState().undo();
    type('y', 100);
    expect(canUndo(store)).toBe(true);
    store.getState().undo();
    expect(text()).toBe('B');
  });

  it('reports undo and redo availability; a new edit clears redo', () => {
    const { store, text, type } = setup();
    expect([canUndo(store), canRedo(store)]).toEqual([false, false]);
    type('x', 0);
    expect([canUndo(store), canRedo(store)]).toEqual([true, false]);
    store.getState().undo();
    expect([canUndo(store), canRedo(store)]).toEqual([false, true]);
    store.getState().redo();
    expect(text()).toBe('x');
    store.getState().undo();
    type('z', 5000);
    expect([canUndo(store), canRedo(store)]).toEqual([true, false]);
  });

  it('keeps at most 500 steps by default, dropping the oldest', () => {
    const { store, text, type } = setup();
    for (let i = 1; i <= 600; i++) type(`v${i}`, i * 1000);
    expect(store.temporal.getState().pastStates).toHaveLength(500);
    while (canUndo(store)) store.getState().undo();
    expect(text()).toBe('v100');
  });

  it('honours a smaller bound', () => {
    const { store, type } = setup(3);
    for (let i = 1; i <= 10; i++) type(`v${i}`, i * 1000);
    expect(store.temporal.getState().pastStates).toHaveLength(3);
  });

  it('tracks the document only: selection, hover, panels and refused actions make no step', () => {
    const { store } = setup();
    const state = store.getState();
    state.select(['a']);
    state.hover('b');
    state.setPanel('outline', true);
    const refused = state.dispatch({ type: 'remove', ids: ['root'] });
    expect(refused.ok).toBe(false);
    expect(store.getState().lastRefusal).toMatchObject({ code: 'root-node' });
    expect(canUndo(store)).toBe(false);
  });

  it('shares untouched subtrees between steps: a step costs only the changed path', () => {
    const { store, type } = setup();
    const before = store.getState().document;
    type('x', 0);
    const after = store.getState().document;
    const past = store.temporal.getState().pastStates[0].document!;
    expect(past).toBe(before);
    const [a, box, d] = before.content[0].widget.slots!.children;
    const [a2, box2, d2] = after.content[0].widget.slots!.children;
    expect(a2).toBe(a);
    expect(d2).toBe(d);
    expect(box2.slots!.children[1]).toBe(box.slots!.children[1]);
    expect(box2.slots!.children[0]).not.toBe(box.slots!.children[0]);
    expect(after.content[1]).toBe(before.content[1]);
  });

  it('a typing burst keeps one entry, the document before the burst, and no keystroke in between', () => {
    const { store, type } = setup();
    const before = store.getState().document;
    for (let i = 1; i <= 50; i++) type('x'.repeat(i), i * 100);
    const { pastStates, futureStates } = store.temporal.getState();
    expect(pastStates).toHaveLength(1);
    expect(pastStates[0].document).toBe(before);
    expect(Object.keys(pastStates[0])).toEqual(['document']);
    expect(futureStates).toHaveLength(0);
  });

  it('undo restores exactly the earlier documents, and the lookups with them', () => {
    const { store, type } = setup();
    const documents = [store.getState().document];
    for (let i = 1; i <= 5; i++) {
      type(`v${i}`, i * 1000, i % 2 ? 'b' : 'e');
      documents.push(store.getState().document);
    }
    for (let i = 4; i >= 0; i--) {
      store.getState().undo();
      expect(store.getState().document).toBe(documents[i]);
      expect(store.index.node('b')).toBe(documents[i].content[0].widget.slots!.children[1].slots!.children[0]);
    }
    expect(store.getState().dirty).toBe(false);
  });

  it('undo restores a detached compound instance', () => {
    const store = createEditorStore({ document: withInstance(), newId: sequentialIds('n') });
    store.getState().dispatch({ type: 'detachCompound', id: 'inst', compound });
    expect(store.index.has('inst')).toBe(false);
    store.temporal.getState().undo();
    expect(store.index.node('inst')).toMatchObject({ type: 'CompoundWidget', settings: { compoundId: 'cmp1', managed: true } });
    expect(store.getState().document.content[0].socketConnections![0].to).toEqual({ widgetId: 'inst', socket: 'title' });
  });
});
