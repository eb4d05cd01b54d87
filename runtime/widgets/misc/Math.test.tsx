// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { PUBLISHED_MODE } from '../../render/extensions';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { preloadMath } from './Math';

afterEach(cleanup);
// The calculator is fetched on first use; with it loaded every render below shows its result at once.
beforeAll(preloadMath);
const registry = createBuiltinRegistry();

function math(settings: Record<string, unknown>, options: Partial<Parameters<typeof renderTree>[1]> = {}) {
  const page = renderTree({ id: 'm', type: 'Math', settings }, { registry, ...options });
  return { ...page, text: () => widgetElement(page.container, 'm').textContent };
}

describe('Math', () => {
  it('computes each operator exactly on decimals, with prefix and suffix', () => {
    expect(math({ valueA: '0.1', valueB: '0.2', operator: 'add', prefix: '= ', suffix: ' Stück' }).text()).toBe('= 0,3 Stück');
    cleanup();
    expect(math({ valueA: '10', valueB: '2,5', operator: 'subtract' }).text()).toBe('7,5');
    cleanup();
    expect(math({ valueA: '1.1', valueB: '3', operator: 'multiply' }).text()).toBe('3,3');
    cleanup();
    expect(math({ valueA: '10', valueB: '4', operator: 'divide' }).text()).toBe('2,5');
  });

  it('reads values from context variables (dotted paths too) and follows their changes', () => {
    const page = math({ valueA: 'cart.total', valueB: 'shipping', operator: 'add', asCurrency: true }, { context: { cart: { total: 123456 }, shipping: '490' } });
    expect(page.text()).toBe('1.239,46\u00a0€');
    act(() => page.engine.setContext('shipping', 0));
    expect(page.text()).toBe('1.234,56\u00a0€');
  });

  it('says that a division by zero is not possible, in every language', () => {
    expect(math({ valueA: '5', valueB: 'zero', operator: 'divide' }, { context: { zero: 0 } }).text()).toBe('Division durch 0 ist nicht möglich.');
    cleanup();
    expect(math({ valueA: '5', valueB: '0', operator: 'divide' }, { language: 'en_us' }).text()).toBe('Cannot divide by 0.');
  });

  it('names a value that is no number to builders and shows nothing to visitors', () => {
    expect(math({ valueA: 'price', valueB: '2' }, { context: { price: 'teuer' } }).text()).toBe('„price“ ist keine Zahl.');
    cleanup();
    expect(math({ valueA: 'price', valueB: '2' }, { extensions: PUBLISHED_MODE }).text()).toBe('');
  });

  it('asks to be configured without both values, also in edit mode', () => {
    expect(math({ valueA: '1' }, { extensions: { mode: 'edit' } }).text()).toBe('Bitte konfigurieren Sie das Widget!');
  });
});
