import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendCompressedHtml } from './compressed-html.js';
import { notFound } from './errors.js';
import { hasTooLongPart, uriTooLong } from './framework-errors.js';
import { sendWebBuildPage, webBuildProgress, type WebBuildProgress } from './web-build.js';

/**
 * Unknown /api routes answer 404 in the error envelope. Every other GET is a route of the web app (history
 * fallback): it gets index.html, never cached, so a new deployment is picked up on the next load. A published
 * page gets it with the page rendered on the server when `publishedPage` has it (published-html.ts), every other
 * page with the runtime config in it and, on the editor, preloads for its code (`appPage`, app-html.ts).
 * Whether there is an index.html is looked up on each request: `npm start` may put the first build in place under
 * the running server; until then those pages say that it is being built (web-build.ts).
 */
export function registerNotFound(
  app: FastifyInstance,
  staticDir: string,
  publishedPage: (request: FastifyRequest) => Promise<string | null> = async () => null,
  appPage: (url: string) => string | null = () => null,
  buildProgress: () => WebBuildProgress = webBuildProgress,
): void {
  const indexFile = path.join(staticDir, 'index.html');
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    const isPage = !isApi && (request.method === 'GET' || request.method === 'HEAD');
    const hasIndex = isPage && existsSync(indexFile);
    const progress = isPage && !hasIndex ? buildProgress() : 'none';
    if (progress !== 'none') return sendWebBuildPage(request, reply, progress);
    if (hasIndex) {
      reply.header('Cache-Control', 'no-cache');
      const rendered = request.method === 'GET' ? await publishedPage(request) : null;
      if (rendered !== null) return sendCompressedHtml(request, reply, rendered);
      const html = appPage(request.url);
      if (html !== null) return reply.type('text/html; charset=utf-8').send(html);
      return reply.sendFile('index.html');
    }
    if (isApi && hasTooLongPart(request.url)) return reply.status(414).send(uriTooLong().toJSON());
    const error = notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
    return reply.status(404).send(error.toJSON());
  });
}
