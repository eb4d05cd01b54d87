/**
 * A duration in minutes read out in words in the UI language ('1 Stunde 30 Minuten', '1 hour 30 minutes') with
 * date-fns' formatDuration. Hours stay hours ('26 Stunden 5 Minuten'): intervalToDuration would turn them into
 * calendar days and months counted in local time, which is not what a work duration means.
 */
import { formatDuration } from 'date-fns';
import { dateLocaleOf } from './dateLocale';

export function durationInWords(minutes: number, language: string | undefined): string {
  const locale = dateLocaleOf(language);
  if (minutes === 0) return formatDuration({ minutes: 0 }, { format: ['minutes'], zero: true, locale });
  return formatDuration({ hours: Math.floor(minutes / 60), minutes: minutes % 60 }, { format: ['hours', 'minutes'], locale });
}
