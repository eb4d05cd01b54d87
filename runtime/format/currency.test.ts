import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { currencyDigits, currencySymbol, formatCurrency, isCurrencyCode } from './currency';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  beforeAll(() => void initI18n('de_de'));

  it('knows how many minor-unit digits a currency has', () => {
    expect([currencyDigits('EUR'), currencyDigits('JPY'), currencyDigits('KWD')]).toEqual([2, 0, 3]);
    expect([currencyDigits(undefined), currencyDigits('XYZ1')]).toEqual([2, 2]);
  });

  it('divides minor units by the currency’s own power of ten', () => {
    expect(plain(formatCurrency(123456, 'EUR'))).toBe('1.234,56 €');
    expect(plain(formatCurrency(1500, 'JPY'))).toBe('1.500 ¥');
    expect(plain(formatCurrency(12345, 'KWD'))).toBe('12,345 KWD');
    expect(plain(formatCurrency(12345, 'KWD', 'en_us'))).toBe('KWD 12.345');
    expect(formatCurrency(1500, 'JPY', 'en_us')).toBe('¥1,500');
  });

  it('shows an amount without a currency as a plain number, one with an unknown code with the code after it', () => {
    expect(formatCurrency(123456, undefined, 'de_de')).toBe('1.234,56');
    expect(formatCurrency(123456, null, 'de_de')).toBe('1.234,56');
    expect(formatCurrency(500, 'XYZ1', 'de_de')).toBe('5,00 XYZ1');
    expect(formatCurrency(5, 'eur', 'en_us')).toBe('0.05 eur');
  });

  it('names currency signs and recognises codes', () => {
    expect(currencySymbol('EUR', 'de_de')).toBe('€');
    expect(currencySymbol('nope')).toBe('nope');
    expect([isCurrencyCode('CHF'), isCurrencyCode('chf'), isCurrencyCode('EURO')]).toEqual([true, false, false]);
  });
});
