import type { FastifyInstance } from 'fastify';

/**
 * Request bodies are JSON only: any other content type is refused with 415 (text/plain included, which Fastify
 * would otherwise accept). An empty JSON body counts as no body, so `POST /api/auth/logout` with a JSON content
 * type but nothing to send is fine; routes that need a body still answer 400 through their schema.
 * Prototype-poisoning keys (`__proto__`, `constructor.prototype`) are refused as invalid JSON.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    parseJson(request, body as string, done);
  });
}
