// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { field, renderSchemaForm } from '../../testing/renderSchemaForm';

afterEach(cleanup);
const schema = { type: 'object', properties: { share: { type: 'number', format: 'percentage', title: 'Anteil' } } };

describe('PercentageInput', () => {
  it('shows a fraction as value x 100 with a percent sign', () => {
    renderSchemaForm(schema, { share: 0.155 });
    expect(field('root_share').value).toBe('15,5');
    expect(screen.getByText('%')).toBeTruthy();
  });

  it('stores a typed percentage as a fraction', async () => {
    const { latest } = renderSchemaForm(schema, {});
    await userEvent.type(field('root_share'), '7,5');
    expect(latest()).toEqual({ share: 0.075 });
  });
});
