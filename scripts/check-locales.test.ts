import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every key of every namespace exists in all four languages, so no locale ever shows a raw key.
const root = path.resolve(__dirname, '../locales');
const languages = readdirSync(root);

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

describe('locales', () => {
  it('has the four languages', () => {
    expect(languages.sort()).toEqual(['de_de', 'en_us', 'es_es', 'fr_fr']);
  });
  const namespaces = readdirSync(path.join(root, 'de_de'));
  // The shared translation hook walks a key's path through the texts (runtime/i18n/useSharedTranslation.ts): a key
  // with a dot in its name would be found by i18next but not by that walk.
  it('has no key with a dot in its name', () => {
    const dotted: string[] = [];
    const visit = (value: unknown, where: string) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      for (const [name, child] of Object.entries(value)) {
        if (name.includes('.')) dotted.push(`${where}: ${name}`);
        visit(child, `${where}/${name}`);
      }
    };
    for (const language of languages) for (const ns of namespaces) visit(JSON.parse(readFileSync(path.join(root, language, ns), 'utf8')), `${language}/${ns}`);
    expect(dotted).toEqual([]);
  });
  for (const ns of namespaces) {
    it(`${ns} has the same keys in every language`, () => {
      const reference = keys(JSON.parse(readFileSync(path.join(root, 'de_de', ns), 'utf8'))).sort();
      for (const language of languages) {
        const file = path.join(root, language, ns);
        const actual = keys(JSON.parse(readFileSync(file, 'utf8'))).sort();
        expect({ language, keys: actual }).toEqual({ language, keys: reference });
      }
    });
  }
});
