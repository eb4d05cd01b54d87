/**
 * Listens for the editor's shortcuts on the whole window while the editor is open. Key presses while
 * typing in a field, inside a dialog, or during a drag (the drag owns the keyboard then) are left alone.
 * Copy and paste go through the browser's copy and paste events where it fires them, so the system
 * clipboard is used without asking for permission; where it does not, the key press itself copies or pastes
 * (through storage) right after the event would have come.
 */
import { useEffect } from 'react';
import { serializeClipboard } from '../model/clipboard/payload';
import type { EditorServices } from '../services/editorServices';
import { copySelection } from '../services/clipboardCommands';
import { runCommand } from '../services/commands';
import { isTypingTarget, shortcutOf, WHILE_TYPING } from '../services/shortcuts';

function insideDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

export function useEditorShortcuts({ store, registry, session }: Pick<EditorServices, 'store' | 'registry' | 'session'>): void {
  useEffect(() => {
    const context = { store, registry };
    let copyPending = false;
    let pastePending = false;
    const ignored = (target: EventTarget | null) => isTypingTarget(target) || insideDialog(target) || session.getState().source !== null;

    const onKeyDown = (event: KeyboardEvent) => {
      const command = shortcutOf(event);
      if (!command || event.defaultPrevented || session.getState().source !== null) return;
      if (!WHILE_TYPING.has(command) && (isTypingTarget(event.target) || insideDialog(event.target))) return;
      if (command === 'copy' || command === 'paste') {
        // Let the browser fire its copy/paste event; if it does not, do it from storage after this task.
        if (command === 'copy') copyPending = true;
        else pastePending = true;
        setTimeout(() => {
          if (command === 'copy' && copyPending) copySelection(store);
          if (command === 'paste' && pastePending) runCommand('paste', context);
          copyPending = pastePending = false;
        });
        return;
      }
      event.preventDefault();
      runCommand(command, context);
    };

    const onCopy = (event: ClipboardEvent) => {
      copyPending = false;
      if (ignored(event.target) || (globalThis.getSelection?.()?.toString() ?? '') !== '') return; // copying text
      const payload = copySelection(store);
      if (!payload || !event.clipboardData) return;
      event.clipboardData.setData('text/plain', serializeClipboard(payload));
      event.preventDefault();
    };

    const onPaste = (event: ClipboardEvent) => {
      if (ignored(event.target)) return;
      pastePending = false;
      event.preventDefault();
      runCommand('paste', context, event.clipboardData?.getData('text/plain') ?? null);
    };

    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('copy', onCopy);
    document.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('paste', onPaste);
    };
  }, [store, registry, session]);
}
