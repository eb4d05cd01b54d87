import { de, enUS, es, fr, type Locale } from 'date-fns/locale';

/** The date-fns locale of an interface language (`de_de`, …); German when unknown. */
const LOCALES: Record<string, Locale> = { de_de: de, en_us: enUS, es_es: es, fr_fr: fr };

export const dateLocaleOf = (language: string | undefined): Locale => LOCALES[language ?? ''] ?? de;
