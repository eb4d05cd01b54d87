import { useEffect, useState } from 'react';
import { configureApi, apiConfig } from '../../runtime/api/http';
import { useSession } from '../../runtime/auth';
import { startRuntimeServices } from '../../runtime/app/runtimeServices';
import type { LoadedApplication } from '../../runtime/app/loadApplication';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import { loadRuntimeConfig } from '../app/runtimeConfig';

// Error handler, analytics and remote logging start when the first application route loads (once per page).
startRuntimeServices(loadRuntimeConfig);

let registry: Promise<WidgetRegistry> | null = null;
let registryWithAllCode: Promise<WidgetRegistry> | null = null;

/**
 * The widgets of published applications and previews (test-only widgets only behind their flag). Loaded
 * apart from the route, so the route shows at once and the widget code loads while the application does.
 * Published pages fetch the code of the widgets they show (docs/publishing.md); a preview is the builder's and
 * fetches every widget's code first (`allCode`), as the editor does, so a compound's content (fetched when it
 * renders, not known up front) is ready with the rest of the page.
 */
export function loadAppRegistry({ allCode = false } = {}): Promise<WidgetRegistry> {
  registry ??= Promise.all([import('../../runtime/widgets'), import('../../runtime/widgets/test')]).then(
    ([widgets, test]) => widgets.createBuiltinRegistry(test.testOnlyWidgets()),
  );
  if (!allCode) return registry;
  registryWithAllCode ??= registry.then(async (loaded) => {
    await loaded.preload(loaded.types());
    return loaded;
  });
  return registryWithAllCode;
}

/**
 * The registry once its code has loaded (null before; a failed load is a failed start: console only). `ready` is
 * a registry that is already there (a server-rendered page), used from the first render.
 */
export function useAppRegistry(options: { allCode?: boolean; ready?: WidgetRegistry } = {}): WidgetRegistry | null {
  const allCode = options.allCode ?? false;
  const ready = options.ready ?? null;
  const [loaded, setLoaded] = useState<WidgetRegistry | null>(ready);
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadAppRegistry({ allCode }).then(
      (value) => current && setLoaded(value),
      (error: unknown) => console.error('Application start failed:', error),
    );
    return () => {
      current = false;
    };
  }, [allCode, ready]);
  return ready ?? loaded;
}

/**
 * Public reads of a published application go to the tenant that owns it while nobody is logged in, and every call
 * in that tenant carries the application's reseller (X-Reseller-Id).
 */
export function applyTenantOf(application: LoadedApplication | null): LoadedApplication | null {
  if (application?.tenantId && !useSession.getState().user && apiConfig().tenantId !== application.tenantId) {
    configureApi({ tenantId: application.tenantId });
  }
  if (application?.resellerId && (!application.tenantId || application.tenantId === apiConfig().tenantId)) {
    configureApi({ resellerId: application.resellerId });
  }
  return application;
}
