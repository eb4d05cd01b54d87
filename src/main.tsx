import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi } from '../runtime/api/http';
import { PageLiveContext } from '../runtime/app/pageLive';
import { installPopstateFirst } from '../runtime/app/popstateFirst';
import { initI18n, loadLanguage, storedLanguage } from '../runtime/i18n';
import { AppRoot } from './app/AppRoot';
import { prefetchRouteData, preloadRouteOf, startSystemOf } from './app/AppRoutes';
import { followLanguage } from './app/documentLanguage';
import { loadRuntimeConfig, provideRuntimeConfig } from './app/runtimeConfig';
import { matchesServerRendering, readEmbeddedPage, readEmbeddedRuntimeConfig } from './shell/embeddedPage';

// Start-up order matters: the API address before any call (the session module configures token and tenant on
// import; API_URL may move the API elsewhere, which runtime-config tells), translations before the first render
// so no raw keys flash. A published page the server rendered brings the runtime config and its application
// along (docs/publishing.md, "The HTML carries the page"): no round trip for either, and the page is hydrated
// when this browser renders what the server did. Every other page the server answers brings the runtime config,
// so the editor's read of its application starts before anything else loads (docs/editor.md, "Opening fast").
// No top-level await in this module: Rolldown turns its chunk optimisations off for the whole build when any module
// awaits at the top level (docs/architecture.md, "One entry without top-level await"), and the app then came in
// 629 files instead of 482, the editor's open fetching 140 of them instead of 99. `main.entry.test.ts` keeps it so.
void start();

async function start(): Promise<void> {
  configureApi({ baseUrl: '/api' });
  installPopstateFirst(); // before the router, so the editor's leave guard can hold back/forward (see there)
  const embedded = readEmbeddedPage();
  const runtimeConfig = embedded ? embedded.runtimeConfig : readEmbeddedRuntimeConfig();
  if (runtimeConfig) {
    provideRuntimeConfig(runtimeConfig);
    // The API's address is known: the editor's read of its application goes out now, not after the translations
    // (about 40 ms earlier on a loaded machine; the read was what the editor's open waited for last).
    prefetchRouteData(location.pathname, location.search);
  }
  await loadLanguage(storedLanguage());
  followLanguage(initI18n());
  const routeCode = preloadRouteOf(location.pathname);
  if (!runtimeConfig) {
    await loadRuntimeConfig();
    prefetchRouteData(location.pathname, location.search);
  }
  const published = embedded
    ? await import('./shell/preparePublishedPage')
        .then((module) => module.preparePublishedPage(embedded))
        .catch((error: unknown) => {
          console.error('The embedded page cannot start; the page loads its application instead:', error);
          return null;
        })
    : null;

  await routeCode; // rendered without suspending, so a hydrated page has no bare part (runtime/hooks/preloadableLazy.tsx)
  const system = await startSystemOf(location.pathname);
  const container = document.getElementById('root')!;
  // A server-rendered page is inert until its application's page is live (runtime/app/pageLive.tsx).
  const releaseServerPage = () => container.removeAttribute('inert');
  const app = (
    <StrictMode>
      <PageLiveContext.Provider value={releaseServerPage}>
        <BrowserRouter>
          <AppRoot published={published} system={system} />
        </BrowserRouter>
      </PageLiveContext.Provider>
    </StrictMode>
  );
  if (published && matchesServerRendering()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
