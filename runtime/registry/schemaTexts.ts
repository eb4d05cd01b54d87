import { widgetSpecs } from 'virtual:widget-specs';

let loading: Promise<void> | undefined;

/**
 * Gives the widget schemas their `title` and `description` (i18n keys) back. The browser build leaves them out of
 * the specs a visitor downloads (scripts/schema-texts); the settings panel and the palette read them, so the
 * builder's screens load them with their code (src/app/AppRoutes.tsx) and this writes them into the very schema
 * objects the registry, the load pipeline and the validation hold. Elsewhere the specs are whole and this changes
 * nothing.
 */
export function loadSchemaTexts(): Promise<void> {
  loading ??= import('virtual:widget-schema-texts').then(({ wholeSpecs }) => {
    const whole = new Map(wholeSpecs.map((spec) => [spec.type, spec]));
    for (const spec of widgetSpecs) {
      const source = whole.get(spec.type);
      if (source && source !== spec) restoreTexts(source.schema, spec.schema);
    }
  });
  return loading;
}

/** Copies every title and description of `whole` that `stripped`, the same schema without them, lacks. */
export function restoreTexts(whole: unknown, stripped: unknown): void {
  if (!isObject(whole) || !isObject(stripped) || whole === stripped) return;
  for (const [key, value] of Object.entries(whole)) {
    if ((key === 'title' || key === 'description') && typeof value === 'string' && !(key in stripped)) {
      stripped[key] = value;
    } else {
      restoreTexts(value, stripped[key]);
    }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
