import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { invalidField } from '../../http/errors.js';
import { validationError } from '../../http/error-handler.js';

/**
 * Strict body validation of the resource set: no type coercion (a price "100" is refused, not turned into 100)
 * and errors that name the field (`prices.0.value: must be integer`). Compiled validators are cached per schema
 * object, so every resource compiles its schema once.
 */
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: false, strict: false, coerceTypes: false, useDefaults: false }));
const compiled = new WeakMap<object, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
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
 * `field`. A separate instance that registers nothing, so user schemas never clash with each other by `$id`.
 */
const userAjv = addFormats(new Ajv({ allErrors: false, strict: false, coerceTypes: false, addUsedSchema: false }));

export function compileUserSchema(schema: object, field = 'schema'): ValidateFunction {
  try {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) throw new Error('not an object');
    return userAjv.compile(schema);
  } catch (error) {
    throw invalidField(field, `is not a valid JSON Schema (${(error as Error).message})`);
  }
}

export function assertValidWith(validate: ValidateFunction, value: unknown, context = 'body'): void {
  if (!validate(value)) throw validationError(validate.errors ?? [], context);
}
