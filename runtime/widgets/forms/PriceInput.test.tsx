// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInput } from './renderInput';

afterEach(cleanup);

describe('PriceInput', () => {
  it('reads German prices into cents, with a euro suffix, tidied on leaving', () => {
    const { input, published } = renderInput('PriceInput');
    expect(screen.getByText('€')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '1.234,5' } });
    expect(published()).toBe(123450);
    fireEvent.blur(input());
    expect(input().value).toBe('1.234,50');
  });

  it('refuses negatives and a third decimal with its message tied to the input', () => {
    const { input, published } = renderInput('PriceInput');
    fireEvent.change(input(), { target: { value: '2,00' } });
    fireEvent.change(input(), { target: { value: '-2' } });
    expect(screen.getByRole('alert').textContent).toBe('Der Preis darf nicht negativ sein.');
    expect(input().getAttribute('aria-describedby')).toContain('w-input__widget-error');
    fireEvent.change(input(), { target: { value: '2,555' } });
    expect(screen.getByRole('alert').textContent).toBe('Bitte höchstens zwei Nachkommastellen eingeben.');
    expect(published()).toBe(200);
  });

  it('says when the price is above the maximum', () => {
    const { input, error } = renderInput('PriceInput', { maximum: 1000 }, { inForm: true });
    fireEvent.change(input(), { target: { value: '10,01' } });
    expect(error()).toBe('Der Wert darf höchstens 1000 sein.');
  });
});
