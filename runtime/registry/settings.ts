import type { Settings } from '../document/types';
import { applySettingsDefaults, validateSettings } from '../document/defaults';
import { registerWidgetSchema, widgetSchema, type WidgetSchema } from '../document/schemas';
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
 * unchanged nodes (the common case on every re-render) cost a map lookup.
 */
export function checkSettings(definition: WidgetDefinition, settings: Settings | undefined): SettingsCheck {
  const input = settings ?? EMPTY;
  let perDefinition = cache.get(definition);
  if (!perDefinition) cache.set(definition, (perDefinition = new WeakMap()));
  let result = perDefinition.get(input);
  if (!result) {
    result = compute(definition, input);
    perDefinition.set(input, result);
  }
  return result;
}

function compute(definition: WidgetDefinition, settings: Settings): SettingsCheck {
  // Built-in schemas are known to the document layer already; a widget defined elsewhere (a test widget, a
  // later module) brings its own and registers it on first use.
  if (!widgetSchema(definition.type)) registerWidgetSchema(definition.type, definition.schema as WidgetSchema);
  const defaulted = applySettingsDefaults(definition.type, settings) ?? {};
  const { valid, errors } = validateSettings(definition.type, defaulted);
  return { valid, settings: defaulted, errors };
}
