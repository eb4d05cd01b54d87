import { describe, expect, it } from 'vitest';
import { testDocument } from '../model/actions/testDocument';
import { copyNodes } from '../model/clipboard/copy';
import { serializeClipboard } from '../model/clipboard/payload';
import { DocumentIndex } from '../model/document/documentIndex';
import { sequentialIds } from '../model/document/ids';
import { createEditorStore } from '../store/createEditorStore';
import { copyToClipboard, pasteFromClipboard, type TextClipboard } from './systemClipboard';

/** Stands in for navigator.clipboard, which does not exist in Node (the browser tests use the real one). */
function textClipboard(): TextClipboard & { text: string } {
  return {
    text: '',
    async writeText(text) {
      this.text = text;
    },
    async readText() {
      return this.text;
    },
  };
}

const deniedClipboard: TextClipboard = {
  writeText: () => Promise.reject(new Error('NotAllowedError')),
  readText: () => Promise.reject(new Error('NotAllowedError')),
};

describe('system clipboard', () => {
  it('copies the selection as JSON text and pastes it after the selected widget', async () => {
    const clipboard = textClipboard();
    const store = createEditorStore({ document: testDocument(), newId: sequentialIds('n') });
    store.getState().select(['a']);
    await copyToClipboard(store, undefined, clipboard);
    expect(JSON.parse(clipboard.text).nodes[0].id).toBe('a');
    const outcome = await pasteFromClipboard(store, { clipboard });
    expect(outcome).toEqual({ ok: true, select: ['n1'] });
    expect(store.index.positionOf('n1')).toBe(1);
  });

  it('pastes into another application: fresh ids, connections to widgets left behind dropped', async () => {
    const clipboard = textClipboard();
    const source = createEditorStore({ document: testDocument() });
    source.getState().select(['box']);
    await copyToClipboard(source, undefined, clipboard);

    const target = createEditorStore({ document: { ...testDocument(), id: 'app2' }, newId: sequentialIds('p') });
    target.getState().setActivePage('about');
    await pasteFromClipboard(target, { clipboard });
    const page = target.getState().document.content[1];
    expect(page.widget.slots!.children.map((node) => node.id)).toEqual(['e', 'p1']);
    expect(page.socketConnections).toEqual([{ id: 'p4', from: { widgetId: 'p3', socket: 'clicked' }, to: { widgetId: 'p2', socket: 'text' } }]);
  });

  it('uses the text of a paste event when there is one', async () => {
    const doc = testDocument();
    const text = serializeClipboard(copyNodes(doc, new DocumentIndex(doc), ['c'])!);
    const store = createEditorStore({ document: testDocument(), newId: sequentialIds('n') });
    const outcome = await pasteFromClipboard(store, { eventText: text, clipboard: deniedClipboard });
    expect(outcome.ok).toBe(true);
    expect(store.index.node('n1')!.type).toBe('Button');
  });

  it('falls back to the in-memory copy when the system clipboard is refused', async () => {
    const store = createEditorStore({ document: testDocument(), newId: sequentialIds('n') });
    store.getState().select(['d']);
    await copyToClipboard(store, undefined, deniedClipboard);
    const outcome = await pasteFromClipboard(store, { clipboard: deniedClipboard });
    expect(outcome.ok).toBe(true);
    expect(store.index.node('n1')!.type).toBe('TextInput');
  });

  it('refuses to paste text that holds no widgets', async () => {
    const clipboard = textClipboard();
    clipboard.text = 'just some words';
    const store = createEditorStore({ document: testDocument() });
    expect(await pasteFromClipboard(store, { clipboard })).toMatchObject({ ok: false, code: 'invalid' });
    expect(store.getState().dirty).toBe(false);
  });
});
