import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The built web app. Vite puts content-hashed files under /assets, so they may be cached for good; everything
 * else (index.html above all) is revalidated on each load. The build writes a Brotli (.br) and a gzip (.gz) copy
 * of each text asset; `preCompressed` serves the one the browser's Accept-Encoding prefers (with
 * `Vary: Accept-Encoding`), and the plain file otherwise.
 */
export async function registerStaticFiles(app: FastifyInstance, staticDir: string): Promise<void> {
  if (!existsSync(staticDir)) return;
  await app.register(fastifyStatic, {
    root: staticDir,
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
