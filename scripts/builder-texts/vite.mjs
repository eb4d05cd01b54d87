// The German texts of widget settings (`widgets.<Type>.settings…`) and widget descriptions are read only in the
// editor (the settings panel and the palette), yet they sit in the namespaces of the widgets, which are part of the
// start-up bundle: about half of its German texts. In the browser build this plugin takes them out of those files
// and offers them as the module `virtual:builder-widget-texts` (namespace → the texts taken out), which
// `loadBuilderTexts` (runtime/i18n) fetches with the builder's own texts. Elsewhere (the server rendering, tests,
// the dev server) the files stay whole and the module is empty.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exactId } from '../vite-filters.mjs';

const MODULE = 'virtual:builder-widget-texts';
const GERMAN = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../locales/de_de');
const RESOLVED = `\0${MODULE}`;
const VISITOR_FILE = /\/locales\/de_de\/([\w-]+)\.json$/;
const BUILDER_NAMESPACES = /^(editor|editor-panels|backoffice|publishing)$/;

/** Splits a namespace's texts: what a visitor's page needs, and the builder-only texts of its widgets. */
export function splitBuilderTexts(bundle) {
  const widgets = bundle.widgets;
  if (!widgets || typeof widgets !== 'object') return { visitor: bundle, builder: null };
  const kept = {};
  const taken = {};
  for (const [type, texts] of Object.entries(widgets)) {
    if (!texts || typeof texts !== 'object') {
      kept[type] = texts;
      continue;
    }
    const { settings, description, ...rest } = texts;
    kept[type] = rest;
    const builderOnly = {};
    if (settings !== undefined) builderOnly.settings = settings;
    if (description !== undefined) builderOnly.description = description;
    if (Object.keys(builderOnly).length) taken[type] = builderOnly;
  }
  if (!Object.keys(taken).length) return { visitor: bundle, builder: null };
  return { visitor: { ...bundle, widgets: kept }, builder: { widgets: taken } };
}

export function builderTexts({ split }) {
  return {
    name: 'baukasten-builder-texts',
    enforce: 'pre',
    resolveId: { filter: { id: exactId(MODULE) }, handler: () => RESOLVED },
    load: {
      filter: { id: exactId(RESOLVED) },
      handler() {
        if (!split) return 'export default {};';
        // Read from the files themselves: the build loads modules in parallel, so the transforms below may not all
        // have run yet.
        const parts = {};
        for (const file of readdirSync(GERMAN).filter((name) => name.endsWith('.json')).sort()) {
          const namespace = file.slice(0, -'.json'.length);
          if (BUILDER_NAMESPACES.test(namespace)) continue;
          this.addWatchFile(path.join(GERMAN, file));
          const { builder } = splitBuilderTexts(JSON.parse(readFileSync(path.join(GERMAN, file), 'utf8')));
          if (builder) parts[namespace] = builder;
        }
        return `export default ${JSON.stringify(parts)};`;
      },
    },
    transform: {
      filter: { id: /\/locales\/de_de\/[\w-]+\.json(\?.*)?$/ },
      handler(code, id) {
        if (!split) return null;
        const match = VISITOR_FILE.exec(id.split('?')[0]);
        if (!match || BUILDER_NAMESPACES.test(match[1])) return null;
        const { visitor, builder } = splitBuilderTexts(JSON.parse(code));
        if (!builder) return null;
        return { code: JSON.stringify(visitor), map: null };
      },
    },
  };
}
