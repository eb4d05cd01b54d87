import { de, enUS, es, fr, type Locale } from 'date-fns/locale';

/** The date-fns locale of a UI language (German by default): month and day names, the first day of the week. */
const LOCALES: Record<string, Locale> = { de_de: de, en_us: enUS, es_es: es, fr_fr: fr };

export function dateLocaleOf(language: string | undefined): Locale {
  return (language && LOCALES[language]) || de;
}
