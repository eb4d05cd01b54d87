import { Validator } from '@cfworker/json-schema';
import type { Settings } from '../../model/document/types';
import { PRODUCT_FORMATS as productFormats } from '../../model/document/productFormats';
import type { WidgetSchema } from '../../model/document/schemas';
import { compileFlatCheck } from './flatSettingsCheck';

/**
 * A small JSON Schema validator (@cfworker/json-schema, a few KB, no code generation) that answers only "valid for
 * sure": a visitor's page renders its widgets with it and loads ajv (about 33 KB compressed) only when some settings
 * fail it (settings.ts). It must never accept what ajv refuses, so it answers false, leaving the verdict to ajv,
 * for a schema it cannot read and for a schema with a `format` ajv checks itself (the two libraries spell formats
 * like `uri` or `email` slightly differently); the product's own formats are accepted by ajv unchecked
 * (model/document/productFormats.ts) and by this library as formats it does not know. A flat schema (settings that
 * are each a plain value) gets a compiled check of its own instead (flatSettingsCheck.ts), with the same answers.
 */
const PRODUCT_FORMATS: ReadonlySet<string> = new Set(productFormats);

type Check = (settings: Settings) => boolean;
const validators = new WeakMap<WidgetSchema, Check | null>();

function usesCheckedFormat(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(usesCheckedFormat);
  if (typeof schema !== 'object' || schema === null) return false;
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'format' && typeof value === 'string' && !PRODUCT_FORMATS.has(value)) return true;
    if (keyword !== 'default' && keyword !== 'enum' && keyword !== 'const' && keyword !== 'examples' && usesCheckedFormat(value)) return true;
  }
  return false;
}

function compile(schema: WidgetSchema): Check | null {
  try {
    const flat = compileFlatCheck(schema, PRODUCT_FORMATS);
    if (flat) return flat;
    if (usesCheckedFormat(schema)) return null;
    // draft-07 like ajv's default; stop at the first error, only the yes/no is used
    const validator = new Validator(schema as object, '7', true);
    return (settings) => validator.validate(settings).valid;
  } catch {
    return null;
  }
}

function validatorOf(schema: WidgetSchema): Check | null {
  let validator = validators.get(schema);
  if (validator === undefined) validators.set(schema, (validator = compile(schema)));
  return validator;
}

/** True when the settings are valid for sure; false when only ajv can tell. A type without a schema is valid. */
export function quickSettingsCheck(schema: WidgetSchema | undefined, settings: Settings): boolean {
  if (!schema) return true;
  const validator = validatorOf(schema);
  if (!validator) return false;
  try {
    return validator(settings);
  } catch {
    return false;
  }
}
