import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { specDir, specTypes } from '../widget-list/lists.mjs';
import { stripSchemaTexts } from './vite.mjs';

/** A title or description given as an i18n key literally (template literals with a placeholder are computed). */
const TEXT_KEY = /\b(title|description):\s*(['"`])widgets\.[^'"`$]*\2/;

describe('stripSchemaTexts', () => {
  it('takes out title and description i18n keys wherever they sit in an object', () => {
    expect(stripSchemaTexts("f({ a: 1, title: 'widgets.A.title', b: { description: `widgets.B`, type: 'string' } });"))
      .toBe("f({ a: 1, b: { type: 'string' } });");
    expect(stripSchemaTexts("f({ a: 1 as number, title: 'widgets.A.title', description: 'widgets.A.d', });")).toBe('f({ a: 1 as number});');
    expect(stripSchemaTexts("f({ title: 'widgets.A.title', description: 'widgets.A.d', });")).toBe('f({ });');
    expect(stripSchemaTexts("f({ a: 1, // one\n  title: 'widgets.A.title', // two\n  b: 2 });")).toBe('f({ a: 1, // one\n  b: 2 });');
  });

  it('keeps a setting named title, texts that are not i18n keys and computed values', () => {
    const source = "f({ title: { title: 'widgets.T.settings.title.title', type: 'string', default: 'Mein Titel' }, x: { title: 'Kein Schlüssel', description: key('d') } });";
    expect(stripSchemaTexts(source)).toBe("f({ title: { type: 'string', default: 'Mein Titel' }, x: { title: 'Kein Schlüssel', description: key('d') } });");
  });

  it('leaves every widget spec valid TypeScript without a title or description key, and nothing else changed', () => {
    for (const type of specTypes()) {
      const file = path.join(specDir, `${type}.ts`);
      const source = readFileSync(file, 'utf8');
      const stripped = stripSchemaTexts(source, file);
      expect(parseSync(file, stripped).errors, type).toEqual([]);
      expect(stripped, type).not.toMatch(TEXT_KEY);
      // what was taken out is exactly the text keys, with their separators
      const withoutTexts = (text: string) => text.replace(new RegExp(TEXT_KEY.source, 'g'), '').replace(/[\s,]/g, '');
      expect(withoutTexts(stripped), type).toBe(withoutTexts(source));
    }
  });
});
