import { intlLocale } from '../../../runtime/i18n';

/** Dates in the interface language (de_de → 23.05.2025, 14:03). Money: formatCurrency of runtime/format. */
export function formatDateTime(epochMs: number | null | undefined, language?: string): string {
  if (typeof epochMs !== 'number') return '';
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}
