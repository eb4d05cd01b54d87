import type { FastifyInstance, FastifyRequest } from 'fastify';
import { crashReportOrigin } from '../../model/telemetry/endpoints.js';
import { scrubText } from '../../model/telemetry/scrub.js';
import type { ServerConfig } from '../config.js';
import { toApiError } from '../http/error-handler.js';
import { productRelease } from '../release.js';

/**
 * Server errors (answers with a 5xx) go to the error-reporting service of LOGGING_KEY, the one the browser reports
 * to, through Sentry's own Node client (loaded only when the key is set). The client is used alone: no automatic
 * instrumentation and no global handlers. A report carries the release, the route pattern and the method, never
 * the request's headers, body, query or the caller. Like the browser, an instance reports each distinct message
 * once (per process: nothing another instance needs); the log keeps every occurrence.
 */
const MAX_REMEMBERED = 1000;

type NodeSdk = typeof import('@sentry/node');
type ErrorEvent = Parameters<NonNullable<import('@sentry/node').NodeOptions['beforeSend']>>[0];

function scrubEvent(event: ErrorEvent): ErrorEvent {
  delete event.user;
  delete event.request;
  delete event.breadcrumbs;
  delete event.server_name;
  for (const exception of event.exception?.values ?? []) if (exception.value) exception.value = scrubText(exception.value);
  return event;
}

export async function registerServerCrashReports(app: FastifyInstance, config: ServerConfig, load: () => Promise<NodeSdk> = () => import('@sentry/node')): Promise<void> {
  if (!crashReportOrigin(config.loggingKey)) return;
  const sentry = await load();
  const client = new sentry.NodeClient({
    dsn: config.loggingKey!.trim(),
    release: productRelease(),
    transport: sentry.makeNodeTransport,
    stackParser: sentry.defaultStackParser,
    integrations: [],
    maxBreadcrumbs: 0,
    beforeSend: scrubEvent,
  });
  const scope = new sentry.Scope();
  scope.setClient(client);
  client.init();
  const reported = new Set<string>();

  const report = (error: Error, request: FastifyRequest) => {
    if (reported.has(error.message)) return;
    if (reported.size >= MAX_REMEMBERED) reported.clear();
    reported.add(error.message);
    const current = scope.clone();
    current.setTags({ route: request.routeOptions.url ?? 'unknown', method: request.method, side: 'server' });
    current.captureException(error);
  };
  app.addHook('onError', async (request, _reply, error) => {
    if (toApiError(error).status >= 500) report(error, request);
  });
  app.addHook('onClose', async () => {
    await client.close(2000); // what is still on its way goes out before the process ends
  });
}
