import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { registerAuthHook } from '../auth/hook.js';
import { registerLoginRoutes } from '../auth/login-routes.js';
import { registerMeRoutes } from '../users/me-routes.js';
import { registerPermissionNamesRoute } from '../auth/permission-names-route.js';
import { registerColleagueRoutes } from '../users/colleague-routes.js';
import { registerAvatarRoutes } from '../users/avatar-routes.js';
import { registerAccountRoutes } from '../account/routes.js';
import { registerMailingRoutes } from '../mailing/routes.js';
import { LiveHub } from '../messaging/live.js';
import { registerMessagingRoutes } from '../messaging/routes.js';
import { registerResources } from '../resources/index.js';
import { registerServiceTokens } from '../servicetokens/routes.js';
import { registerTenantSettings } from '../tenants/settings-routes.js';
import { registerExports } from '../export/routes.js';
import { registerBodyParsers } from './body-parsers.js';
import { errorHandler } from './error-handler.js';
import { registerServerCrashReports } from '../telemetry/crash-reports.js';
import { frameworkErrors, MAX_PATH_PARAM_LENGTH } from './framework-errors.js';
import { registerInputGuard } from './input-guard.js';
import { registerNotFound } from './not-found.js';
import { builtTemplateOf, createAppPageHtml } from './app-html.js';
import { createPublishedPageHtml, publishedPageRendererOf, ssrDirOf, type PublishedPageRenderer } from './published-html.js';
import { registerOpenApi } from './openapi/plugin.js';
import { registerRuntimeConfigRoute, runtimeConfigOf } from './runtime-config-route.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerValidators } from './validators.js';
import { trackRouteTable } from './route-table.js';
import { registerStaticFiles } from './static-files.js';
import { registerPwaRoutes } from '../pwa/routes.js';
import { registerIconRoutes } from '../icons/routes.js';
import { createMailer, type Mailer } from '../mail/send.js';

export interface AppOptions {
  config: ServerConfig;
  db: Database;
  /** Fastify logger option; off unless given (tests stay quiet). */
  logger?: FastifyServerOptions['logger'];
  /** Renders published pages on the server; unset: the built bundle in the config's SSR folder, if there is one. */
  publishedPageRenderer?: PublishedPageRenderer | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    live: LiveHub;
  }
}

/** The whole HTTP server: /api with its hooks and routes, and the built web app with its history fallback. */
export async function buildApp({ config, db, logger = false, publishedPageRenderer }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors,
  });
  trackRouteTable(app);
  // The one way to send e-mail (server/mail/send.ts), for every route that mails.
  const mailer = createMailer(db, config.mail);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  // Live message events through the database, so every instance's open streams hear of them (server/messaging/live.ts).
  const live = new LiveHub(db);
  await live.start();
  app.decorate('live', live);
  app.addHook('preClose', async () => live.endStreams());
  app.addHook('onClose', () => live.close());
  await registerOpenApi(app);
  registerBodyParsers(app);
  registerInputGuard(app);
  registerValidators(app);
  app.setErrorHandler(errorHandler);
  await registerServerCrashReports(app, config);
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie); // the builder's session cookie (server/auth/session-cookie.ts)
  registerAuthHook(app, db);
  await registerStaticFiles(app, config.staticDir);
  const renderer = publishedPageRenderer === undefined ? publishedPageRendererOf(ssrDirOf(config), app.log) : publishedPageRenderer;
  // index.html and the manifest, read once per build for both kinds of page
  const currentBuild = builtTemplateOf(config.staticDir);
  registerNotFound(app, config.staticDir, createPublishedPageHtml({ db, config, renderer, currentBuild }), createAppPageHtml(config.staticDir, runtimeConfigOf(config), currentBuild));

  registerRuntimeConfigRoute(app, config);
  registerLoginRoutes(app, { db, config });
  registerMeRoutes(app, { db });
  registerColleagueRoutes(app, { db });
  registerAvatarRoutes(app, { db });
  registerAccountRoutes(app, { db, config });
  registerMailingRoutes(app, { db, config });
  registerMessagingRoutes(app, { db, live });
  await registerResources(app, { db, config });
  registerServiceTokens(app, db);
  registerTenantSettings(app, db);
  registerExports(app, db);
  registerPwaRoutes(app, db);
  registerIconRoutes(app);
  registerPermissionNamesRoute(app);
  return app;
}
