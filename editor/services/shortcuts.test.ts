// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutOf } from './shortcuts';

const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) =>
  shortcutOf({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...modifiers });

describe('editor shortcuts', () => {
  it('maps the contract shortcuts, with Cmd as Ctrl', () => {
    expect(press('z', { ctrlKey: true })).toBe('undo');
    expect(press('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(press('y', { ctrlKey: true })).toBe('redo');
    expect(press('s', { metaKey: true })).toBe('save');
    expect(press('Delete')).toBe('delete');
    expect(press('c', { ctrlKey: true })).toBe('copy');
    expect(press('v', { ctrlKey: true })).toBe('paste');
    expect(press('d', { ctrlKey: true })).toBe('duplicate');
  });

  it('maps the editor extras and leaves other keys alone', () => {
    expect(press('Escape')).toBe('clearSelection');
    expect(press('Enter', { shiftKey: true })).toBe('selectParent');
    expect(press('ArrowUp', { altKey: true })).toBe('moveUp');
    expect(press('ArrowDown', { altKey: true })).toBe('moveDown');
    expect(press('z')).toBeNull();
    expect(press('Enter')).toBeNull();
    expect(press('c', { ctrlKey: true, altKey: true })).toBeNull();
    expect(press('Delete', { shiftKey: true })).toBeNull();
  });

  it('knows when the user is typing', () => {
    document.body.innerHTML = `<input id="t"><input id="c" type="checkbox"><textarea id="a"></textarea>
      <div contenteditable="true"><span id="e">x</span></div><div id="d" tabindex="0"></div><select id="s"></select>`;
    const byId = (id: string) => document.getElementById(id);
    expect(isTypingTarget(byId('t'))).toBe(true);
    expect(isTypingTarget(byId('a'))).toBe(true);
    expect(isTypingTarget(byId('e'))).toBe(true);
    expect(isTypingTarget(byId('s'))).toBe(true);
    expect(isTypingTarget(byId('c'))).toBe(false);
    expect(isTypingTarget(byId('d'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
