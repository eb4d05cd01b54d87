import type { Settings } from '../../model/document/types';
import type { WidgetSchema } from '../../model/document/schemas';
import type { WidgetDefinition } from './defineWidget';
import { quickSettingsCheck } from './quickSettingsCheck';

export interface SettingsCheck {
  valid: boolean;
  /** The node's settings as they are: defaults were written at load or when the widget was created. */
  settings: Settings;
  errors: { path: string; message: string }[];
}

type ExactValidation = typeof import('../../model/document/settingsValidation');

let exact: ExactValidation | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the exact validation (ajv, settingsValidation.ts). The builder's screens ask for it with their code, so a
 * builder never waits for it in the middle of a render; a visitor's page loads it only when a widget's settings fail
 * the quick check.
 */
export function loadSettingsValidation(): Promise<void> {
  loading ??= import('../../model/document/settingsValidation').then((module) => {
    exact = module;
  });
  return loading;
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
 *
 * The verdict is always ajv's (settingsValidation.ts). Settings the quick check (quickSettingsCheck.ts) accepts are
 * valid without asking ajv, since it accepts nothing ajv refuses; for any other settings ajv decides and says why,
 * and until its module is loaded this throws the promise of loading it, which suspends the render until the exact
 * answer can be given (docs/publishing.md, "What a visitor downloads").
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
  // The quick check first even when ajv is there: its "valid" is ajv's too, and ajv compiles code for every schema
  // (and once its meta-schema, about 50 ms), which the editor's open then need not wait for on a page of valid widgets.
  const schema = definition.schema as WidgetSchema;
  if (quickSettingsCheck(schema, settings)) return { valid: true, settings, errors: [] };
  if (!exact) throw loadSettingsValidation();
  const { valid, errors } = exact.validateAgainstSchema(schema, settings, definition.type);
  return { valid, settings, errors };
}
