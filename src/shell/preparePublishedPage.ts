import type { ApplicationDocument, CompoundWidgetDocument } from '../../model/document/types';
import type { EmbeddedPage } from '../../model/publishing/embeddedPage';
import type { PublishedPage } from './publishedPage';
import { applyTenantOf, loadAppRegistry } from './runtimeSetup';

/**
 * The embedded application with the code of every widget of the page and the view's code loaded, so the first
 * render draws the page at once (and hydration finds nothing to wait for). The published route's own code is
 * preloaded by src/main.tsx (`preloadRouteOf`), which waits for it before the first render.
 */
export async function preparePublishedPage(embedded: EmbeddedPage): Promise<PublishedPage> {
  const application = applyTenantOf({
    document: embedded.application.document as ApplicationDocument,
    tenantId: embedded.application.tenantId,
    resellerId: embedded.application.resellerId,
    compoundWidgets: embedded.application.compoundWidgets as Record<string, CompoundWidgetDocument> | undefined,
    source: 'server',
  })!;
  const [registry] = await Promise.all([
    loadAppRegistry(),
    import('../../runtime/app/ApplicationShell').then((module) => module.preloadApplicationView()),
  ]);
  await registry.preload(embedded.widgetTypes ?? []);
  return { domain: embedded.domain, application, registry };
}
