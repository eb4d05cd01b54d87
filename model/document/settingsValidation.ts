/**
 * Settings validation against the widget schemas (ajv with its formats, about 33 KB compressed). Kept apart from the
 * defaults (defaults.ts) so code that only fills defaults never loads ajv: a visitor's browser loads this module
 * only when a widget's settings fail the quick check (runtime/registry/settings.ts, docs/publishing.md).
 * Validators are compiled once per schema object.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Settings } from './types';
import { PRODUCT_FORMATS } from './productFormats';
import { widgetSchema, type WidgetSchema } from './schemas';

let ajv: Ajv | null = null;

/**
 * The ajv instance, made on the first validation rather than when the module is evaluated: the builder's screens
 * load this module with their code (src/app/AppRoutes.tsx), and making the instance with its formats took 15-40 ms
 * of the editor's open although the quick check answers for the settings of almost every widget (docs/editor.md).
 */
function validatingAjv(): Ajv {
  if (!ajv) {
    // strict: false because widget schemas carry form-library keywords (monacoLanguage, …) that ajv does not know.
    ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    // Known here so ajv does not warn "unknown format ... ignored" for every schema that uses one.
    for (const format of PRODUCT_FORMATS) ajv.addFormat(format, true);
  }
  return ajv;
}

const validators = new WeakMap<WidgetSchema, ValidateFunction | null>();

function compiled(schema: WidgetSchema): ValidateFunction | null {
  if (!validators.has(schema)) {
    try {
      if (typeof schema.$id === 'string') validatingAjv().removeSchema(schema.$id);
      validators.set(schema, validatingAjv().compile(schema));
    } catch {
      validators.set(schema, null); // a broken schema must not break loading; the result reports it
    }
  }
  return validators.get(schema) ?? null;
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
  const validate = compiled(schema);
  if (!validate) return { valid: false, errors: [{ path: '', message: `The settings schema of ${type} cannot be compiled.` }] };
  if (validate(settings ?? {})) return { valid: true, errors: [] };
  return {
    valid: false,
    errors: (validate.errors ?? []).map((error) => ({ path: errorPath(error), message: error.message ?? error.keyword })),
  };
}
