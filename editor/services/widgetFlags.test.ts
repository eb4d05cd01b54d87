import { describe, expect, it } from 'vitest';
import { testDocument } from '../model/actions/testDocument';
import { createEditorStore } from '../store/createEditorStore';
import { connectWidgetFlags, HOVERED, REVEALED, SELECTED, TAB_STOP, WidgetFlags } from './widgetFlags';

function setup() {
  const store = createEditorStore({ document: testDocument() });
  const flags = new WidgetFlags();
  connectWidgetFlags(store, flags);
  const heard: string[] = [];
  for (const id of ['root', 'a', 'box', 'b', 'c', 'd']) flags.subscribe(id, () => heard.push(id));
  return { store, flags, heard };
}

describe('widget flags', () => {
  it('starts with the page root as the tab stop', () => {
    const { flags } = setup();
    expect(flags.get('root')).toBe(TAB_STOP);
    expect(flags.get('a')).toBe(0);
  });

  it('tells only the widgets whose flags changed when the selection moves', () => {
    const { store, flags, heard } = setup();
    store.getState().select(['b']);
    expect(flags.get('b')).toBe(SELECTED | TAB_STOP);
    expect(flags.get('box')).toBe(REVEALED);
    expect(heard.sort()).toEqual(['b', 'box', 'root']);
    heard.length = 0;
    store.getState().select(['c']);
    expect(heard.sort()).toEqual(['b', 'c']);
  });

  it('flags the hovered widget and ignores edits that change neither selection nor hover', () => {
    const { store, flags, heard } = setup();
    store.getState().hover('d');
    expect(flags.get('d')).toBe(HOVERED);
    heard.length = 0;
    store.getState().dispatch({ type: 'updateSettings', id: 'a', settings: { text: 'x' } });
    expect(heard).toEqual([]);
  });
});
