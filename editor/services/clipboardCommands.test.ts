import { describe, expect, it } from 'vitest';
import { testDocument } from '../model/actions/testDocument';
import { createEditorStore } from '../store/createEditorStore';
import { sequentialIds } from '../model/document/ids';
import { createBuiltinRegistry } from '../../runtime/widgets/index';
import { clipboardContent, copySelection, pastePayload, serializeClipboard, CLIPBOARD_STORAGE_KEY } from './clipboardCommands';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

const registry = createBuiltinRegistry();

describe('clipboard commands', () => {
  it('copies the selection to storage and pastes it into another application with fresh ids', () => {
    const storage = memoryStorage();
    const source = createEditorStore({ document: testDocument() });
    source.getState().select(['box']);
    expect(copySelection(source, storage)).not.toBeNull();
    expect(storage.items.has(CLIPBOARD_STORAGE_KEY)).toBe(true);

    const other = { ...testDocument(), id: 'app2' };
    const target = createEditorStore({ document: other, newId: sequentialIds('p') });
    target.getState().select(['a']);
    const outcome = pastePayload(target, registry, clipboardContent(target, null, storage));
    expect(outcome.ok).toBe(true);
    const children = target.getState().document.content[0].widget.slots!.children.map((child) => child.id);
    expect(children).toEqual(['a', 'p1', 'box', 'd']);
    expect(target.index.children('p1', 'children').map((child) => child.type)).toEqual(['Text', 'Button']);
    expect(target.getState().selection).toEqual(['p1']);
  });

  it('prefers widgets in the system clipboard text, ignores other text, and refuses an empty clipboard', () => {
    const storage = memoryStorage();
    const store = createEditorStore({ document: testDocument() });
    store.getState().select(['a']);
    const payload = copySelection(store, memoryStorage())!;
    expect(clipboardContent(store, serializeClipboard(payload), storage)?.nodes[0].id).toBe('a');
    const fresh = createEditorStore({ document: testDocument() });
    expect(clipboardContent(fresh, 'just some text', storage)).toBeNull();
    expect(pastePayload(fresh, registry, null).ok).toBe(false);
  });

  it('says why a copy or paste cannot happen: nothing selected, no widgets on the clipboard', () => {
    const store = createEditorStore({ document: testDocument() });
    expect(copySelection(store, memoryStorage())).toBeNull();
    expect(store.getState().lastRefusal?.code).toBe('nothing-selected');
    expect(pastePayload(store, registry, clipboardContent(store, 'just some text', memoryStorage())).ok).toBe(false);
    expect(store.getState().lastRefusal?.code).toBe('clipboard-empty');
  });
});
