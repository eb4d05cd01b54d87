import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../api/http';

/** A byte count as people read it, in the page's language: 10 MB, 512 KB. */
export function byteText(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/**
 * The text for a failed upload (`files` namespace): the server's 413 and 415 say what was wrong, 401 asks for a
 * login; anything else is the general failure. The size limit is read from the server's message when it names it.
 */
export function uploadErrorText(error: unknown, t: TFunction, locale: string): string {
  if (!(error instanceof ApiRequestError)) return t('files.uploadFailed');
  if (error.status === 413) {
    const max = /at most (\d+) bytes/.exec(error.message)?.[1];
    return max ? t('files.tooLarge', { max: byteText(Number(max), locale) }) : t('files.tooLargeUnknown');
  }
  if (error.status === 415) return t('files.unsupportedType');
  if (error.status === 401) return t('files.loginRequired');
  return t('files.uploadFailed');
}
