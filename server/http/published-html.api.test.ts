import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import * as serverRendering from '../../src/ssr/entry-server';
import { EMBEDDED_PAGE_ELEMENT_ID, type EmbeddedPage } from '../../model/publishing/embeddedPage.js';
import { useTestServer } from '../test/use-test-server.js';
import { appPageHtml } from './app-html.js';
import { loadPublishedPageRenderer, publishedPageRendererOf, type PublishedPageRenderer } from './published-html.js';

// The HTML of published pages rendered on the server (docs/publishing.md, "The HTML carries the page"), with the
// server rendering module from its sources (the built bundle exports the same) and a stand-in for the built
// index.html and its manifest.
const dist = mkdtempSync(path.join(os.tmpdir(), 'baukasten-ssr-'));
const TEMPLATE = '<!doctype html><html lang="de-DE"><head><meta charset="UTF-8" /><title>Baukasten</title>'
  + '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
mkdirSync(path.join(dist, '.vite'));
writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_hero-helper.js': { file: 'assets/hero-helper-2.js', imports: ['_shared.js'] },
  'runtime/widgets/content/Hero.tsx': { file: 'assets/Hero-3.js', isDynamicEntry: true, imports: ['_hero-helper.js'] },
  'runtime/widgets/basic/Text.tsx': { file: 'assets/Text-4.js', isDynamicEntry: true },
  'runtime/widgets/charts/Chart.tsx': { file: 'assets/Chart-5.js', isDynamicEntry: true },
  'src/shell/PublishedAppRoute.tsx': { file: 'assets/PublishedAppRoute-6.js', isDynamicEntry: true },
}));

/** The real renderer; `failing` makes the next renders throw, as a broken widget would. */
let failing = false;
let renders = 0;
/** While set, renders wait for it, as slow ones would. */
let held: Promise<void> | null = null;
const renderer: PublishedPageRenderer = {
  renderPublishedPage: async (page) => {
    renders++;
    await held;
    if (failing) throw new Error('render broke');
    return serverRendering.renderPublishedPage(page);
  },
};
const server = useTestServer({ config: { staticDir: dist, analyticsKey: 'ak-1' }, publishedPageRenderer: renderer });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A GET naming the host (the domain decides which application a page belongs to); `raw` is the body as sent. */
function getPage(host: string, pagePath: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string; raw: Buffer }>((resolve, reject) => {
    request(`${server.baseUrl}${pagePath}`, { method, headers: { host, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: response.statusCode!, headers: response.headers, body: raw.toString('utf8'), raw });
      });
    }).on('error', reject).end();
  });
}

/** index.html as the server answers pages it does not render: with the runtime config in its head (app-html.ts). */
const plainPage = async () => appPageHtml(TEMPLATE, (await server.call('GET', '/api/runtime-config')).body, []);

