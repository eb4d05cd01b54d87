// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { field, renderSchemaForm } from '../../testing/renderSchemaForm';

afterEach(cleanup);
const schema = { type: 'object', properties: { price: { type: 'integer', format: 'price', title: 'Preis' } } };

describe('PriceInput', () => {
  it('shows cents German style with a euro suffix', () => {
    renderSchemaForm(schema, { price: 123456 });
    expect(field('root_price').value).toBe('1.234,56');
    expect(screen.getByText('€')).toBeTruthy();
    expect(screen.getByLabelText('Preis')).toBe(field('root_price'));
  });

  it('stores what is typed as cents and tidies the text on leaving', async () => {
    const { latest } = renderSchemaForm(schema, {});
    const input = field('root_price');
    await userEvent.type(input, '1234,5');
    expect(latest()).toEqual({ price: 123450 });
    await userEvent.tab();
    expect(input.value).toBe('1.234,50');
  });

  it('refuses negatives and a third decimal with a message, keeping the last valid value', async () => {
    const { latest } = renderSchemaForm(schema, { price: 100 });
    const input = field('root_price');
    await userEvent.clear(input);
    await userEvent.type(input, '-5');
    expect(screen.getByRole('alert').textContent).toBe('Der Preis darf nicht negativ sein.');
    await userEvent.clear(input);
    await userEvent.type(input, '1,234');
    expect(screen.getByRole('alert').textContent).toBe('Bitte höchstens zwei Nachkommastellen eingeben.');
    expect(latest()).toEqual({ price: 123 });
  });

  it('empty text is no value', async () => {
    const { latest } = renderSchemaForm(schema, { price: 100 });
    await userEvent.clear(field('root_price'));
    expect(latest()).toEqual({});
  });
});
