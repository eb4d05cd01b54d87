import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeUTF8 } from 'entities';
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { EMBEDDED_PAGE_ELEMENT_ID, scriptSafeJson, type EmbeddedPage } from '../../model/publishing/embeddedPage.js';
import { publishedApplicationOf } from '../resources/routes/by-domain.js';
import { builtTemplateOf, modulePreloadLinks, modulePreloads, type BuiltTemplate, type Manifest } from './app-html.js';
import { runtimeConfigOf } from './runtime-config-route.js';
import { isBuilderPath } from './security-headers.js';

/**
 * The HTML of a published page, rendered on the server (docs/publishing.md, "The HTML carries the page"): the
 * page's markup inside the app's root element, the runtime config and the loaded application as JSON in a
 * `type="application/json"` script element (data, never run: the security policy stays as strict as before),
 * `<link rel="modulepreload">` for the code the page needs and the page's title.
 *
 * The rendering itself is React's and lives in the server rendering bundle built from src/ssr/entry-server.tsx
 * with `vite build --ssr`; this module loads the built bundle, so the server's own code never imports React.
 * Whatever goes wrong (no bundle, an error while rendering, a render slower than RENDER_TIMEOUT_MS) falls back to
 * the plain index.html, which the browser renders as before: logged, never a 500.
 */
export interface PublishedPageRenderer {
  renderPublishedPage(request: {
    url: string;
    domain: string;
    application: unknown;
    runtimeConfig: Record<string, unknown>;
    timeoutMs: number;
  }): Promise<{ html: string; title?: string; embedded: EmbeddedPage } | null>;
}

/** Longer than any page should take; past it the visitor's browser renders the page itself. */
const RENDER_TIMEOUT_MS = 3000;
/** How many rendered pages are kept, and how long (published-html.ts, createPublishedPageHtml). */
const RENDER_CACHE_PAGES = 50;
const RENDER_CACHE_MS = 60_000;
/**
 * Renders under way at once; a page not kept yet beyond that goes to the browser to render. Rendering holds the
 * server's only thread, and a URL with a new query string is a new page: a flood of them must not queue renders.
 */
const MAX_RENDERS_AT_ONCE = 4;

export const SSR_ENTRY = 'entry-server.js';

export function ssrDirOf(config: Pick<ServerConfig, 'staticDir' | 'ssrDir'>): string {
  return config.ssrDir ?? `${config.staticDir}-ssr`;
}

/**
 * The built server rendering bundle, or null when there is none or it cannot be used (the pages are then rendered
 * in the browser): a broken bundle must not keep the server from starting.
 */
export async function loadPublishedPageRenderer(ssrDir: string, log: { error(details: object, message: string): void }, query = ''): Promise<PublishedPageRenderer | null> {
  const entry = path.join(ssrDir, SSR_ENTRY);
  if (!existsSync(entry)) return null;
  try {
    const module = (await import(pathToFileURL(entry).href + query)) as Partial<PublishedPageRenderer>;
    if (typeof module.renderPublishedPage === 'function') return module as PublishedPageRenderer;
    log.error({ entry }, 'The server rendering bundle exports no renderPublishedPage; published pages are rendered by the browser');
  } catch (error) {
    log.error({ err: error, entry }, 'The server rendering bundle cannot be loaded; published pages are rendered by the browser');
  }
  return null;
}

/**
 * The current server rendering bundle, loaded again when its entry file changes (`npm start` puts a new build in
 * place under the running server, scripts/start.mjs); null while there is none.
 */
export function publishedPageRendererOf(ssrDir: string, log: { error(details: object, message: string): void }): () => Promise<PublishedPageRenderer | null> {
  const entry = path.join(ssrDir, SSR_ENTRY);
  let loaded: { stamp: number; renderer: Promise<PublishedPageRenderer | null> } | null = null;
  return () => {
    const stamp = statSync(entry, { throwIfNoEntry: false })?.mtimeMs;
    if (stamp === undefined) return Promise.resolve(null);
    // The first load takes the plain path; a later build's bundle gets a new URL, or Node would answer the old module.
    if (loaded?.stamp !== stamp) loaded = { stamp, renderer: loadPublishedPageRenderer(ssrDir, log, loaded ? `?build=${stamp}` : '') };
    return loaded.renderer;
  };
}

/**
 * The modules every server-rendered page runs besides its widgets: its start (src/shell/preparePublishedPage.ts),
 * the published route, the view, the widget registry.
 */
const PUBLISHED_MODULES = ['src/shell/preparePublishedPage.ts', 'src/shell/PublishedAppRoute.tsx', 'runtime/app/ApplicationView.tsx', 'runtime/widgets/index.ts', 'runtime/widgets/test/index.ts'];
const WIDGET_MODULE = /^runtime\/widgets\/[^/]+\/([A-Z][A-Za-z0-9]*)\.tsx$/;

