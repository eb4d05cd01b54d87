// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../testing/renderApp';
import { formatCurrency } from '../../../runtime/format';
import { PriceField } from './PriceField';

// The price typed in the product form and the price the lists show are the same amount in every currency.
function Priced({ currency, initial }: { currency: string; initial: number }) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <>
      <PriceField id="price" label="Preis" currency={currency} value={value} onChange={setValue} onValidity={() => {}} />
      <output data-testid="stored">{value}</output>
      <output data-testid="shown">{value === undefined ? '' : formatCurrency(value, currency, 'de_de')}</output>
    </>
  );
}
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('PriceField', () => {
  afterEach(cleanup);

  it.each([
    ['EUR', 123456, '1.234,56', '99,5', 9950, '99,50 €'],
    ['JPY', 1500, '1.500', '2.000', 2000, '2.000 ¥'],
    ['KWD', 12345, '12,345', '7,25', 7250, '7,250 KWD'],
  ])('takes %s prices with the currency’s own decimals', (currency, initial, text, typed, stored, shown) => {
    renderInApp(<Priced currency={currency} initial={initial} />);
    const input = screen.getByLabelText('Preis') as HTMLInputElement;
    expect(input.value).toBe(text);
    fireEvent.change(input, { target: { value: typed } });
    expect(screen.getByTestId('stored').textContent).toBe(String(stored));
    expect(plain(screen.getByTestId('shown').textContent)).toBe(shown);
  });

  it('names the allowed decimals of the currency', () => {
    renderInApp(<Priced currency="JPY" initial={100} />);
    fireEvent.change(screen.getByLabelText('Preis'), { target: { value: '1,5' } });
    expect(screen.getByRole('alert').textContent).toBe('Bitte ganze Beträge ohne Nachkommastellen eingeben.');
  });
});
