import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { normalizeDomain } from '../resources/definitions/documents.js';
import { SERVICE_WORKER_SOURCE } from './service-worker.js';

/**
 * What makes a published application installable (docs/publishing.md, "Install as an app"), at the root of its
 * domain so the service worker's scope is the whole site:
 * - GET /app.webmanifest: the web app manifest, named after the application of the request's domain;
 * - GET /app-icon.svg: its icon, the first letter of that name;
 * - GET /sw.js: the service worker (server/pwa/service-worker.ts).
 * Public and without a tenant, like the page itself; nothing but the application's name is revealed. Everything
 * is same-origin, so the Content-Security-Policy stays as it is (manifest and worker fall under 'self').
 */
const NoQuery = Type.Object({});
const PUBLIC = { access: { public: true, tenantOptional: true } };
const THEME_COLOR = '#2b6cb0';

async function applicationName(db: Database, host: string): Promise<string> {
  const [row] = await db.readRows<{ name: string | null }>(sql`SELECT data->>'name' AS name FROM entities
    WHERE resource = 'applications' AND data->>'domain' = ${normalizeDomain(host)} LIMIT 1`);
  return row?.name?.trim() || 'Baukasten';
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerPwaRoutes(app: FastifyInstance, db: Database): void {
  app.get('/app.webmanifest', { config: PUBLIC, schema: { querystring: NoQuery, hide: true } }, async (request, reply) => {
    const name = await applicationName(db, request.hostname);
    reply.header('Cache-Control', 'no-cache').type('application/manifest+json; charset=utf-8');
    return JSON.stringify({
      name,
      short_name: name.length > 12 ? name.slice(0, 12) : name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: THEME_COLOR,
      icons: [{ src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
  });

  app.get('/app-icon.svg', { config: PUBLIC, schema: { querystring: NoQuery, hide: true } }, async (request, reply) => {
    const letter = escapeXml([...(await applicationName(db, request.hostname))][0]?.toUpperCase() ?? 'B');
    reply.header('Cache-Control', 'no-cache').type('image/svg+xml');
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${THEME_COLOR}"/>`
      + `<text x="256" y="340" font-family="sans-serif" font-size="280" font-weight="700" fill="#ffffff" text-anchor="middle">${letter}</text></svg>`;
  });

  app.get('/sw.js', { config: PUBLIC, schema: { querystring: NoQuery, hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8');
    return SERVICE_WORKER_SOURCE;
  });
}
