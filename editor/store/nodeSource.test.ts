import { describe, expect, it } from 'vitest';
import { createWidgetNode } from '../model/actions/nodeFactory';
import { testDocument } from '../model/actions/testDocument';
import { createEditorStore } from './createEditorStore';

/** Subscribes to every widget of the first page and records which listeners fire. */
function watchAll() {
  const store = createEditorStore({ document: testDocument() });
  const source = store.nodeSource('root');
  const heard: string[] = [];
  for (const id of ['root', 'a', 'box', 'b', 'c', 'd']) source.subscribe(id, () => heard.push(id));
  return { store, source, heard };
}

describe('editor node source', () => {
  it('tells only the edited widget, not its ancestors or siblings', () => {
    const { store, source, heard } = watchAll();
    const boxBefore = source.getNode('box');
    store.getState().dispatch({ type: 'updateSettings', id: 'b', settings: { text: 'new' } });
    expect(heard).toEqual(['b']);
    expect(source.getNode('b')!.settings).toEqual({ text: 'new' });
    expect(source.getNode('box')).toBe(boxBefore);
  });

  it('tells the container whose children changed, not the grandparent', () => {
    const { store, heard } = watchAll();
    store.getState().dispatch({ type: 'insert', node: createWidgetNode('Text', { newId: () => 't1' }), parentId: 'box', slot: 'children' });
    expect(heard).toEqual(['box']);
  });

  it('tells the widget again when undo restores it', () => {
    const { store, source, heard } = watchAll();
    store.getState().dispatch({ type: 'updateSettings', id: 'c', settings: { label: 'Go' } });
    store.getState().undo();
    expect(heard).toEqual(['c', 'c']);
    expect(source.getNode('c')!.settings).toEqual({});
  });

  it('lists child ids in slots and forgets removed widgets', () => {
    const { store, source, heard } = watchAll();
    expect(source.getNode('box')!.slots).toEqual({ children: ['b', 'c'] });
    store.getState().dispatch({ type: 'remove', ids: ['box'] });
    expect(source.getNode('b')).toBeUndefined();
    expect(heard.sort()).toEqual(['b', 'box', 'c', 'root']);
  });

  it('refuses a widget that is not a page root', () => {
    const store = createEditorStore({ document: testDocument() });
    expect(() => store.nodeSource('box')).toThrow(/root widget box/);
    expect(store.nodeSource('root2').getNode('e')!.type).toBe('Text');
  });
});
