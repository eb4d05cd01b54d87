/**
 * Settings defaults and validation from the widget schemas (ajv). Defaults fill only what is missing; settings the
 * schema does not know, and values it would reject, are kept as they are (a widget shows "please configure"
 * instead; the loader never drops data). Validators are compiled once per schema object.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Settings } from './types';
import { widgetSchema, type WidgetSchema } from './schemas';

// strict: false because widget schemas carry form-library keywords (monacoLanguage, …) that ajv does not know.
const defaultingAjv = new Ajv({ useDefaults: true, allErrors: true, strict: false });
const validatingAjv = new Ajv({ allErrors: true, strict: false });
addFormats(defaultingAjv);
addFormats(validatingAjv);
// The product's own formats pick form widgets (kit/forms/formWidgetNames.ts) and are checked by those widgets;
// known here so ajv does not warn "unknown format ... ignored" for every schema that uses one.
for (const format of ['color', 'icon', 'price', 'percentage', 'hhmm', 'comma-separated']) {
  defaultingAjv.addFormat(format, true);
  validatingAjv.addFormat(format, true);
}

const defaulters = new WeakMap<WidgetSchema, ValidateFunction | null>();
const validators = new WeakMap<WidgetSchema, ValidateFunction | null>();

function compiled(ajv: Ajv, cache: WeakMap<WidgetSchema, ValidateFunction | null>, schema: WidgetSchema): ValidateFunction | null {
  if (!cache.has(schema)) {
    try {
      if (typeof schema.$id === 'string') ajv.removeSchema(schema.$id);
      cache.set(schema, ajv.compile(schema));
    } catch {
      cache.set(schema, null); // a broken schema must not break loading; validateSettings reports it
    }
  }
  return cache.get(schema) ?? null;
}

/**
 * ajv writes defaults into nested objects too, so nested values are copied deeply; primitives (most settings)
 * are just copied over, which keeps loading a large document cheap.
 */
function cloneSettings(settings: Settings): Settings {
  const copy: Settings = {};
  for (const [key, value] of Object.entries(settings)) {
    copy[key] = typeof value === 'object' && value !== null ? cloneValue(value) : value;
  }
  return copy;
}

function cloneValue(value: object): unknown {
  try {
    return structuredClone(value);
  } catch {
    return value; // not cloneable (a function inside): left shared rather than lost
  }
}

/**
 * Returns a copy of `settings` with the schema's defaults added where a setting is missing. Unknown types return
 * the settings unchanged (the same object; `{}` for none), and so do settings that are not an object (the loader's
 * structure check refuses those). Never throws, never changes its argument.
 */
export function applySettingsDefaults(type: string, settings?: Settings): Settings {
  return applySchemaDefaults(widgetSchema(type), settings);
}

/** applySettingsDefaults with the schema given (a widget defined outside widget-schemas/, e.g. in a test). */
export function applySchemaDefaults(schema: WidgetSchema | undefined, settings?: Settings): Settings {
  if (settings !== undefined && (typeof settings !== 'object' || settings === null || Array.isArray(settings))) {
    return settings;
  }
  const validate = schema && compiled(defaultingAjv, defaulters, schema);
  if (!validate) return settings ?? {};
  const copy: Settings = settings ? cloneSettings(settings) : {};
  validate(copy);
  return copy;
}

export interface SettingsError {
  /** Dotted path inside the settings ('' for the settings object itself), e.g. `size` or `images.0.imageUrl`. */
  path: string;
  message: string;
}

function errorPath(error: ErrorObject): string {
  const pointer = error.instancePath.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') pointer.push(String((error.params as { missingProperty: string }).missingProperty));
  return pointer.join('.');
}

/** Checks settings against the type's schema. A type without a schema has nothing to check and is valid. */
export function validateSettings(type: string, settings: Settings | undefined): { valid: boolean; errors: SettingsError[] } {
  return validateAgainstSchema(widgetSchema(type), settings, type);
}

/** validateSettings with the schema given; `type` only names the widget in the message of a broken schema. */
export function validateAgainstSchema(
  schema: WidgetSchema | undefined,
  settings: Settings | undefined,
  type: string,
): { valid: boolean; errors: SettingsError[] } {
  if (!schema) return { valid: true, errors: [] };
  const validate = compiled(validatingAjv, validators, schema);
  if (!validate) return { valid: false, errors: [{ path: '', message: `The settings schema of ${type} cannot be compiled.` }] };
  if (validate(settings ?? {})) return { valid: true, errors: [] };
  return {
    valid: false,
    errors: (validate.errors ?? []).map((error) => ({ path: errorPath(error), message: error.message ?? error.keyword })),
  };
}
