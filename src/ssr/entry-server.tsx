import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { initI18n } from '../../runtime/i18n';
import { prepareApplication } from '../../runtime/app/loadApplication';
import { pageWidgetTypes } from '../../runtime/app/pageWidgetTypes';
import { matchContentEntry, normalizePath } from '../../runtime/app/routeMatch';
import { provideRuntimeConfig, type RuntimeConfig } from '../../runtime/app/runtimeConfig';
import type { EmbeddedPage } from '../../model/publishing/embeddedPage';
import { AppRoot } from '../app/AppRoot';
import { loadAppRegistry } from '../shell/runtimeSetup';

/**
 * Server rendering of published pages (docs/publishing.md, "The HTML carries the page"). Built on its own with
 * `vite build --ssr` (scripts/build-web.mjs); the server loads the built module (server/http/published-html.ts),
 * so the server's own code never imports React. The page is rendered for a visitor without a session, in German
 * (the default language): the browser hydrates it only under the same conditions (src/main.tsx).
 */
initI18n('de_de');

export interface PublishedPageRequest {
  /** The request's path and query. */
  url: string;
  domain: string;
  /** The application as `GET /api/applications/by-domain` answers it. */
  application: unknown;
  runtimeConfig: RuntimeConfig;
  /** Rendering that takes longer is given up (the browser renders the page instead). */
  timeoutMs: number;
}

export interface RenderedPublishedPage {
  /** The markup of the app's root element. */
  html: string;
  /** The title of the page's content entry, when it has one. */
  title?: string;
  embedded: EmbeddedPage;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part as string));
  return Buffer.concat(parts).toString('utf8');
}

/**
 * The page at `request.url`, or null when no content entry matches it: the browser then shows its not-found page
 * and reports the unknown path in the console as it does without server rendering.
 */
export async function renderPublishedPage(request: PublishedPageRequest): Promise<RenderedPublishedPage | null> {
  // The same for every request of this server: what /api/runtime-config answers.
  provideRuntimeConfig(request.runtimeConfig);
  const application = prepareApplication(request.application, 'server');
  const path = new URL(request.url, 'http://server.invalid').pathname;
  const entry = matchContentEntry(application.document.content, normalizePath(path))?.entry;
  if (!entry) return null;
  const widgetTypes = pageWidgetTypes(application, path);
  const registry = await loadAppRegistry();
  await registry.preload(widgetTypes);
  const published = { domain: request.domain, application, registry };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={request.url}>
        <AppRoot published={published} />
      </StaticRouter>
    </StrictMode>,
    { signal: AbortSignal.timeout(request.timeoutMs) },
  );
  return {
    html: await text(prelude),
    title: entry.title || undefined,
    embedded: {
      domain: request.domain,
      runtimeConfig: { ...request.runtimeConfig },
      application: {
        document: application.document,
        tenantId: application.tenantId,
        resellerId: application.resellerId,
        compoundWidgets: application.compoundWidgets,
      },
      widgetTypes,
    },
  };
}
