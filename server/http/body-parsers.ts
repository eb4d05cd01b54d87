import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

/**
 * Request bodies are JSON only: any other content type is refused with 415 (text/plain included, which Fastify
 * would otherwise accept). An empty JSON body counts as no body, so `POST /api/auth/logout` with a JSON content
 * type but nothing to send is fine; routes that need a body still answer 400 through their schema.
 * Prototype-poisoning keys (`__proto__`, `constructor.prototype`) are refused as invalid JSON, and so is JSON
 * nested deeper than MAX_JSON_DEPTH levels (400 on `body`), before it is parsed.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    if (nestsDeeperThan(body as string)) return done(invalidField('body', `nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
    parseJson(request, body as string, done);
  });
}
