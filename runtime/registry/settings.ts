import type { Settings } from '../../model/document/types';
import { validateAgainstSchema } from '../../model/document/defaults';
import type { WidgetSchema } from '../../model/document/schemas';
import type { WidgetDefinition } from './defineWidget';

export interface SettingsCheck {
  valid: boolean;
  /** The node's settings as they are: defaults were written at load or when the widget was created. */
  settings: Settings;
  errors: { path: string; message: string }[];
}

const EMPTY: Settings = Object.freeze({}) as Settings;
const cache = new WeakMap<WidgetDefinition, WeakMap<Settings, SettingsCheck>>();

/**
 * Validates a node's settings against its widget's JSON Schema before the renderer hands them to the component.
 * Defaults are not applied here: the load pipeline (migrations/load.ts) and the editor's node factory write
 * them into the document, so every node the renderer sees already carries them (docs/widgets.md). Memoised per
 * settings object: unchanged nodes (the common case on every re-render) cost a map lookup. `remember: false` skips
 * the memo for settings that are checked once (a published page renders each node once; filling a weak map with
 * thousands of keys costs more than it saves there).
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

function compute(definition: WidgetDefinition, settings: Settings): SettingsCheck {
  // The definition's own schema: for a built-in widget the very object the load pipeline uses (its spec's).
  const { valid, errors } = validateAgainstSchema(definition.schema as WidgetSchema, settings, definition.type);
  return { valid, settings, errors };
}
