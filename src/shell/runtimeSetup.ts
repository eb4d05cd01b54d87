import { configureApi, apiConfig } from '../../runtime/api/http';
import { useSession } from '../../runtime/auth';
import { startRuntimeServices } from '../../runtime/app/runtimeServices';
import type { LoadedApplication } from '../../runtime/app/loadApplication';
import { createBuiltinRegistry } from '../../runtime/widgets';
import { testOnlyWidgets } from '../../runtime/widgets/test';
import { loadRuntimeConfig } from '../app/runtimeConfig';

/** The widgets of published applications and previews (test-only widgets only behind their flag). */
export const appRegistry = createBuiltinRegistry(testOnlyWidgets());

// Error handler, analytics and remote logging start when the first application route loads (once per page).
startRuntimeServices(loadRuntimeConfig);

/** Public reads of a published application go to the tenant that owns it while nobody is logged in. */
export function applyTenantOf(application: LoadedApplication | null): LoadedApplication | null {
  if (application?.tenantId && !useSession.getState().token && apiConfig().tenantId !== application.tenantId) {
    configureApi({ tenantId: application.tenantId });
  }
  return application;
}
