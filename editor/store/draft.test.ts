// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDocument } from '../model/actions/testDocument';
import { createEditorStore } from './createEditorStore';
import { discardDraft, draftKey, keepDraft, loadDraft, restoreDraft } from './draft';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const edit = (store: ReturnType<typeof createEditorStore>, text: string) =>
  store.getState().dispatch({ type: 'updateSettings', id: 'a', settings: { text } });

describe('draft in browser storage', () => {
  it('writes the document under baukasten.draft.<appId> once editing pauses', () => {
    const store = createEditorStore({ document: testDocument(), version: 3 });
    const keeper = keepDraft(store, { delayMs: 1000 });
    edit(store, 'x');
    vi.advanceTimersByTime(600);
    edit(store, 'xy');
    vi.advanceTimersByTime(600);
    expect(localStorage.getItem(draftKey('app1'))).toBeNull(); // still typing
    vi.advanceTimersByTime(400);
    vi.advanceTimersByTime(2000); // written in the next idle moment (at the latest two seconds) after the pause
    const draft = loadDraft('app1')!;
    expect(draft).toMatchObject({ appId: 'app1', savedVersion: 3 });
    expect(draft.document.content[0].widget.slots!.children[0].settings).toEqual({ text: 'xy' });
    keeper.stop();
  });

  it('flushes a pending draft when the page is hidden', () => {
    const store = createEditorStore({ document: testDocument() });
    const keeper = keepDraft(store);
    edit(store, 'x');
    window.dispatchEvent(new Event('pagehide'));
    expect(loadDraft('app1')).not.toBeNull();
    keeper.stop();
  });

  it('removes the draft when the document is saved or undone back to the saved state', () => {
    const store = createEditorStore({ document: testDocument() });
    const keeper = keepDraft(store);
    edit(store, 'x');
    keeper.flush();
    expect(loadDraft('app1')).not.toBeNull();
    store.getState().undo();
    expect(loadDraft('app1')).toBeNull();
    edit(store, 'y');
    keeper.flush();
    store.getState().markSaved(store.getState().document, 2);
    expect(loadDraft('app1')).toBeNull();
    keeper.stop();
  });

  it('offers the draft back: restoring is one undoable step and stays unsaved against the draft\'s version', () => {
    const before = createEditorStore({ document: testDocument(), version: 3 });
    const keeper = keepDraft(before);
    edit(before, 'from the crash');
    keeper.flush();
    keeper.stop();

    const after = createEditorStore({ document: testDocument(), version: 4 });
    const draft = loadDraft('app1')!;
    restoreDraft(after, draft);
    expect(after.index.node('a')!.settings).toEqual({ text: 'from the crash' });
    expect(after.getState()).toMatchObject({ dirty: true, savedVersion: 3 });
    after.getState().undo();
    expect(after.index.node('a')!.settings).toEqual({ text: 'A' });
    discardDraft('app1');
    expect(loadDraft('app1')).toBeNull();
  });

  it('ignores unreadable drafts', () => {
    localStorage.setItem(draftKey('app1'), '{broken');
    expect(loadDraft('app1')).toBeNull();
    localStorage.setItem(draftKey('app1'), JSON.stringify({ appId: 'other', savedAt: 1, document: { content: [] } }));
    expect(loadDraft('app1')).toBeNull();
  });
});
