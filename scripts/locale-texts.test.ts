import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What the key check (check-locales.test.ts) cannot see: texts left in another language, quotation marks of the
// wrong language and counts that are not pluralised. Each rule lists what it found, so a failure names the keys.
const root = path.resolve(__dirname, '../locales');
type Texts = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Texts): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, into);
  } else if (typeof value === 'string') {
    into.set(prefix, value);
  }
}

function texts(language: string): Texts {
  const all: Texts = new Map();
  for (const file of readdirSync(path.join(root, language))) {
    flatten(JSON.parse(readFileSync(path.join(root, language, file), 'utf8')), `${file.replace(/\.json$/, '')}:`, all);
  }
  return all;
}

const languages = { de: texts('de_de'), en: texts('en_us'), es: texts('es_es'), fr: texts('fr_fr') };

/** Words of a text without its placeholders (`{{name}}`, `${name}`); a hyphenated word ('Back-office') is one. */
const words = (text: string) => text.replace(/\{\{\w+\}\}|\$\{\w+\}/g, ' ').match(/\p{L}[\p{L}-]{2,}/gu) ?? [];

/**
 * Texts the original widgets show in English in every language, kept verbatim because builders and their
 * tests look for exactly these words; and names that are the same everywhere.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'data:storeHtml.noHtml', 'actions:randomJoke.failed', 'actions:deleteEntity.noEntityId', 'actions:imageSlider.unavailable',
  'inputs:search.unusableQuery', 'inputs:storeSelect.notRegistered', 'misc:iframe.unsupported', 'misc:webComponent.loading',
  'misc:webComponent.failed', 'offline:ms365.notFound', 'stores:noStore', 'editor-panels:apps.kinds.CMS', 'board:widgets.GoogleMaps.title', 'ui:language.fr_fr',
]);

function leaks(language: Texts, source: Texts): string[] {
  return [...language].filter(([key, text]) => !SAME_IN_EVERY_LANGUAGE.has(key) && source.get(key) === text && words(text).length >= 2).map(([key]) => key);
}

const matching = (language: Texts, pattern: RegExp) => [...language].filter(([, text]) => pattern.test(text)).map(([key]) => key);

describe('locale texts', () => {
  it('German, Spanish and French texts are not left in English', () => {
    expect({ de: leaks(languages.de, languages.en), es: leaks(languages.es, languages.en), fr: leaks(languages.fr, languages.en) }).toEqual({ de: [], es: [], fr: [] });
  });

  it('English, Spanish and French texts are not left in German', () => {
    expect({ en: leaks(languages.en, languages.de), es: leaks(languages.es, languages.de), fr: leaks(languages.fr, languages.de) }).toEqual({ en: [], es: [], fr: [] });
  });

  it('German quotation marks („…“) only in German, guillemets only in Spanish and French', () => {
    const found = {
      en: matching(languages.en, /[„«»]/),
      es: matching(languages.es, /„/),
      fr: matching(languages.fr, /„/),
      de: matching(languages.de, /[«»]/),
    };
    expect(found).toEqual({ en: [], es: [], fr: [], de: [] });
  });

  it('counts are pluralised: no "(s)" or "(en)" hints, and a number before a noun only in _one/_other texts', () => {
    const hint = /\p{L}\((s|en|es|e|n|x)\)/u;
    const countedNoun = /\{\{count\}\}\s+(?!(of|von|de|sur|per|pro|por|par|in|en|dans)\b)\p{L}/u;
    for (const [name, language] of Object.entries(languages)) {
      const hints = [...language].filter(([, text]) => hint.test(text.replace(/http\(s\)/g, ''))).map(([key]) => key);
      const unpluralised = [...language].filter(([key, text]) => countedNoun.test(text) && !/_(zero|one|two|few|many|other)$/.test(key)).map(([key]) => key);
      expect({ name, hints, unpluralised }).toEqual({ name, hints: [], unpluralised: [] });
    }
  });

  it('one spelling of the back-office per language', () => {
    const spellings = (language: Texts) => new Set([...language.values()].flatMap((text) => text.match(/back[- ]?office/gi) ?? []).map((word) => word.toLowerCase()));
    for (const language of Object.values(languages)) expect(spellings(language).size).toBeLessThanOrEqual(1);
  });
});
