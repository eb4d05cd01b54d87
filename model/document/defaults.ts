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

/**
 * What filling defaults needs to know of a schema, worked out once per schema object: its properties that have a
 * default or defaults inside them (the rest are never touched), and its items' schema. Widget schemas have dozens of
 * properties and a page thousands of nodes, so the loader looks at this short list instead of every property.
 */
interface Plan {
  properties: { name: string; fallback: unknown; inner: Plan | null }[];
  items: Plan | (Plan | null)[] | null;
}

const plans = new WeakMap<Schema, Plan | null>();

/** The plan of `schema`; null when nothing in it has a default. */
function planOf(schema: Schema): Plan | null {
  if (plans.has(schema)) return plans.get(schema)!;
  plans.set(schema, null); // a schema that contains itself (not in widget schemas) ends here instead of looping
  const properties: Plan['properties'] = [];
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!isObject(property)) continue;
      const inner = planOf(property);
      if (property.default !== undefined || inner) properties.push({ name, fallback: property.default, inner });
    }
  }
  let items: Plan['items'] = null;
  if (Array.isArray(schema.items)) {
    const each = schema.items.map((item) => (isObject(item) ? planOf(item) : null));
    if (each.some((plan) => plan !== null)) items = each;
  } else if (isObject(schema.items)) {
    items = planOf(schema.items);
  }
  const plan = properties.length > 0 || items ? { properties, items } : null;
  plans.set(schema, plan);
  return plan;
}

/** Whether filling `plan` into `value` would add anything (so a complete value need not be copied). */
function missesDefaults(plan: Plan, value: unknown): boolean {
  if (isObject(value)) {
    for (const { name, fallback, inner } of plan.properties) {
      const current = value[name];
      if (current === undefined) {
        if (fallback !== undefined) return true;
      } else if (inner && missesDefaults(inner, current)) {
        return true;
      }
    }
  }
  if (Array.isArray(value) && plan.items) {
    const items = plan.items;
    for (let index = 0; index < value.length; index++) {
      const itemPlan = Array.isArray(items) ? items[index] : items;
      if (itemPlan && missesDefaults(itemPlan, value[index])) return true;
    }
  }
  return false;
}

/** Fills the defaults of `plan` into `value` (which belongs to the copy being made, so it may change). */
function fill(plan: Plan, value: unknown): void {
  if (isObject(value)) {
    for (const { name, fallback, inner } of plan.properties) {
      if (value[name] === undefined && fallback !== undefined) value[name] = copyOf(fallback);
      if (inner) fill(inner, value[name]);
    }
  }
  if (Array.isArray(value) && plan.items) {
    const items = plan.items;
    value.forEach((item, index) => {
      const itemPlan = Array.isArray(items) ? items[index] : items;
      if (itemPlan) fill(itemPlan, item);
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
 * Returns `settings` with the schema's defaults added where a setting is missing: a copy when anything was added,
 * else the very object given. Unknown types return the settings unchanged (the same object; `{}` for none), and so
 * do settings that are not an object (the loader's structure check refuses those). Never throws, never changes its
 * argument.
 */
export function applySettingsDefaults(type: string, settings?: Settings): Settings {
  return applySchemaDefaults(widgetSchema(type), settings);
}

/** applySettingsDefaults with the schema given (a widget defined outside widget-schemas/, e.g. in a test). */
export function applySchemaDefaults(schema: WidgetSchema | undefined, settings?: Settings): Settings {
  if (settings !== undefined && !isObject(settings)) return settings;
  if (!isObject(schema)) return settings ?? {};
  const plan = planOf(schema);
  // Settings that miss nothing come back as they are: a saved page (the editor wrote every default when it created
  // the widget) loads without copying the settings of each of its thousands of nodes.
  if (!plan) return settings ?? {};
  if (settings && !missesDefaults(plan, settings)) return settings;
  const copy: Settings = settings ? cloneSettings(settings) : {};
  fill(plan, copy);
  return copy;
}
