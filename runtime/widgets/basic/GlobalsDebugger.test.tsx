// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';

afterEach(cleanup);
const registry = createBuiltinRegistry();

describe('GlobalsDebugger', () => {
  it('lists the page context variables with their values and follows changes', () => {
    const { container, engine } = renderTree({ id: 'g', type: 'GlobalsDebugger' }, { registry, context: { id: '42' } });
    const element = widgetElement(container, 'g');
    expect(element.querySelector('[data-context-variable="id"]')?.textContent).toContain('"42"');
    act(() => engine.setContext('cart', { items: 2 }));
    expect(element.querySelector('[data-context-variable="cart"]')?.textContent).toContain('"items": 2');
  });

  it('shows only variables matching its filter, and says when there are none', () => {
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [{ id: 'a', type: 'GlobalsDebugger', settings: { filter: 'user' } }] } },
      { registry, context: { userName: 'Ada', other: 1 } },
    );
    const names = [...widgetElement(container, 'a').querySelectorAll('[data-context-variable]')].map((e) => e.getAttribute('data-context-variable'));
    expect(names).toEqual(['userName']);
    cleanup();
    const empty = renderTree({ id: 'e', type: 'GlobalsDebugger' }, { registry });
    expect(widgetElement(empty.container, 'e').textContent).toContain('Keine Kontextvariablen gesetzt.');
  });
});
