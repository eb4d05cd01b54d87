/**
 * The editor's commands, shared by the keyboard shortcuts and the toolbar buttons: each reads the store
 * at the moment it runs and makes at most one edit action (one undo step).
 */
import type { WidgetRegistry } from '../../runtime/registry/registry';
import { saveDocument } from '../store/save';
import type { EditorStoreApi } from '../store/createEditorStore';
import { clipboardContent, copySelection, pastePayload } from './clipboardCommands';
import type { ShortcutCommand } from './shortcuts';

export interface CommandContext {
  store: EditorStoreApi;
  registry: WidgetRegistry;
}

/** The selected widgets that are not a page's root (roots can be neither removed nor moved). */
export function movableSelection(store: EditorStoreApi): string[] {
  return store.getState().selection.filter((id) => store.index.get(id)?.parentId != null);
}

export function runCommand(command: ShortcutCommand, { store, registry }: CommandContext, clipboardText?: string | null): void {
  const state = store.getState();
  switch (command) {
    case 'undo':
      return state.undo();
    case 'redo':
      return state.redo();
    case 'save':
      void saveDocument(store);
      return;
    case 'delete': {
      const ids = movableSelection(store);
      if (ids.length > 0) state.dispatch({ type: 'remove', ids });
      return;
    }
    case 'duplicate': {
      const ids = movableSelection(store);
      if (ids.length > 0) state.dispatch({ type: 'duplicate', ids });
      return;
    }
    case 'copy':
      copySelection(store);
      return;
    case 'paste':
      pastePayload(store, registry, clipboardContent(store, clipboardText));
      return;
    case 'clearSelection':
      return state.select([]);
    case 'selectParent':
      return state.selectParent();
    case 'moveUp':
    case 'moveDown': {
      const [id] = movableSelection(store);
      if (id) state.dispatch({ type: command, id });
      return;
    }
  }
}
