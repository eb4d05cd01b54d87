import path from 'node:path';
import { readMailConfig, type MailConfig } from './mail/config.js';
import { readOrigins } from './http/embed-origins.js';
import { readMicrosoft365Config } from './http/microsoft365-config.js';
import type { Microsoft365Config } from '../model/microsoft365/config.js';

/** Everything the server reads from the environment (README.md, Configuration). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… to use a PostgreSQL server; unset means embedded PGlite under dataDir. */
  databaseUrl?: string;
  adminEmail: string;
  /** Unset: a password is generated on first start and printed once. */
  adminPassword?: string;
  /** The demo shopper's password (first start); unset: generated and printed once like the admin's. */
  shopperPassword?: string;
  /** Folder of the built web app (vite build); served with a history fallback. */
  staticDir: string;
  /**
   * Folder of the server rendering bundle of published pages (`vite build --ssr`, docs/publishing.md); unset:
   * the static folder's name with `-ssr` (`dist-ssr` beside `dist`). Without a bundle pages are rendered by the browser.
   */
  ssrDir?: string;
  /** Lifetime of a login token. */
  tokenTtlMs: number;
  /** Largest accepted request body in bytes (413 above). */
  bodyLimit: number;
  /**
   * Failed logins allowed within the window before 429: `max` per account (e-mail), `addressMax` per client
   * address (docs/api.md, Logins).
   */
  loginRateLimit: { max: number; addressMax: number; windowMs: number };
  analyticsKey?: string;
  loggingKey?: string;
  /** The Google Maps key (`MAPS_API_KEY`): the browser gets it, and pages may reach the Maps origins. */
  mapsApiKey?: string;
  /** API address the browser uses (`API_URL`, README.md); unset means same origin, /api. */
  apiUrl?: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (login rate limit keys on it). */
  trustProxy: boolean;
  /** The file store's limits (docs/files.md): largest upload in bytes and the accepted types (`image/*` allowed). */
  files: { maxBytes: number; allowedTypes: string[] };
  /** SMTP settings and sender (`SMTP_*`); without SMTP the mails go to the outbox in the database. */
  mail: MailConfig;
  /**
   * Other origins the pages may call (`CONNECT_SOURCES`): the services that widgets such as HttpRequest,
   * ExternalCount and RandomJoke are configured to ask; added to the policy's connect-src (docs/security.md).
   */
  connectSources: string[];
  /** Origins published pages may embed from (`FRAME_ORIGINS`, `WEB_COMPONENT_ORIGINS`; docs/security.md, Embeds). */
  embedOrigins: { frames: string[]; scripts: string[] };
  /** Microsoft 365 sign-in and Graph for the Microsoft365Files widget (`MS365_*`); unset: the widget calls nothing. */
  microsoft365?: Microsoft365Config;
  /** Memory of the search match cache in bytes (`SEARCH_CACHE_MB`, default 64; 0 turns it off; docs/api.md). */
  searchCacheBytes: number;
}

/** The http(s) origins of a comma-separated list of addresses; anything else is left out. */
export function connectOrigins(list: string | undefined): string[] {
  const origins = new Set<string>();
  for (const entry of (list ?? '').split(',').map((text) => text.trim()).filter(Boolean)) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // not an address: left out
    }
  }
  return [...origins];
}

/** What the file store accepts unless FILES_ALLOWED_TYPES says otherwise: pictures, documents, archives, media. */
export const DEFAULT_FILE_TYPES = [
  'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/svg+xml',
  'application/pdf', 'text/plain', 'text/csv', 'application/json', 'application/zip',
  'application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.*', 'application/vnd.oasis.opendocument.*',
  'audio/*', 'video/mp4', 'video/webm',
];

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './.data');
  return {
    port: env.PORT !== undefined ? Number(env.PORT) : 8080,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    shopperPassword: env.SHOPPER_PASSWORD || undefined,
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    ssrDir: env.SSR_DIR ? path.resolve(env.SSR_DIR) : undefined,
    tokenTtlMs: Number(env.TOKEN_TTL_MS ?? 12 * 60 * 60 * 1000),
    bodyLimit: Number(env.BODY_LIMIT ?? 5 * 1024 * 1024),
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_MAX ?? 10),
      addressMax: Number(env.LOGIN_RATE_ADDRESS_MAX ?? 20),
      windowMs: Number(env.LOGIN_RATE_WINDOW_MS ?? 15 * 60_000),
    },
    analyticsKey: env.ANALYTICS_KEY || undefined,
    loggingKey: env.LOGGING_KEY || undefined,
    mapsApiKey: env.MAPS_API_KEY?.trim() || undefined,
    apiUrl: env.API_URL || undefined,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    files: {
      maxBytes: Number(env.FILES_MAX_BYTES ?? 10 * 1024 * 1024),
      allowedTypes: env.FILES_ALLOWED_TYPES
        ? env.FILES_ALLOWED_TYPES.split(',').map((type) => type.trim().toLowerCase()).filter(Boolean)
        : DEFAULT_FILE_TYPES,
    },
    mail: readMailConfig(env),
    connectSources: connectOrigins(env.CONNECT_SOURCES),
    embedOrigins: {
      frames: readOrigins(env.FRAME_ORIGINS, 'FRAME_ORIGINS'),
      scripts: readOrigins(env.WEB_COMPONENT_ORIGINS, 'WEB_COMPONENT_ORIGINS'),
    },
    microsoft365: readMicrosoft365Config(env),
    searchCacheBytes: Math.max(0, Number(env.SEARCH_CACHE_MB ?? 64) || 0) * 1024 * 1024,
  };
}
