import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builderTexts, splitBuilderTexts } from './vite.mjs';

const GERMAN = new URL('../../locales/de_de/', import.meta.url);

describe('builder texts', () => {
  it('takes the settings and descriptions of widgets out, keeping their titles and the texts they show', () => {
    const bundle = { list: { empty: 'Leer' }, widgets: { Pager: { title: 'Seiten', description: 'Blättert', settings: { size: { title: 'Größe' } }, ui: { next: 'Weiter' } } } };
    expect(splitBuilderTexts(bundle)).toEqual({
      visitor: { list: { empty: 'Leer' }, widgets: { Pager: { title: 'Seiten', ui: { next: 'Weiter' } } } },
      builder: { widgets: { Pager: { description: 'Blättert', settings: { size: { title: 'Größe' } } } } },
    });
    expect(splitBuilderTexts({ list: { empty: 'Leer' } })).toEqual({ visitor: { list: { empty: 'Leer' } }, builder: null });
  });

  it('loses no German text: what the browser build keeps and what the editor fetches add up to each file', () => {
    const plugin = builderTexts({ split: true }) as unknown as {
      transform(code: string, id: string): { code: string } | null;
      load(this: { addWatchFile(file: string): void }, id: string): string;
    };
    const module = plugin.load.call({ addWatchFile: () => {} }, '\0virtual:builder-widget-texts');
    const taken = JSON.parse(module.replace(/^export default /, '').replace(/;$/, '')) as Record<string, { widgets: Record<string, object> }>;
    for (const file of readdirSync(GERMAN).filter((name) => name.endsWith('.json'))) {
      const namespace = file.replace(/\.json$/, '');
      const code = readFileSync(new URL(file, GERMAN), 'utf8');
      const transformed = plugin.transform(code, `/app/locales/de_de/${file}`);
      const visitor = JSON.parse(transformed?.code ?? code) as { widgets?: Record<string, object> };
      const original = JSON.parse(code) as { widgets?: Record<string, object> };
      if (/^(editor|editor-panels|backoffice|publishing)$/.test(namespace)) {
        expect(transformed).toBeNull();
        continue;
      }
      const widgets = Object.fromEntries(Object.entries(original.widgets ?? {}).map(([type]) => [type, { ...visitor.widgets?.[type], ...taken[namespace]?.widgets[type] }]));
      expect({ ...visitor, ...(original.widgets ? { widgets } : {}) }, namespace).toEqual(original);
    }
    expect(Object.keys(taken).length).toBeGreaterThan(10);
  });

  it('leaves the files whole and the module empty outside the browser build', () => {
    const plugin = builderTexts({ split: false }) as unknown as { transform(code: string, id: string): unknown; load(this: object, id: string): string };
    expect(plugin.transform('{"widgets":{"A":{"settings":{}}}}', '/app/locales/de_de/layout.json')).toBeNull();
    expect(plugin.load.call({}, '\0virtual:builder-widget-texts')).toBe('export default {};');
  });
});
