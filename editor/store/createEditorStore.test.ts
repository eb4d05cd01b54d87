import { describe, expect, it } from 'vitest';
import { createWidgetNode } from '../model/actions/nodeFactory';
import { testDocument } from '../model/actions/testDocument';
import { createEditorStore } from './createEditorStore';
import { sequentialIds } from '../model/document/ids';
import { selectSaveState } from './state';

const newStore = () => createEditorStore({ document: testDocument(), newId: sequentialIds('n') });

describe('editor store', () => {
  it('applies actions through dispatch, selects what was inserted and keeps the index current', () => {
    const store = newStore();
    const outcome = store.getState().dispatch({ type: 'insert', node: createWidgetNode('Text', { newId: () => 't1' }), parentId: 'box', slot: 'children' });
    expect(outcome.ok).toBe(true);
    expect(store.getState().selection).toEqual(['t1']);
    expect(store.index.get('t1')).toMatchObject({ parentId: 'box', slot: 'children' });
    expect(store.index.positionOf('t1')).toBe(2);
  });

  it('undo brings removed widgets back into the document and the index; the selection forgets removed ids', () => {
    const store = newStore();
    store.getState().select(['b', 'a']);
    store.getState().dispatch({ type: 'remove', ids: ['box'] });
    expect(store.index.has('b')).toBe(false);
    expect(store.getState().selection).toEqual(['root']);
    store.getState().select(['root', 'a']);
    store.getState().undo();
    expect(store.index.get('c')).toMatchObject({ parentId: 'box' });
    expect(store.getState().document.content[0].socketConnections).toHaveLength(3);
    store.getState().dispatch({ type: 'insert', node: createWidgetNode('Text', { newId: () => 't9' }), parentId: 'a', slot: 'x' });
    store.getState().select(['t9']);
    store.getState().undo();
    expect(store.getState().selection).toEqual([]);
  });

  it('is dirty after an edit, clean after undoing it or after a save', () => {
    const store = newStore();
    expect(selectSaveState(store.getState())).toBe('saved');
    store.getState().dispatch({ type: 'updateSettings', id: 'a', settings: { text: 'changed' } });
    expect(store.getState().dirty).toBe(true);
    expect(selectSaveState(store.getState())).toBe('dirty');
    store.getState().undo();
    expect(store.getState().dirty).toBe(false);
    store.getState().redo();
    store.getState().markSaved(store.getState().document, 7);
    expect(store.getState()).toMatchObject({ dirty: false, savedVersion: 7 });
  });

  it('load starts over: new document, saved, empty history', () => {
    const store = newStore();
    store.getState().dispatch({ type: 'remove', ids: ['a'] });
    const fresh = testDocument();
    fresh.content[0].widget.settings = { direction: 'row' };
    store.getState().load(fresh, 4);
    expect(store.getState()).toMatchObject({ dirty: false, savedVersion: 4 });
    expect(store.index.has('a')).toBe(true);
    expect(store.temporal.getState().pastStates).toHaveLength(0);
  });

  it('keeps the selection array through edits that leave it intact (no re-render of selection subscribers)', () => {
    const store = newStore();
    store.getState().select(['a', 'b']);
    const selection = store.getState().selection;
    store.getState().dispatch({ type: 'updateSettings', id: 'a', settings: { text: 'typed' } });
    expect(store.getState().selection).toBe(selection);
    store.getState().undo();
    expect(store.getState().selection).toBe(selection);
  });

  it('two stores never share state', () => {
    const one = newStore();
    const two = newStore();
    one.getState().dispatch({ type: 'remove', ids: ['a'] });
    expect(two.index.has('a')).toBe(true);
    expect(two.getState().dirty).toBe(false);
  });

  it('selection helpers: toggle, select parent, unknown ids ignored', () => {
    const store = newStore();
    const state = store.getState();
    state.select(['b', 'ghost']);
    expect(store.getState().selection).toEqual(['b']);
    state.toggleSelected('c');
    expect(store.getState().selection).toEqual(['b', 'c']);
    state.toggleSelected('b');
    state.selectParent();
    expect(store.getState().selection).toEqual(['box']);
  });

  it('falls back to the first page when the shown page is removed, and back again on undo', () => {
    const store = newStore();
    store.getState().setActivePage('about');
    store.getState().dispatch({ type: 'removePage', path: 'about' });
    expect(store.getState().activePath).toBe('');
    store.getState().undo();
    expect(store.getState().document.content.map((entry) => entry.path)).toEqual(['', 'about']);
  });
});
