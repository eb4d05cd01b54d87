// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApplicationDocument } from '../../model/document/types';
import { panelDocument, renderPanel } from '../testing/renderPanel';
import { draftKey, type StoredDraft } from '../store/draft';
import { DraftRestorePrompt } from './DraftRestorePrompt';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function storeDraft(document: ApplicationDocument, savedVersion: number | null = 3) {
  const draft: StoredDraft = { appId: document.id!, savedVersion, savedAt: Date.now(), document };
  localStorage.setItem(draftKey(document.id!), JSON.stringify(draft));
}

function edited(): ApplicationDocument {
  const document = panelDocument();
  document.content[0].title = 'Entwurf';
  return document;
}

describe('DraftRestorePrompt', () => {
  it('offers a kept draft back; restoring makes it the (unsaved, undoable) document', async () => {
    storeDraft(edited());
    const { store } = renderPanel(<DraftRestorePrompt />, panelDocument());
    expect((await screen.findByTestId('draft-restore-dialog')).textContent).toContain('wurde nicht gespeichert');
    expect(screen.queryByTestId('draft-outdated')).toBeNull();
    fireEvent.click(screen.getByTestId('draft-restore'));
    expect(store.getState().document.content[0].title).toBe('Entwurf');
    expect(store.getState().dirty).toBe(true);
    expect(screen.queryByTestId('draft-restore-dialog')).toBeNull();
    store.getState().undo();
    expect(store.getState().document.content[0].title).toBe('Start');
  });

  it('discarding removes the draft and keeps the loaded document', async () => {
    storeDraft(edited());
    const { store } = renderPanel(<DraftRestorePrompt />, panelDocument());
    fireEvent.click(await screen.findByTestId('draft-discard'));
    expect(localStorage.getItem(draftKey('app1'))).toBeNull();
    expect(store.getState().document.content[0].title).toBe('Start');
  });

  it('says when the draft is based on an older version', async () => {
    storeDraft(edited(), 1);
    renderPanel(<DraftRestorePrompt />, panelDocument());
    expect(await screen.findByTestId('draft-outdated')).toBeTruthy();
  });

  it('drops a draft equal to the loaded document without asking, and asks nothing without a draft', () => {
    storeDraft(panelDocument());
    renderPanel(<DraftRestorePrompt />, panelDocument());
    expect(screen.queryByTestId('draft-restore-dialog')).toBeNull();
    expect(localStorage.getItem(draftKey('app1'))).toBeNull();
  });
});
