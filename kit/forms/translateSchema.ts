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

/** Labels shared by every field offering the same value ('row', 'flex-start', 'solid', 'xs'), in the panels' texts. */
export const SHARED_ENUM_LABELS = 'editor-panels:enumValues';

/**
 * Labels of a field's enum values. Each value's label is looked up next to the field's title key first (for
 * 'widgets.Text.settings.align.title' the label of 'left' is 'widgets.Text.settings.align.enum.left'), then among the
 * labels shared by all fields (`editor-panels:enumValues.left`); a value with neither shows as it is. Undefined when
 * no value has a label (the form then shows the raw values).
 */
export function enumLabels(field: Record<string, unknown>, translate: Translate, exists: (key: string) => boolean): string[] | undefined {
  const title = field.title;
  const values = field.enum;
  if (!Array.isArray(values)) return undefined;
  const base = typeof title === 'string' && title.endsWith('.title') ? title.slice(0, -'.title'.length) : null;
  let labelled = false;
  const labels = values.map((value) => {
    const own = base ? `${base}.enum.${String(value)}` : null;
    const shared = typeof value === 'string' && /^[\w-]+$/.test(value) ? `${SHARED_ENUM_LABELS}.${value}` : null;
    const key = own && exists(own) ? own : shared && exists(shared) ? shared : null;
    if (key) labelled = true;
    return key ? translate(key) : String(value);
  });
  return labelled ? labels : undefined;
}
