/**
 * The editor's keyboard shortcuts (docs/architecture.md): Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+S save,
 * Delete removes the selection, Ctrl+C / Ctrl+V / Ctrl+D copy, paste, duplicate; besides Escape (clear the
 * selection), Shift+Enter (select the parent) and Alt+Arrow up/down (move among siblings). Cmd works for Ctrl on a
 * Mac. Pure: which command a key press means, and whether the user is typing.
 */
export type ShortcutCommand =
  | 'undo'
  | 'redo'
  | 'save'
  | 'delete'
  | 'copy'
  | 'paste'
  | 'duplicate'
  | 'clearSelection'
  | 'selectParent'
  | 'moveUp'
  | 'moveDown';

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

const WITH_CONTROL: Record<string, ShortcutCommand> = { z: 'undo', y: 'redo', s: 'save', c: 'copy', v: 'paste', d: 'duplicate' };

export function shortcutOf(event: KeyPress): ShortcutCommand | null {
  const control = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (control && !event.altKey) {
    if (key === 'z' && event.shiftKey) return 'redo';
    return event.shiftKey ? null : (WITH_CONTROL[key] ?? null);
  }
  if (control) return null;
  if (event.altKey) {
    if (event.shiftKey) return null;
    return key === 'ArrowUp' ? 'moveUp' : key === 'ArrowDown' ? 'moveDown' : null;
  }
  if (key === 'Enter' && event.shiftKey) return 'selectParent';
  if (event.shiftKey) return null;
  if (key === 'Delete' || key === 'Backspace') return 'delete';
  if (key === 'Escape') return 'clearSelection';
  return null;
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'time', 'datetime-local', 'month', 'week', 'color', '']);

/** Typing into a field: shortcuts leave such key presses alone (Ctrl+Z there undoes text, not widgets). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has(((element as HTMLInputElement).getAttribute('type') ?? '').toLowerCase());
  return element.closest('[contenteditable=""], [contenteditable="true"], [role="textbox"], .monaco-editor') !== null;
}

/** Commands that still run while typing: saving has no meaning inside a text field. */
export const WHILE_TYPING: ReadonlySet<ShortcutCommand> = new Set(['save']);