const rootOf = (html: string) => /<div id="root" inert>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
function embeddedOf(html: string): EmbeddedPage | null {
  const match = new RegExp(`<script type="application/json" id="${EMBEDDED_PAGE_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]) as EmbeddedPage) : null;
}

let domains = 0;
const applicationIds = new Map<string, string>();
async function publishApp(pages: { path: string; title: string; authenticationRequired?: boolean; text: string }[]) {
  const domain = `ssr${++domains}.example.com`;
  const content = pages.map((page, index) => ({
    path: page.path,
    title: page.title,
    authenticationRequired: page.authenticationRequired ?? false,
    widget: { id: `root${index}`, type: 'Container', settings: {}, slots: { children: [{ id: `text${index}`, type: 'Text', settings: { text: page.text } }] } },
  }));
  const created = await server.call('POST', '/api/applications', { token: server.admin, body: { name: 'Seite', schemaVersion: 1, domain, content } });
  expect(created.status).toBe(201);
  expect((await server.call('POST', '/api/applicationversions', { token: server.admin, body: { applicationId: created.body.id } })).status).toBe(201);
  applicationIds.set(domain, created.body.id as string);
  return domain;
}

describe('a published page rendered on the server', () => {
  it('carries the page: its text in the root element, the application and runtime config as JSON, the title', async () => {
    const page = await getPage('localhost', '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const root = rootOf(page.body);
    expect(root).toContain('Willkommen im Demo-Shop');
    expect(root).toContain('data-widget-id="home-hero"');
    // The product lists load their data in the browser: on the server they show their loading state.
    expect(root).toContain('data-testid="loading-state"');
    expect(page.body).toContain('<title>Demo-Shop</title>');

    const embedded = embeddedOf(page.body)!;
    expect(embedded.domain).toBe('localhost');
    expect(embedded.runtimeConfig).toEqual((await server.call('GET', '/api/runtime-config')).body);
    const byDomain = (await server.call('GET', '/api/applications/by-domain?domain=localhost')).body;
    expect(embedded.application.tenantId).toBe(byDomain.tenantId);
    expect((embedded.application.document as { content: unknown[] }).content).toEqual(byDomain.content);
    expect(embedded.widgetTypes).toEqual(expect.arrayContaining(['Hero', 'ProductList', 'Container', 'Heading']));
    expect(embedded.widgetTypes).not.toContain('CartDetails'); // another page's widget
  });

  it('is sent Brotli- or gzip-compressed as the browser accepts, plain to one that accepts neither', async () => {
    const plain = await getPage('localhost', '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await getPage('localhost', '/', 'GET', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.raw.length).toBeLessThan(plain.raw.length / 3);
    expect(rootOf(brotliDecompressSync(brotli.raw).toString('utf8'))).toContain('Willkommen im Demo-Shop');
    const gzipped = await getPage('localhost', '/', 'GET', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.raw).toString('utf8')).toBe(plain.body);
    // A kept page is compressed once: the next visitor gets the same bytes, still the whole page.
    const again = await getPage('localhost', '/', 'GET', { 'accept-encoding': 'br' });
    expect(again.raw.equals(brotli.raw)).toBe(true);
    expect(brotliDecompressSync(again.raw).toString('utf8')).toBe(plain.body);
  });

  it('preloads the chunks of the page and its widgets that index.html does not load already', async () => {
    const page = await getPage('localhost', '/');
    const preloads = [...page.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads).toEqual(expect.arrayContaining(['/assets/Hero-3.js', '/assets/hero-helper-2.js', '/assets/PublishedAppRoute-6.js']));
    expect(preloads).not.toContain('/assets/shared-1.js');
    expect(preloads).not.toContain('/assets/Chart-5.js');
    expect(preloads).not.toContain('/assets/Text-4.js');
  });

  it('keeps the security policy: no inline script may run, the page data is a JSON script element', async () => {
    const page = await getPage('localhost', '/');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.filter((attributes) => !/type="application\/json"|\bsrc=/.test(attributes))).toEqual([]);
  });

  it('escapes the page data against ending its script element, whatever the texts hold', async () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028 </SCRIPT >';
    const domain = await publishApp([{ path: '', title: '</title><script>alert(2)</script>', text: hostile }]);
    const page = await getPage(domain, '/');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body.match(/<\/script>/gi)).toHaveLength(2); // the app's module script and the page data
    const embedded = embeddedOf(page.body)!;
    const document = embedded.application.document as { content: { widget: { slots: { children: { settings: { text: string } }[] } } }[] };
    expect(document.content[0].widget.slots.children[0].settings.text).toBe(hostile);
    expect(rootOf(page.body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(page.body).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt;</title>');
  });

  it('renders nothing of a page that needs a login, and the matched page of a path', async () => {
    const domain = await publishApp([
      { path: '', title: 'Start', text: 'Öffentlicher Text' },
      { path: 'intern', title: 'Intern', authenticationRequired: true, text: 'Nur für Angemeldete' },
    ]);
    const internal = await getPage(domain, '/intern');
    expect(internal.status).toBe(200);
    expect(rootOf(internal.body)).not.toContain('Nur für Angemeldete');
    expect(rootOf(internal.body)).not.toContain('Öffentlicher Text');
    const start = await getPage(domain, '/?from=mail');
    expect(rootOf(start.body)).toContain('Öffentlicher Text');
  });

  it('is inert until the browser has taken it over, and leaves an unknown path to the browser', async () => {
    const domain = await publishApp([{ path: '', title: 'Start', text: 'Öffentlicher Text' }]);
    // Readable at once, but no click or keystroke reaches it before hydration (the browser lifts inert then).
    expect((await getPage(domain, '/')).body).toContain('<div id="root" inert>');
    // No content entry: the browser shows its not-found page and reports the path, as without server rendering.
    expect((await getPage(domain, '/gibt/es/nicht')).body).toBe(await plainPage());
  });

  it('answers the plain index.html where it renders nothing: other domains, unpublished apps, builder pages, HEAD', async () => {
    const created = await server.call('POST', '/api/applications', {
      token: server.admin,
      body: { name: 'Entwurf', schemaVersion: 1, domain: 'draft.example.com', content: [{ path: '', title: 'x', widget: { id: 'r', type: 'Container', settings: {} } }] },
    });
    expect(created.status).toBe(201);
    for (const [host, pagePath] of [['nowhere.example.com', '/'], ['draft.example.com', '/'], ['localhost', '/editor'], ['localhost', '/login'], ['localhost', '/backoffice/pim']]) {
      const page = await getPage(host, pagePath);
      expect(page.status, `${host}${pagePath}`).toBe(200);
      expect(page.body, `${host}${pagePath}`).toBe(await plainPage());
    }
    expect((await getPage('localhost', '/', 'HEAD')).status).toBe(200);
    expect((await getPage('localhost', '/api/nothing')).status).toBe(404);
  });

  it('falls back to the plain index.html when rendering fails, never a 500, and tries again for the next visitor', async () => {
    failing = true;
    try {
      const page = await getPage('localhost', '/?render=fails');
      expect(page.status).toBe(200);
      expect(page.body).toBe(await plainPage());
    } finally {
      failing = false;
    }
    expect(rootOf((await getPage('localhost', '/?render=fails')).body)).toContain('Willkommen im Demo-Shop');
  });

  it('leaves pages to the browser while four renders are under way, so a flood of new URLs queues no renders', async () => {
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    const before = renders;
    try {
      const slow = [1, 2, 3, 4].map((n) => getPage('localhost', `/?flood=${n}`));
      await expect.poll(() => renders - before).toBe(4);
      const meanwhile = await getPage('localhost', '/?flood=5');
      expect(meanwhile.status).toBe(200);
      expect(meanwhile.body).toBe(await plainPage());
      expect(renders - before).toBe(4);
      release();
      for (const page of await Promise.all(slow)) expect(rootOf(page.body)).toContain('Willkommen im Demo-Shop');
    } finally {
      held = null;
      release();
    }
    expect(rootOf((await getPage('localhost', '/?flood=5')).body)).toContain('Willkommen im Demo-Shop');
  });

  it('renders a page once for its visitors, and anew once a new version is published', async () => {
    const domain = await publishApp([{ path: '', title: 'Start', text: 'Erste Fassung' }]);
    const before = renders;
    const [first, second] = await Promise.all([getPage(domain, '/'), getPage(domain, '/')]);
    expect(rootOf(first.body)).toContain('Erste Fassung');
    expect(second.body).toBe(first.body);
    expect((await getPage(domain, '/')).body).toBe(first.body);
    expect(renders - before).toBe(1);

    const id = applicationIds.get(domain)!;
    const draft = (await server.call('GET', `/api/applications/${id}`, { token: server.admin })).body;
    draft.content[0].widget.slots.children[0].settings.text = 'Zweite Fassung';
    const saved = await server.call('PUT', `/api/applications/${id}`, { token: server.admin, body: draft, headers: { 'If-Match': String(draft.version) } });
    expect(saved.status).toBe(200);
    expect((await server.call('POST', '/api/applicationversions', { token: server.admin, body: { applicationId: id } })).status).toBe(201);
    expect(rootOf((await getPage(domain, '/')).body)).toContain('Zweite Fassung');
    expect(renders - before).toBe(2);
  });
});

describe('the server rendering bundle', () => {
  it('is used only when it is there and exports the renderer; otherwise the browser renders (logged, the server starts)', async () => {
    const errors: string[] = [];
    const log = { error: (_details: unknown, message: string) => void errors.push(message) };
    const folder = (name: string, entry?: string) => {
      const dir = path.join(dist, name);
      mkdirSync(dir);
      if (entry !== undefined) writeFileSync(path.join(dir, 'entry-server.js'), entry);
      return dir;
    };
    expect(await loadPublishedPageRenderer(folder('ssr-none'), log)).toBeNull();
    expect(errors).toEqual([]);
    expect(await loadPublishedPageRenderer(folder('ssr-empty', 'export {};\n'), log)).toBeNull();
    expect(await loadPublishedPageRenderer(folder('ssr-broken', "throw new Error('broken bundle');\n"), log)).toBeNull();
    expect(errors).toHaveLength(2);
    const renderer = await loadPublishedPageRenderer(folder('ssr-built', 'export async function renderPublishedPage() { return null; }\n'), log);
    expect(typeof renderer?.renderPublishedPage).toBe('function');
  });

  it('is loaded again when a new build replaces it under the running server, and is none while there is none', async () => {
    const log = { error: () => undefined };
    const dir = path.join(dist, 'ssr-rebuilt');
    const entry = path.join(dir, 'entry-server.js');
    const bundle = (build: string) => `export async function renderPublishedPage() { return { html: '${build}', embedded: {} }; }\n`;
    const current = publishedPageRendererOf(dir, log);
    const rendered = async () => (await (await current())?.renderPublishedPage({ url: '/', domain: 'd', application: {}, runtimeConfig: {}, timeoutMs: 1 }))?.html;
    expect(await current()).toBeNull();
    mkdirSync(dir);
    writeFileSync(entry, bundle('first build'));
    expect(await rendered()).toBe('first build');
    expect(await current()).toBe(await current()); // kept while the file stays
    writeFileSync(entry, bundle('second build'));
    utimesSync(entry, 2_000_000, 2_000_000);
    expect(await rendered()).toBe('second build');
  });
});
