import type { Settings } from '../document/types';
import { applySchemaDefaults, validateAgainstSchema } from '../document/defaults';
import type { WidgetSchema } from '../document/schemas';
import type { WidgetDefinition } from './defineWidget';

export interface SettingsCheck {
  valid: boolean;
  /** The settings with schema defaults applied (unknown settings kept). */
  settings: Settings;
  errors: { path: string; message: string }[];
}

const EMPTY: Settings = Object.freeze({}) as Settings;
const cache = new WeakMap<WidgetDefinition, WeakMap<Settings, SettingsCheck>>();

/**
 * Defaults and validates a node's settings against its widget's JSON Schema. Memoised per settings object:
 * unchanged nodes (the common case on every re-render) cost a map lookup. `remember: false` skips the memo for
 * settings that are checked once (a published page renders each node once; filling a weak map with thousands
 * of keys costs more than it saves there).
 */
export function checkSettings(definition: WidgetDefinition, settings: Settings | undefined, remember = true): SettingsCheck {
  const input = settings ?? EMPTY;
  if (!remember) return compute(definition, input);
  let perDefinition = cache.get(definition);
  if (!perDefinition) cache.set(definition, (perDefinition = new WeakMap()));
  let result = perDefinition.get(input);
  if (!result) {
    result = compute(definition, input);
    perDefinition.set(input, result);
  }
  return result;
}

/**
 * How to fill in defaults fast: the top-level defaults of a schema, and whether it has any deeper ones. Loaded
 * documents already carry their defaults, so the common case is "nothing missing": no copy, one validation.
 */
interface DefaultsPlan {
  top: [string, unknown][];
  nested: boolean;
}

const plans = new WeakMap<object, DefaultsPlan>();

function planOf(schema: WidgetSchema): DefaultsPlan {
  let plan = plans.get(schema);
  if (!plan) {
    const top = Object.entries(schema.properties ?? {})
      .filter(([, property]) => property && typeof property === 'object' && 'default' in property)
      .map(([name, property]): [string, unknown] => [name, property.default]);
    // every "default" beyond the top-level ones (in items, nested objects, combinators) needs the full pass
    const all = JSON.stringify(schema).split('"default":').length - 1;
    plan = { top, nested: all !== top.length };
    plans.set(schema, plan);
  }
  return plan;
}

function withTopDefaults(settings: Settings, plan: DefaultsPlan): Settings {
  let result: Settings | null = null;
  for (const [name, value] of plan.top) {
    if (settings[name] !== undefined) continue;
    result ??= { ...settings };
    result[name] = value !== null && typeof value === 'object' ? structuredClone(value) : value;
  }
  return result ?? settings;
}

function compute(definition: WidgetDefinition, settings: Settings): SettingsCheck {
  // The definition's own schema: for a built-in widget the very object the load pipeline uses (its spec's).
  const schema = definition.schema as WidgetSchema;
  const plan = planOf(schema);
  const plain = typeof settings === 'object' && settings !== null && !Array.isArray(settings);
  const defaulted = plain && !plan.nested ? withTopDefaults(settings, plan) : (applySchemaDefaults(schema, settings) ?? {});
  const { valid, errors } = validateAgainstSchema(schema, defaulted, definition.type);
  return { valid, settings: defaulted, errors };
}
