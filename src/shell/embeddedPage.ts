import type { ApplicationDocument, CompoundWidgetDocument } from '../../model/document/types';
import { EMBEDDED_PAGE_ELEMENT_ID, type EmbeddedPage } from '../../model/publishing/embeddedPage';
import { readStoredSession } from '../../runtime/auth/sessionStorage';
import { DEFAULT_LANGUAGE, storedLanguage } from '../../runtime/i18n';
import { APPLICATION_STORAGE_KEY } from '../../runtime/app/loadApplication';
import type { PublishedPage } from './publishedPage';
import { applyTenantOf, loadAppRegistry } from './runtimeSetup';

/**
 * The data a server-rendered published page carries (docs/publishing.md, "The HTML carries the page"), or null:
 * no such element, unreadable JSON, or an application stored in this browser, which starts instead of the
 * domain's.
 */
export function readEmbeddedPage(root: Pick<Document, 'getElementById'> = document): EmbeddedPage | null {
  const text = root.getElementById(EMBEDDED_PAGE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    if (globalThis.localStorage?.getItem(APPLICATION_STORAGE_KEY)) return null;
  } catch {
    // storage blocked: nothing stored to start instead
  }
  try {
    const page = JSON.parse(text) as EmbeddedPage;
    return page && typeof page === 'object' && page.application && typeof page.domain === 'string' ? page : null;
  } catch (error) {
    console.error('The page data in the HTML cannot be read; the page loads it instead:', error);
    return null;
  }
}

/**
 * Whether this browser would render exactly what the server rendered: the server renders in German for a
 * visitor without a session. A visitor who chose another language or is logged in gets the page rendered anew
 * (with the embedded data, without a round trip) instead of a hydration that would not match.
 */
export function matchesServerRendering(): boolean {
  return storedLanguage() === DEFAULT_LANGUAGE && !readStoredSession();
}

/**
 * The embedded application with the code of every widget of the page, the published route's code and the view's
 * code loaded, so the first render draws the page at once (and hydration finds nothing to wait for).
 */
export async function preparePublishedPage(embedded: EmbeddedPage): Promise<PublishedPage> {
  const application = applyTenantOf({
    document: embedded.application.document as ApplicationDocument,
    tenantId: embedded.application.tenantId,
    resellerId: embedded.application.resellerId,
    compoundWidgets: embedded.application.compoundWidgets as Record<string, CompoundWidgetDocument> | undefined,
    source: 'server',
  })!;
  const [registry] = await Promise.all([loadAppRegistry(), import('./PublishedAppRoute'), import('../../runtime/app/ApplicationView')]);
  await registry.preload(embedded.widgetTypes ?? []);
  return { domain: embedded.domain, application, registry };
}
