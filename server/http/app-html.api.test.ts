import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../../model/publishing/embeddedPage.js';
import { useTestServer } from '../test/use-test-server.js';
import { appPageHtml, EDITOR_PRELOAD_MIN_BYTES, modulePreloads } from './app-html.js';

// index.html as the server answers the builder's pages and every page it does not render (docs/editor.md,
// "Opening fast"): the runtime config in the head, and on the editor of an application preloads for its code, from
// a stand-in for the built index.html and its manifest.
const dist = mkdtempSync(path.join(os.tmpdir(), 'baukasten-app-html-'));
const TEMPLATE = '<!doctype html><html lang="de-DE"><head><meta charset="UTF-8" /><title>Baukasten</title>'
  + '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
mkdirSync(path.join(dist, '.vite'));
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-abc.css'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_chakra.js': { file: 'assets/chakra-2.js', imports: ['_shared.js'] },
  'src/app/BuilderSystem.tsx': { file: 'assets/BuilderSystem-3.js', isDynamicEntry: true, imports: ['_chakra.js'], css: ['assets/BuilderSystem-3.css'] },
  'editor/screen/EditorScreen.tsx': { file: 'assets/EditorScreen-4.js', isDynamicEntry: true, imports: ['_chakra.js', '_shared.js'] },
  'editor/screen/LoadedWorkspace.tsx': { file: 'assets/LoadedWorkspace-5.js', isDynamicEntry: true, imports: ['_workspace.js'] },
  '_workspace.js': { file: 'assets/EditorWorkspace-6.js', imports: ['_chakra.js'], css: ['assets/EditorWorkspace-6.css', 'assets/index-abc.css'] },
  'src/backoffice/BackofficePage.tsx': { file: 'assets/BackofficePage-7.js', isDynamicEntry: true },
};
writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
// The chunks themselves: only those of at least EDITOR_PRELOAD_MIN_BYTES get a preload link (LoadedWorkspace-5.js is
// missing altogether, which counts as small).
mkdirSync(path.join(dist, 'assets'));
for (const [file, size] of [['BuilderSystem-3.js', EDITOR_PRELOAD_MIN_BYTES], ['chakra-2.js', 100_000], ['EditorScreen-4.js', EDITOR_PRELOAD_MIN_BYTES - 1], ['EditorWorkspace-6.js', 125_000]] as const) {
  writeFileSync(path.join(dist, 'assets', file), 'x'.repeat(size));
}
// A key with characters that must not end the script element it travels in.
const server = useTestServer({ config: { staticDir: dist, analyticsKey: 'ak-1</script><script>alert(1)</script>' } });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// The editor's chunks of at least EDITOR_PRELOAD_MIN_BYTES (EditorScreen-4.js and LoadedWorkspace-5.js are smaller).
const EDITOR_CHUNKS = ['assets/BuilderSystem-3.js', 'assets/chakra-2.js', 'assets/EditorWorkspace-6.js'];

async function page(pagePath: string) {
  const response = await fetch(`${server.baseUrl}${pagePath}`);
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), csp: response.headers.get('content-security-policy'), body: await response.text() };
}

const stylesheetsOf = (html: string) => [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);
const configOf = (html: string) => {
  const text = new RegExp(`<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};

describe('index.html with the runtime config and the editor preloads', () => {
  it('carries what GET /api/runtime-config answers on every page it does not render, never cached', async () => {
    const expected = (await server.call('GET', '/api/runtime-config')).body;
    expect(expected.analyticsKey).toContain('</script>');
    for (const pagePath of ['/editor/apps/a1', '/editor', '/login', '/backoffice/pim/products', '/shop/page?x=1']) {
      const answer = await page(pagePath);
      expect(answer.status, pagePath).toBe(200);
      expect(answer.type, pagePath).toMatch(/^text\/html/);
      expect(answer.cache, pagePath).toBe('no-cache');
      expect(answer.csp, pagePath).toMatch(/script-src 'self'/); // data only: no inline script allowed or needed
      expect(configOf(answer.body), pagePath).toEqual(expected);
      // The key's markup stays inside the JSON: the page has the one script element of the template and the data.
      expect(answer.body.match(/<script/g), pagePath).toHaveLength(2);
      expect(answer.body, pagePath).toContain('<div id="root"></div>');
    }
  });

  it('preloads the large chunks and the stylesheets of the editor on an application, without those index.html loads anyway', async () => {
    for (const pagePath of ['/editor/apps/a1', '/editor/apps/a1?page=%2Fkontakt', '/editor/apps/a1/']) {
      const html = (await page(pagePath)).body;
      expect(preloadsOf(html).sort(), pagePath).toEqual([...EDITOR_CHUNKS].sort());
      expect(stylesheetsOf(html).sort(), pagePath).toEqual(['assets/BuilderSystem-3.css', 'assets/EditorWorkspace-6.css']);
    }
    for (const pagePath of ['/editor', '/editor/compounds/c1', '/login', '/backoffice/pim', '/editor/apps/a1/more']) {
      const html = (await page(pagePath)).body;
      expect(preloadsOf(html), pagePath).toEqual([]);
      expect(stylesheetsOf(html), pagePath).toEqual([]);
    }
  });

  it('leaves the API alone: an unknown API path stays a 404 in the error envelope', async () => {
    const answer = await page('/api/nothing');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).error.code).toBe('NOT_FOUND');
  });
});

describe('appPageHtml and modulePreloads', () => {
  it('adds nothing to an index.html without a head, and no preloads without a manifest', () => {
    expect(appPageHtml('<div id="root"></div>', { analyticsKey: 'k' }, ['assets/a.js'])).toBe('<div id="root"></div>');
    expect(modulePreloads(null, ['editor/screen/EditorScreen.tsx'])).toEqual([]);
  });

  it('skips modules the manifest does not know', () => {
    expect(modulePreloads(MANIFEST, ['nowhere.tsx', 'src/backoffice/BackofficePage.tsx'])).toEqual(['assets/BackofficePage-7.js']);
  });
});
