// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { field, renderSchemaForm } from '../../testing/renderSchemaForm';

afterEach(cleanup);
const schema = { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' }, format: 'comma-separated', title: 'Tags' } } };

describe('CommaSeparatedListInput', () => {
  it('shows the list comma-separated', () => {
    renderSchemaForm(schema, { tags: ['neu', 'sale'] });
    expect(field('root_tags').value).toBe('neu, sale');
  });

  it('splits on commas, trims and drops empties', async () => {
    const { latest } = renderSchemaForm(schema, {});
    await userEvent.type(field('root_tags'), ' a , b,, c ,');
    expect(latest()).toEqual({ tags: ['a', 'b', 'c'] });
  });

  it('gives no value for empty text', async () => {
    const { latest } = renderSchemaForm(schema, { tags: ['a'] });
    await userEvent.clear(field('root_tags'));
    expect(latest()).toEqual({});
  });

  it('logs an error for length limits it does not support', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSchemaForm({ type: 'object', properties: { tags: { ...schema.properties.tags, minItems: 2 } } }, {});
    expect(error).toHaveBeenCalledWith(expect.stringContaining('minItems is not supported'));
    error.mockRestore();
  });
});
