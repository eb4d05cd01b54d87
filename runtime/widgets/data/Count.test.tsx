// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { createDataType, dataRecordsApi } from '../../api/resources';
import type { WidgetNode } from '../../../model/document/types';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { applyEquations, countText } from './countValue';

// Count over a data type of the real server: four invoices of 1250, 990, 310 and 0 cents... and one of 123456.
const registry = createBuiltinRegistry();
let server: StoreTestServer;

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  await createDataType({ path: 'bills', schema: { type: 'object', properties: { customer: { type: 'string' }, amount: { type: 'number' } } } });
  for (const [customer, amount, status] of [['Anna', 1250, 'paid'], ['Ben', 990, 'open'], ['Anna', 310, 'open'], ['Cleo', 123456, 'paid']] as const) {
    await dataRecordsApi('bills').createDataRecord({ customer, amount, status });
  }
}, 120_000);
afterAll(async () => server?.stop());
afterEach(cleanup);

const count = (settings: Record<string, unknown>): WidgetNode => ({ id: 'count', type: 'Count', settings: { count: 'bills', ...settings } });
const valueOf = (container: HTMLElement) => container.querySelector('[data-testid=count-value]')?.textContent;

describe('Count', () => {
  it('counts the records a search finds, with its title', async () => {
    const { container } = renderTree(count({ title: 'Offene Rechnungen', searchQuery: { fieldSearches: [{ fieldname: 'status', matcher: 'equals', value: 'open' }] } }), { registry });
    await waitFor(() => expect(valueOf(container)).toBe('2'));
    expect(container.querySelector('[data-testid=count-title]')!.textContent).toBe('Offene Rechnungen');
  });

  it('sums a property in cents as euros in German format, after the equations', async () => {
    const sum = renderTree(count({ sumValue: 'amount', formatAsCurrency: true }), { registry });
    await waitFor(() => expect(valueOf(sum.container)).toBe('1.260,06\u00a0€'));
    sum.unmount();
    const changed = renderTree(count({ sumValue: 'amount', equations: [{ operand: 'subtract', other: 6 }, { operand: 'divide', other: 100 }, { operand: 'multiply', other: 2 }] }), { registry });
    await waitFor(() => expect(valueOf(changed.container)).toBe('2.520'));
  });

  // The count-up takes 1 s after the server answered; on a loaded machine the answer alone can take seconds.
  it('counts up to the value when asked', async () => {
    const { container } = renderTree(count({ enableCountUp: true, filter: undefined }), { registry });
    await waitFor(() => expect(valueOf(container)).toBe('4'), { timeout: 10_000 });
    expect(container.querySelector('[data-testid=count-value]')!.getAttribute('data-value')).toBe('4');
  });

  it('filters by its input, and says when a type cannot be summed', async () => {
    const filtered = renderTree(count({}), { registry, context: { who: { customer: 'Anna' } }, connections: [{ id: 'c', from: { widgetId: '$context', socket: 'who' }, to: { widgetId: 'count', socket: 'filter' } }] });
    await waitFor(() => expect(valueOf(filtered.container)).toBe('2'));
    filtered.unmount();
    const products = renderTree(count({ count: 'products', sumValue: 'prices.value' }), { registry });
    await waitFor(() => expect(widgetElement(products.container, 'count').textContent).toBe('Typ products konnte nicht zusammengezählt werden.'));
    products.unmount();
    const none = renderTree(count({ count: '' }), { registry });
    expect(widgetElement(none.container, 'count').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });

  it('computes equations in order and formats numbers in German', () => {
    expect(applyEquations(10, [{ operand: 'add', other: 5 }, { operand: 'multiply', other: 2 }, { operand: 'divide', other: 0 }, { operand: 'subtract', other: 0.5 }])).toBe(29.5);
    expect([countText(1234567.25, false), countText(1999, true), countText(7, false)]).toEqual(['1.234.567,3', '19,99\u00a0€', '7']);
  });
});
