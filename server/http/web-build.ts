import { escapeUTF8 } from 'entities';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadServerTexts, requestLanguage } from '../i18n/server-texts.js';

/**
 * Whether a build of the web app is under way. `npm start` answers at once and builds a stale or missing web app in
 * the background (scripts/start.mjs, docs/architecture.md "Starting"): until the new build is in place the server
 * serves the previous one, or, when there is none, the page below in place of every page of the web app.
 */
export type WebBuildProgress = 'none' | 'building' | 'failed';

let progress: WebBuildProgress = 'none';

/** Set by scripts/start.mjs while it builds, and when the build ends. */
export function setWebBuildProgress(next: WebBuildProgress): void {
  progress = next;
}

export function webBuildProgress(): WebBuildProgress {
  return progress;
}

type BuildingTexts = Record<'title' | 'building' | 'failed', string>;
const texts = loadServerTexts<BuildingTexts>('common', 'webBuild');

/** How often the page asks again while the build runs (seconds): a build takes about a minute. */
const RETRY_SECONDS = 5;

/**
 * 503 with a small page in the visitor's language that says the web app is being built and reloads itself until it
 * is there (or says that the build failed, without reloading); `Retry-After` tells other clients the same.
 */
export function sendWebBuildPage(request: FastifyRequest, reply: FastifyReply, state: 'building' | 'failed'): FastifyReply {
  const language = requestLanguage(request.headers['accept-language']);
  const t = texts(language);
  const refresh = state === 'building' ? `<meta http-equiv="refresh" content="${RETRY_SECONDS}">` : '';
  const html = `<!doctype html><html lang="${language.split('_')[0]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">${refresh}<title>${escapeUTF8(t.title)}</title>` +
    '<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1a202c}' +
    'main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.25rem}</style></head>' +
    `<body><main><h1>${escapeUTF8(t.title)}</h1><p role="status">${escapeUTF8(t[state])}</p></main></body></html>`;
  if (state === 'building') reply.header('Retry-After', String(RETRY_SECONDS));
  return reply.status(503).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}
