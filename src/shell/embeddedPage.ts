import { EMBEDDED_PAGE_ELEMENT_ID, RUNTIME_CONFIG_ELEMENT_ID, type EmbeddedPage } from '../../model/publishing/embeddedPage';
import type { RuntimeConfig } from '../../runtime/app/runtimeConfig';
import { readStoredSession } from '../../runtime/auth/sessionStorage';
import { DEFAULT_LANGUAGE, storedLanguage } from '../../runtime/i18n';
import { APPLICATION_STORAGE_KEY } from '../../runtime/app/applicationStorageKey';

// Part of the start-up bundle (src/main.tsx): only light imports here; preparing the page is preparePublishedPage.ts,
// loaded only when the HTML carries a page.

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
 * The runtime config the server put into index.html (server/http/app-html.ts), or null: no such element (the
 * development server's index.html) or unreadable JSON; the start-up then asks `GET /api/runtime-config`.
 */
export function readEmbeddedRuntimeConfig(root: Pick<Document, 'getElementById'> = document): RuntimeConfig | null {
  const text = root.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const config = JSON.parse(text) as unknown;
    return config && typeof config === 'object' && !Array.isArray(config) ? (config as RuntimeConfig) : null;
  } catch {
    return null;
  }
}
