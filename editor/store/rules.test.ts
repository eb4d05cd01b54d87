import { describe, expect, it } from 'vitest';
import { testDocument } from '../model/actions/testDocument';
import { createEditorStore } from './createEditorStore';

describe('the rules of the editor store', () => {
  it('refuses a widget its placement rule does not allow, and leaves the document as it was', () => {
    const store = createEditorStore({ document: testDocument(), canPlace: (child) => (child === 'Button' ? 'no buttons here' : true) });
    const before = store.getState().document;
    const outcome = store.getState().dispatch({ type: 'insert', node: { id: 'n1', type: 'Button' }, parentId: 'box', slot: 'children' });
    expect(outcome).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(store.getState().document).toBe(before);
    expect(store.getState().lastRefusal).toMatchObject({ code: 'not-allowed' });
    expect(store.getState().dispatch({ type: 'insert', node: { id: 'n2', type: 'Text' }, parentId: 'box', slot: 'children' }).ok).toBe(true);
  });

  it('refuses a connection its socket rule does not allow', () => {
    const store = createEditorStore({ document: testDocument(), canConnect: (from) => (from.widgetType === 'TextInput' ? 'types differ' : true) });
    const connect = (fromId: string) => store.getState().dispatch({ type: 'connect', from: { widgetId: fromId, socket: 'value' }, to: { widgetId: 'a', socket: 'text' } });
    expect(connect('d')).toMatchObject({ ok: false, code: 'not-allowed', message: expect.stringContaining('types differ') });
    expect(connect('c').ok).toBe(true);
  });
});