/**
 * The chunk files a page with these widget types fetches before it hydrates, from the build's manifest (source →
 * chunk), without those index.html already loads. Empty without a manifest.
 */
export function pagePreloads(manifest: Manifest | null, widgetTypes: readonly string[]): string[] {
  if (!manifest) return [];
  const widgetModules = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const type = WIDGET_MODULE.exec(key)?.[1];
    if (type) widgetModules.set(type, key);
  }
  return modulePreloads(manifest, [...PUBLISHED_MODULES, ...widgetTypes.map((type) => widgetModules.get(type) ?? '')]);
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * index.html with the rendered page in its root element, the page's data, preloads and title in its head. The root
 * element is `inert` until the browser has hydrated it (runtime/app/pageLive.tsx lifts it): before that, a click
 * or a typed letter would reach markup without behaviour and be lost, so the page can be read but not used yet.
 */
export function publishedPageHtml(template: string, page: { html: string; title?: string; embedded: EmbeddedPage }, preloads: readonly string[]): string {
  if (!template.includes(ROOT_ELEMENT) || !template.includes('</head>')) throw new Error('index.html has no empty root element or no head');
  const head =
    modulePreloadLinks(preloads) +
    `<script type="application/json" id="${EMBEDDED_PAGE_ELEMENT_ID}">${scriptSafeJson(page.embedded)}</script>`;
  let html = template.replace('</head>', () => `${head}</head>`).replace(ROOT_ELEMENT, () => `<div id="root" inert>${page.html}</div>`);
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeUTF8(page.title!)}</title>`);
  return html;
}

/** Paths of published pages: not the API, not the built files, not the builder's own pages. */
export function isPublishedPagePath(url: string): boolean {
  return !/^\/(api|assets)(\/|\?|$)/.test(url) && !isBuilderPath(url);
}

export interface PublishedPageHtmlOptions {
  db: Database;
  config: ServerConfig;
  /** The renderer, or what gives the current one (publishedPageRendererOf: the built bundle, again after a new build). */
  renderer: PublishedPageRenderer | null | (() => Promise<PublishedPageRenderer | null>);
  /** The built index.html and manifest (the server's one builtTemplateOf, shared with the builder's pages). */
  currentBuild?: () => BuiltTemplate | null;
}

/**
 * The server-rendered HTML for a GET of a published page, or null for "send the plain index.html": no renderer,
 * no index.html, not a published page's path, no application published on the request's domain, or a failure.
 */
export function createPublishedPageHtml({ db, config, renderer, currentBuild = builtTemplateOf(config.staticDir) }: PublishedPageHtmlOptions) {
  if (!renderer) return async () => null;
  const currentRenderer = typeof renderer === 'function' ? renderer : () => Promise.resolve(renderer);
  const runtimeConfig = runtimeConfigOf(config);

  // A published version never changes and every visitor gets the same page: renders are shared for a while
  // (concurrent requests for one page wait for one render). The key holds the version, so a publish shows at once;
  // the time limit bounds how old a page that shows the time of day can be.
  const rendered = new LRUCache<string, Promise<string | null>>({ max: RENDER_CACHE_PAGES, ttl: RENDER_CACHE_MS });
  let rendering = 0;
  const render = (pageRenderer: PublishedPageRenderer, build: BuiltTemplate, url: string, domain: string, application: Record<string, unknown>) => {
    rendering++;
    return pageRenderer
      .renderPublishedPage({ url, domain, application, runtimeConfig, timeoutMs: RENDER_TIMEOUT_MS })
      .then((page) => (page ? publishedPageHtml(build.template, page, pagePreloads(build.manifest, page.embedded.widgetTypes)) : null))
      .finally(() => rendering--);
  };

  return async (request: FastifyRequest, log: FastifyBaseLogger = request.log): Promise<string | null> => {
    if (!isPublishedPagePath(request.url)) return null;
    const domain = request.hostname.replace(/:\d+$/, '');
    let key: string | undefined;
    try {
      const build = currentBuild();
      const pageRenderer = build && (await currentRenderer());
      if (!build || !pageRenderer) return null;
      const application = await publishedApplicationOf(db, domain);
      if (!application || application === 'not-published') return null; // the browser says so, as before
      key = JSON.stringify([build.stamp, domain, application.id, application.version, request.url]);
      let html = rendered.get(key);
      if (!html && rendering >= MAX_RENDERS_AT_ONCE) return null;
      if (!html) rendered.set(key, (html = render(pageRenderer, build, request.url, domain, application)));
      return await html;
    } catch (error) {
      if (key) rendered.delete(key); // the next visitor gets a new try
      log.error({ err: error, url: request.url }, 'Server rendering of a published page failed; the browser renders it');
      return null;
    }
  };
}
