import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builderTexts, splitBuilderTexts } from './vite.mjs';

const GERMAN = new URL('../../locales/de_de/', import.meta.url);

/** The plugin's hooks as Vite sees them: a filter on the module id and the handler. */
interface Hooks<T> {
  transform: { filter: { id: RegExp }; handler(code: string, id: string): T };
  load: { filter: { id: RegExp }; handler(this: { addWatchFile(file: string): void }, id: string): string };
}

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
    const plugin = builderTexts({ split: true }) as unknown as Hooks<{ code: string } | null>;
    const module = plugin.load.handler.call({ addWatchFile: () => {} }, '\0virtual:builder-widget-texts');
    const taken = JSON.parse(module.replace(/^export default /, '').replace(/;$/, '')) as Record<string, { widgets: Record<string, object> }>;
    for (const file of readdirSync(GERMAN).filter((name) => name.endsWith('.json'))) {
      const namespace = file.replace(/\.json$/, '');
      const code = readFileSync(new URL(file, GERMAN), 'utf8');
      expect(plugin.transform.filter.id.test(`/app/locales/de_de/${file}`), file).toBe(true);
      const transformed = plugin.transform.handler(code, `/app/locales/de_de/${file}`);
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
    const plugin = builderTexts({ split: false }) as unknown as Hooks<unknown>;
    expect(plugin.transform.handler('{"widgets":{"A":{"settings":{}}}}', '/app/locales/de_de/layout.json')).toBeNull();
    expect(plugin.load.handler.call({ addWatchFile: () => {} }, '\0virtual:builder-widget-texts')).toBe('export default {};');
  });

  it('runs its hooks only for its own module and the German files (hook filters)', () => {
    const plugin = builderTexts({ split: true }) as unknown as Hooks<unknown>;
    expect(plugin.load.filter.id.test('\0virtual:builder-widget-texts')).toBe(true);
    expect(plugin.load.filter.id.test('/app/src/main.tsx')).toBe(false);
    expect(plugin.transform.filter.id.test('/app/locales/en_us/layout.json')).toBe(false);
    expect(plugin.transform.filter.id.test('/app/locales/de_de/layout.json?import')).toBe(true);
  });
});
