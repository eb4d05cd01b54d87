// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { testDocument } from '../model/actions/testDocument';
import { createEditorStore, type EditorStoreApi } from '../store/createEditorStore';
import { createEditorElements, type EditorElements } from './elementRegistry';
import { keepFocusOnRemoval } from './focusOnRemoval';

/** The first page of testDocument as canvas elements (nested like the widgets) and a flat outline. */
function mount(store: EditorStoreApi, elements: EditorElements) {
  const canvas = document.createElement('div');
  const outline = document.createElement('ul');
  document.body.append(canvas, outline);
  const widget = (id: string, parent: HTMLElement) => {
    const element = document.createElement('div');
    element.dataset.widgetId = id;
    element.tabIndex = -1;
    parent.append(element);
    elements.widgets.ref(id)(element);
    const row = document.createElement('li');
    row.dataset.outlineRow = id;
    row.tabIndex = -1;
    outline.append(row);
    elements.outlineRows.ref(id)(row);
    for (const child of store.index.children(id, 'children')) widget(child.id, element);
    return element;
  };
  widget('root', canvas);
  return { canvas: (id: string) => elements.widgets.get(id)!, row: (id: string) => elements.outlineRows.get(id)! };
}

describe('focus when the focused widget is removed', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  const setUp = () => {
    const store = createEditorStore({ document: testDocument() });
    const elements = createEditorElements();
    const dom = mount(store, elements);
    stop = keepFocusOnRemoval({ store, elements });
    return { store, dom };
  };

  it('moves from a deleted canvas widget to the widget selected after the delete, before the canvas renders it', () => {
    const { store, dom } = setUp();
    store.getState().select(['box']);
    dom.canvas('box').focus();
    store.getState().dispatch({ type: 'remove', ids: ['box'] });
    expect(store.getState().selection).toEqual(['root']);
    expect(document.activeElement).toBe(dom.canvas('root'));
  });

  it('moves from a button inside a deleted widget, and from the outline row of a deleted widget to its parent row', () => {
    const { store, dom } = setUp();
    const inner = document.createElement('button');
    dom.canvas('c').append(inner);
    inner.focus();
    store.getState().select(['box']);
    store.getState().dispatch({ type: 'remove', ids: ['box'] });
    expect(document.activeElement).toBe(dom.canvas('root'));

    store.getState().select(['a']);
    dom.row('a').focus();
    store.getState().dispatch({ type: 'remove', ids: ['a'] });
    expect(document.activeElement).toBe(dom.row('root'));
  });

  it('leaves focus where it is when its widget stays, and leaves text fields alone', () => {
    const { store, dom } = setUp();
    dom.canvas('a').focus();
    store.getState().select(['d']);
    store.getState().dispatch({ type: 'remove', ids: ['d'] });
    expect(document.activeElement).toBe(dom.canvas('a'));

    const field = document.createElement('input');
    dom.canvas('b').append(field);
    field.focus();
    store.getState().select(['box']);
    store.getState().dispatch({ type: 'remove', ids: ['box'] });
    expect(document.activeElement).toBe(field); // a blur would commit the field inside the delete
  });

  it('goes to the nearest widget still there when nothing is selected after the change (a redo of a delete)', () => {
    const { store, dom } = setUp();
    store.getState().select(['b']);
    store.getState().dispatch({ type: 'remove', ids: ['b'] });
    store.getState().undo(); // b is back in the document (its element never left this test's DOM)
    store.getState().select(['b']);
    dom.canvas('b').focus();
    store.getState().redo(); // removes b again; the selection left with it
    expect(store.getState().selection).toEqual([]);
    expect(document.activeElement).toBe(dom.canvas('box'));
  });

  it('stops watching when stopped', () => {
    const { store, dom } = setUp();
    stop();
    dom.canvas('box').focus();
    store.getState().select(['box']);
    store.getState().dispatch({ type: 'remove', ids: ['box'] });
    expect(document.activeElement).toBe(dom.canvas('box'));
  });
});
