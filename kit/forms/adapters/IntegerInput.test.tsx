// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { field, renderSchemaForm } from '../../testing/renderSchemaForm';

afterEach(cleanup);
const schema = { type: 'object', properties: { count: { type: 'integer', title: 'Anzahl', minimum: 1 } } };

describe('IntegerInput', () => {
  it('is a number input with step 1 for every integer field', () => {
    renderSchemaForm(schema, { count: 3 });
    const input = field('root_count');
    expect(input.type).toBe('number');
    expect(input.step).toBe('1');
    expect(input.min).toBe('1');
    expect(input.value).toBe('3');
  });

  it('stores whole numbers as numbers', async () => {
    const { latest } = renderSchemaForm(schema, {});
    await userEvent.type(field('root_count'), '42');
    expect(latest()).toEqual({ count: 42 });
  });
});
