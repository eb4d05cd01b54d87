import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';

/**
 * Route schema validation with Fastify's own Ajv settings, but bodies are not type-coerced: a JSON body says
 * what type each value has, so a number where a text belongs is a 400 naming the field instead of being turned
 * into text. Query strings, path parameters and headers are text on the wire and keep their coercion
 * (`page=2` is the number 2, `translate=true` the flag).
 */
const FASTIFY_DEFAULTS: Options = { coerceTypes: 'array', useDefaults: true, removeAdditional: true, addUsedSchema: false, allErrors: false };

function ajvWith(options: Options): Ajv {
  const ajv = new Ajv({ ...FASTIFY_DEFAULTS, ...options });
  (addFormats as unknown as (ajv: Ajv) => void)(ajv);
  return ajv;
}

export function registerValidators(app: FastifyInstance): void {
  const body = ajvWith({ coerceTypes: false });
  const text = ajvWith({});
  app.setValidatorCompiler(({ schema, httpPart }: { schema: FastifySchema; httpPart?: string }) =>
    (httpPart === 'body' ? body : text).compile(schema as object));
}
