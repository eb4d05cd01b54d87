import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, i18next } from '../i18n';
import { formatCurrency } from './currency';
import { formatDate, formatDateTime, formatDdMmYyyy, formatHHmm, formatNumber, formatPercent, formatTime, formatWeekday } from './format';

// Intl writes a narrow no-break space before € and %; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const march5 = new Date(2024, 2, 5, 8, 7).getTime();

describe('formatting', () => {
  beforeAll(() => void initI18n('de_de'));
  afterAll(() => void i18next.changeLanguage('de_de'));

  it('formats German numbers by default: dot grouping, decimal comma, one decimal when fractional', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1234.56)).toBe('1.234,6');
    expect(formatNumber(0.5)).toBe('0,5');
  });

  it('formats money from minor units', () => {
    expect(plain(formatCurrency(123456, 'EUR'))).toBe('1.234,56 €');
    expect(plain(formatCurrency(500, 'CHF'))).toBe('5,00 CHF');
    expect(formatCurrency(123456, 'EUR', 'en_us')).toBe('€1,234.56');
  });

  it('formats dates and times as dd.MM.yyyy and HH:mm in German', () => {
    expect(formatDate(march5)).toBe('05.03.2024');
    expect(formatTime(march5)).toBe('08:07');
    expect(formatDateTime(march5)).toBe('05.03.2024 08:07');
    expect([formatDateTime(null), formatDateTime(undefined)]).toEqual(['', '']);
    expect([formatWeekday(march5), formatWeekday(march5, 'en_us'), formatWeekday(march5, 'fr_fr')]).toEqual(['Di', 'Tue', 'mar.']);
    expect(plain(formatPercent(0.255))).toBe('25,5 %');
  });

  it('follows the chosen language', async () => {
    await i18next.changeLanguage('en_us');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatDate(march5)).toBe('03/05/2024');
    await i18next.changeLanguage('fr_fr');
    expect(plain(formatNumber(1234.5))).toBe('1 234,5');
    expect(formatDate(march5)).toBe('05/03/2024');
  });

  it('keeps the fixed spec patterns whatever the language', async () => {
    await i18next.changeLanguage('en_us');
    expect(formatDdMmYyyy(march5)).toBe('05.03.2024');
    expect(formatHHmm(march5)).toBe('08:07');
  });
});
