import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { invalidField } from '../../http/errors.js';
import { validationError } from '../../http/error-handler.js';
import { linearRegExp } from './linear-regexp.js';

/**
 * Strict body validation of the resource set: no type coercion (a price "100" is refused, not turned into 100),
 * no unknown fields (an object schema that does not say `additionalProperties` itself takes only its own
 * properties, so `tenantId` or a 4 MiB `junk` field is a 400 naming it) and errors that name the field
 * (`prices.0.value: must be integer`). Compiled validators are cached per schema object, so every resource
 * compiles its schema once.
 */
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: false, strict: false, coerceTypes: false, useDefaults: false }));
const compiled = new WeakMap<object, ValidateFunction>();

type SchemaNode = Record<string, unknown>;
const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const mapValues = (record: SchemaNode, map: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/** A copy of `schema` in which every object schema without its own `additionalProperties` refuses unknown fields. */
export function closedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closedSchema);
  if (!isNode(schema)) return schema;
  const copy: SchemaNode = { ...schema };
  if (copy.type === 'object' && !('additionalProperties' in copy)) copy.additionalProperties = false;
  for (const key of ['properties', 'patternProperties']) if (isNode(copy[key])) copy[key] = mapValues(copy[key] as SchemaNode, closedSchema);
  for (const key of ['items', 'additionalProperties', 'anyOf', 'allOf', 'oneOf', 'not']) if (typeof copy[key] === 'object') copy[key] = closedSchema(copy[key]);
  return copy;
}

function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(closedSchema(schema) as object);
    compiled.set(schema, validate);
  }
  return validate;
}

/** Throws a 400 naming the first invalid field; `context` names what was checked ('body'). */
export function assertValid(schema: object, value: unknown, context = 'body'): void {
  const validate = validatorFor(schema);
  if (!validate(value)) throw validationError(validate.errors ?? [], context);
}

/**
 * Compiles a JSON Schema a user supplied (a data type's schema). A schema that does not compile is a 400 on
 * `field`. A separate instance that registers nothing, so user schemas never clash with each other by `$id`;
 * its patterns run on a linear-time engine (linear-regexp.ts), and each compiled schema is dropped from Ajv's
 * cache at once (Ajv keeps every compiled schema otherwise): callers keep the validators they need, bounded
 * (data.ts keeps one per data type version, 200 at most).
 */
const userAjv = addFormats(new Ajv({ allErrors: false, strict: false, coerceTypes: false, addUsedSchema: false, code: { regExp: linearRegExp } }));

export function compileUserSchema(schema: object, field = 'schema'): ValidateFunction {
  try {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) throw new Error('not an object');
    return userAjv.compile(schema);
  } catch (error) {
    throw invalidField(field, `is not a valid JSON Schema (${(error as Error).message})`);
  } finally {
    if (typeof schema === 'object' && schema !== null) userAjv.removeSchema(schema);
  }
}

/** How many schemas the user schemas' Ajv holds (for the test that it does not grow). */
export const cachedUserSchemaCount = () => (userAjv as unknown as { _cache: Map<unknown, unknown> })._cache.size;

export function assertValidWith(validate: ValidateFunction, value: unknown, context = 'body'): void {
  if (!validate(value)) throw validationError(validate.errors ?? [], context);
}

/** 400 naming the first field whose JSON is longer than its limit (ResourceDefinition.sizeLimits). */
export function assertSizeLimits(limits: Record<string, number> | undefined, fields: Record<string, unknown>): void {
  for (const [field, max] of Object.entries(limits ?? {})) {
    if (fields[field] !== undefined && JSON.stringify(fields[field]).length > max) {
      throw invalidField(field, `is too large (at most ${max} characters as JSON)`);
    }
  }
}
