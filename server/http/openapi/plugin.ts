import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { registerSharedSchemas } from './shared-schemas.js';
import { describeRoute } from './transform.js';

/**
 * The machine-readable description of the API, generated from the routes themselves (@fastify/swagger reads
 * every route's schema as it is registered; transform.ts adds access rules and documented answers):
 * - GET /api/openapi.json: the OpenAPI 3.1 document;
 * - /api/docs: a reference page (Swagger UI) served from the package's own files, with no inline script and no
 *   request to any other host, so it works under a `script-src 'self'` Content-Security-Policy.
 * Register before the routes: the description collects them as they are added.
 */
const PUBLIC = { public: true, tenantOptional: true };
/**
 * The reference page's policy: scripts, the document and pictures only from this server, no inline script (the
 * logo is a data: picture). The viewer writes style elements of its own, as the web app's styling does.
 */
export const DOCS_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; "
  + "object-src 'none'; base-uri 'self'; frame-ancestors 'self'; form-action 'self'";
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  registerSharedSchemas(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Baukasten API',
        version: '1',
        description: 'The HTTP API of Baukasten. Errors answer {"error": {"code", "message", "details"}}; a 400 names '
          + 'the offending field in details[].field. Calls with a token act in the token\'s tenant; public calls '
          + 'without a token name the tenant in X-Tenant-Id. X-Reseller-Id (optional) names the reseller a call acts '
          + 'for; it must belong to the tenant (400 when malformed, 403 otherwise). Described in full in docs/api.md.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'A login token (POST /api/auth/login) or a service token.' },
          tenantId: { type: 'apiKey', in: 'header', name: 'X-Tenant-Id', description: 'The tenant of a call without a token.' },
        },
      },
    },
    exposeHeadRoutes: true,
    // Shared schemas keep their names as components (`#/components/schemas/ProductsEntity`).
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transform: describeRoute as never,
  });

  app.get(OPENAPI_PATH, { config: { access: PUBLIC }, exposeHeadRoute: false, schema: { hide: true } }, async () => app.swagger());

  await app.register(async (docs) => {
    // The viewer's own routes (page, assets, its copy of the document) are public like the document.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: PUBLIC };
    });
    // The viewer's /static/index.html answers a redirect to the page, but keeps a query string in the target, so
    // `…/index.html?x=1` redirected to itself for ever: send it to the page with its query instead.
    const staticIndex = `${DOCS_PATH}/static/index.html`;
    docs.addHook('onRequest', async (request, reply) => {
      const [path, query] = splitOnce(request.url, '?');
      if (path === staticIndex) return reply.redirect(query === undefined ? `${DOCS_PATH}/` : `${DOCS_PATH}/?${query}`);
    });
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      uiConfig: { deepLinking: true, tryItOutEnabled: false },
      staticCSP: DOCS_CSP,
    });
  });
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
