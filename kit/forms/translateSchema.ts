/**
 * Schemas carry i18n keys as `title` and `description` (widget-schemas/: 'widgets.Text.settings.text.title').
 * Before rendering, the schema is mapped through the translator: every title and description at every level
 * (properties, items, definitions, oneOf, ...) that names a known key becomes its text; any other text stays
 * as written (a builder's own form schema may have plain titles). Values (default, enum, const, examples)
 * are data, never translated.
 */
export type Translate = (text: string) => string;

const DATA_KEYWORDS = new Set(['default', 'enum', 'const', 'examples']);

export function translateSchema<S>(schema: S, translate: Translate): S {
  return walk(schema, translate) as S;
}

function walk(value: unknown, translate: Translate): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, translate));
  if (!value || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if ((key === 'title' || key === 'description') && typeof child === 'string') result[key] = translate(child);
    else if (DATA_KEYWORDS.has(key)) result[key] = child;
    else result[key] = walk(child, translate);
  }
  return result;
}

/**
 * Labels of a field's enum values, looked up next to its title key: for 'widgets.Text.settings.align.title'
 * the label of 'left' is 'widgets.Text.settings.align.enum.left'. Undefined when the title is no key or a
 * label is missing (the form then shows the raw values).
 */
export function enumLabels(field: Record<string, unknown>, translate: Translate, exists: (key: string) => boolean): string[] | undefined {
  const title = field.title;
  const values = field.enum;
  if (typeof title !== 'string' || !title.endsWith('.title') || !Array.isArray(values)) return undefined;
  const base = title.slice(0, -'.title'.length);
  const keys = values.map((value) => `${base}.enum.${String(value)}`);
  return keys.every(exists) ? keys.map(translate) : undefined;
}
