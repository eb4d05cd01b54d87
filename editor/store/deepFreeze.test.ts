import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deepFreeze';

describe('deepFreeze', () => {
  it('freezes every object and array of a document, however deep', () => {
    const document = { content: [{ widget: { id: 'r', settings: { list: [{ a: 1 }] }, slots: { children: [{ id: 't', settings: {} }] } } }] };
    expect(deepFreeze(document)).toBe(document);
    const widget = document.content[0].widget;
    for (const part of [document, document.content, widget, widget.settings, widget.settings.list, widget.settings.list[0], widget.slots.children[0]]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
    expect(() => {
      'use strict';
      (widget.settings.list[0] as { a: number }).a = 2;
    }).toThrow(TypeError);
  });

  it('leaves values that are not objects alone and does not enter frozen parts again', () => {
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBe(null);
    const shared = Object.freeze({ inner: { open: true } });
    deepFreeze({ shared });
    // a frozen part is taken as done: what it holds is not visited (immer's freeze behaves the same)
    expect(Object.isFrozen(shared.inner)).toBe(false);
  });

  it('handles a wide and deep tree without running out of stack', () => {
    let node: { child?: unknown } = {};
    const root = node;
    for (let i = 0; i < 20_000; i++) {
      const next = {};
      node.child = next;
      node = next;
    }
    deepFreeze(root);
    expect(Object.isFrozen(node)).toBe(true);
  });
});
