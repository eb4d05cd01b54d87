// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetNode } from '../../../model/document/types';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { evaluateCondition } from './condition';

afterEach(cleanup);
const registry = createBuiltinRegistry();

const conditional = (settings: Record<string, unknown>): WidgetNode => ({
  id: 'c',
  type: 'ConditionalContainer',
  settings,
  slots: { true: [{ id: 'yes', type: 'Text', settings: { text: 'ja' } }], false: [{ id: 'no', type: 'Text', settings: { text: 'nein' } }] },
});

describe('ConditionalContainer', () => {
  it('renders the true or the false slot and switches when the context variable changes', () => {
    const { container, engine } = renderTree(conditional({ contextVariable: 'loggedIn' }), { registry });
    expect(widgetElement(container, 'c').textContent).toBe('nein');
    act(() => engine.setContext('loggedIn', true));
    expect(widgetElement(container, 'c').textContent).toBe('ja');
    expect(container.querySelector('[data-widget-id="no"]')).toBeNull();
  });

  it('compares with a value and reads dotted paths', () => {
    const { container } = renderTree(conditional({ contextVariable: 'cart.count', operator: 'greaterThan', value: 2 }), {
      registry,
      context: { cart: { count: 3 } },
    });
    expect(widgetElement(container, 'c').textContent).toBe('ja');
  });

  it('shows both branches in edit mode and asks for a variable when none is set', () => {
    const edit = renderTree(conditional({ contextVariable: 'x' }), { registry, extensions: { mode: 'edit' } });
    expect(edit.container.querySelector('[data-widget-id="yes"]')).not.toBeNull();
    expect(edit.container.querySelector('[data-widget-id="no"]')).not.toBeNull();
    cleanup();
    const { container } = renderTree(conditional({}), { registry });
    expect(widgetElement(container, 'c').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });

  it('evaluates every operator', () => {
    expect(evaluateCondition('equals', 3, '3')).toBe(true);
    expect(evaluateCondition('equals', undefined, undefined)).toBe(true);
    expect(evaluateCondition('notEquals', 'a', 'b')).toBe(true);
    expect(evaluateCondition('truthy', [], undefined)).toBe(false);
    expect(evaluateCondition('falsy', '', undefined)).toBe(true);
    expect(evaluateCondition('greaterThan', '10', 9)).toBe(true);
    expect(evaluateCondition('lessThan', 'abc', 9)).toBe(false);
  });
});
