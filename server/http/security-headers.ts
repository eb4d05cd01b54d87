import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import { telemetryOrigins } from '../../model/telemetry/endpoints.js';
import { mapsSources, type MapsPolicyDirective } from '../../model/maps/googleMaps.js';
import { VIDEO_EMBED_ORIGINS } from '../../model/embeds/video.js';
import { microsoft365Origins } from '../../model/microsoft365/config.js';

/**
 * Browser hardening headers on every answer (docs/security.md), set by @fastify/helmet:
 * - a strict Content-Security-Policy: scripts only from this origin (the built app has no inline script;
 *   Monaco's workers are bundled files) and no inline event handlers. 'unsafe-eval' stays allowed because ajv
 *   compiles the widgets' JSON Schemas into functions at run time (settings defaults and validation, the
 *   property panel); precompiling them is the way to drop it (docs/security.md), no plugins, no <base> hijacking, API calls only to this origin and
 *   API_URL, pictures from this origin and https (product pictures, the icon service);
 * - styles also inline ('unsafe-inline'): Chakra/emotion and Monaco write <style> elements at run time;
 * - embeds (docs/security.md, Embeds): frames from this origin, the video platforms' players and FRAME_ORIGINS;
 *   scripts of web components only from WEB_COMPONENT_ORIGINS, which the operator names;
 * - frames: the builder's pages (editor, back-office, login, previews) may not be framed at all, published
 *   applications only by pages of this origin (no clickjacking of a shopper's order from another site);
 * - X-Content-Type-Options: nosniff, Referrer-Policy, Cross-Origin-Opener-Policy and the rest of helmet's set
 *   on API answers too.
 */

/** Paths of the builder's own pages, which no other page may frame. */
const BUILDER_PATHS = /^\/(editor|backoffice|login|apps\/preview)(\/|\?|#|$)/;

export function isBuilderPath(url: string): boolean {
  return BUILDER_PATHS.test(url);
}

const frameAncestors = (request: IncomingMessage) => (isBuilderPath(request.url ?? '/') ? "'none'" : "'self'");

/** The origin of API_URL for connect-src; nothing when it is unset or a path on this origin. */
function apiOrigin(apiUrl: string | undefined): string[] {
  if (!apiUrl) return [];
  try {
    return [new URL(apiUrl).origin];
  } catch {
    return []; // a relative API_URL ('/api') is this origin
  }
}

export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  // The Google Maps origins, only when a Maps key is configured (docs/security.md): without one no page loads them.
  const maps = (directive: MapsPolicyDirective) => mapsSources(config.mapsApiKey, directive);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-eval'", ...maps('scriptSrc'), ...config.embedOrigins.scripts],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'", ...maps('styleSrc')],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', ...maps('fontSrc')],
        // The error-reporting and analytics services of LOGGING_KEY / ANALYTICS_KEY, only when configured.
        // ...and the services the widgets of published pages are configured to ask (CONNECT_SOURCES), and with
        // MS365_CLIENT_ID Microsoft's sign-in and Graph.
        connectSrc: ["'self'", ...apiOrigin(config.apiUrl), ...telemetryOrigins(config), ...maps('connectSrc'), ...config.connectSources, ...microsoft365Origins(config.microsoft365)],
        workerSrc: ["'self'", ...maps('workerSrc')],
        // Frames: the video players, FRAME_ORIGINS and, with a maps key, the maps service (docs/security.md, Embeds).
        frameSrc: ["'self'", ...Object.values(VIDEO_EMBED_ORIGINS), ...config.embedOrigins.frames, ...maps('frameSrc')],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [frameAncestors],
      },
    },
    // frame-ancestors above decides per path; the old header cannot, and modern browsers ignore it then.
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Microsoft's sign-in runs in a popup that must report back to the page that opened it; 'same-origin' would cut
    // that tie as soon as the popup shows Microsoft's page, so only with Microsoft 365 configured popups keep it.
    crossOriginOpenerPolicy: { policy: config.microsoft365 ? 'same-origin-allow-popups' : 'same-origin' },
    // Published applications show pictures from other sites (product pictures, icons), which do not send CORP.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Browsers heed it only over https. Not for subdomains: published applications may live on subdomains of the
    // builder's host that are not (yet) served over https.
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: false },
  });
}
