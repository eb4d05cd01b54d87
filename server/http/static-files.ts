import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The built web app. Vite puts content-hashed files under /assets, so they may be cached for good; everything
 * else (index.html above all) is revalidated on each load. The build writes a Brotli (.br) and a gzip (.gz) copy
 * of each text asset; `preCompressed` serves the one the browser's Accept-Encoding prefers (with
 * `Vary: Accept-Encoding`), and the plain file otherwise.
 * Files are looked up on each request, so the folder may be missing at the start and appear later: `npm start`
 * puts a new build in place under the running server (scripts/start.mjs).
 */
export async function registerStaticFiles(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    suppressWarning: true,
    wildcard: true,
    // `/` is the published application's start page: the history fallback (not-found.ts) answers it like every
    // page path, so a published start page is rendered on the server as well (published-html.ts).
    index: false,
    allowedPath: (pathname) => pathname !== '/',
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const hashed = /[/\\]assets[/\\]/.test(filePath);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
