/**
 * Settings defaults from the widget schemas. Defaults fill only what is missing; settings the schema does not know,
 * and values it would reject, are kept as they are (a widget shows "please configure" instead; the loader never
 * drops data). Validation is settingsValidation.ts. This fills defaults the way ajv's `useDefaults` does (a missing
 * property gets a copy of its `default`, then the properties of objects and the items of arrays are filled in
 * turn) without loading ajv: widget schemas use no composition keywords (anyOf, $ref, if …), which
 * defaults.test.ts checks together with the equality to ajv for every widget.
 */
import type { Settings } from './types';
import { widgetSchema, type WidgetSchema } from './schemas';

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function copyOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  try {
    return structuredClone(value);
  } catch {
    return value; // not cloneable (a function inside): left shared rather than lost
  }
}

/** Fills the defaults of `schema` into `value` (which belongs to the copy being made, so it may change). */
function fill(schema: Schema, value: unknown): void {
  if (isObject(value) && isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!isObject(property)) continue;
      if (value[name] === undefined && property.default !== undefined) value[name] = copyOf(property.default);
      fill(property, value[name]);
    }
  }
  if (Array.isArray(value) && schema.items !== undefined) {
    const items = schema.items;
    value.forEach((item, index) => {
      const itemSchema = Array.isArray(items) ? items[index] : items;
      if (isObject(itemSchema)) fill(itemSchema, item);
    });
  }
}

/** The settings copied: nested values deeply (defaults are written into them), primitives (most settings) as they are. */
function cloneSettings(settings: Settings): Settings {
  const copy: Settings = {};
  for (const [key, value] of Object.entries(settings)) copy[key] = copyOf(value);
  return copy;
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
  if (settings !== undefined && !isObject(settings)) return settings;
  if (!isObject(schema)) return settings ?? {};
  const copy: Settings = settings ? cloneSettings(settings) : {};
  fill(schema, copy);
  return copy;
}
