import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.js';

/**
 * Unknown /api routes answer 404 in the error envelope. Every other GET is a route of the web app (history
 * fallback): it gets index.html, never cached, so a new deployment is picked up on the next load.
 */
export function registerNotFound(app: FastifyInstance, staticDir: string): void {
  const hasIndex = existsSync(path.join(staticDir, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    if (!isApi && hasIndex && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const error = notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
    return reply.status(404).send(error.toJSON());
  });
}
