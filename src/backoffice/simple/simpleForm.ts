import { META_FIELDS } from '../../../model/api/schemas';
import { isCurrencyCode } from '../../../runtime/format';

/**
 * Forms of flat resources (price zones, suppliers, calendars, CMS pages, contacts, ...): every field is edited as a
 * text, possibly nested one level (`address.city`), and converted to its stored type on save (numbers, booleans,
 * epoch milliseconds, translated text lists). Blank fields are left out of the body (empty values count as
 * undefined); fields the form does not show are carried over, since PUT replaces the whole entity.
 */
export type SimpleFieldKind =
  | 'text' | 'email' | 'url' | 'textarea' | 'currency' | 'country'
  /** One of `options`, labelled `${prefix}.options.${name}.${value}`. */
  | 'select'
  | 'checkbox'
  | 'number'
  /** Epoch milliseconds, edited as local date and time. */
  | 'datetime'
  /** A CSS hex colour `#rrggbb`. */
  | 'color'
  /** A list of `{language, text}`: the form edits the text of the interface language and keeps the others. */
  | 'translated'
  /** Structured data (a workflow's steps) edited as JSON text; it must parse. */
  | 'json'
  /** The id of an entity of another resource, chosen from its list (`reference` says which). */
  | 'reference'
  /** A calendar date `YYYY-MM-DD`. */
  | 'date';

/**
 * A field that is one entry of a list of the entity rather than a property: a contact's custom field value is the
 * `value` of the entry of `customFields` whose `customFieldId` is the field's id. Such values are strings: a
 * ticked box is `'true'`, numbers and dates are stored as typed.
 */
export interface SimpleListEntry {
  list: string;
  key: string;
  id: string;
  valueField: string;
}

/** Where a reference field's choices come from: another resource's list, each labelled by one of its fields. */
export interface SimpleReference {
  /** Query key of the other resource (a write there refreshes the choices). */
  resource: string;
  list(query: { page: number; size: number; sort: string }): Promise<{ elements: Record<string, unknown>[] }>;
  labelField: string;
}

export interface SimpleField {
  /** Field name, or `parent.child` for one level of nesting. */
  name: string;
  kind?: SimpleFieldKind;
  required?: boolean;
  /** Shown as a column of the list. */
  inList?: boolean;
  /** The list can be sorted by it. */
  sortable?: boolean;
  /** Only in the list, never in the form (set by the server, like a file's size). */
  listOnly?: boolean;
  /** Several lines (texts and translated texts). */
  multiline?: boolean;
  /** The values of a select. */
  options?: readonly string[];
  maxLength?: number;
  /** A regular expression the whole text must match. */
  pattern?: string;
  /** The choices of a `reference` field. */
  reference?: SimpleReference;
  /** A label of its own instead of `${prefix}.fields.${name}` (fields known only at run time). */
  label?: string;
  /** The field is an entry of a list (custom field values); its name must still be unique in the form. */
  listEntry?: SimpleListEntry;
}

export type SimpleValues = Record<string, string>;

/** The language of translated texts when none is given (the product's default). */
export const DEFAULT_LANGUAGE = 'de_de';

const get = (entity: Record<string, unknown> | null | undefined, name: string): unknown =>
  name.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), entity);

interface Translated { language: string; text: string }
const isTranslatedList = (value: unknown): value is Translated[] =>
  Array.isArray(value) && value.every((t) => t && typeof t === 'object' && typeof (t as Translated).language === 'string');

/** The text of a translated list in `language`, else in the default language, else the first. */
export function translatedText(value: unknown, language: string): string {
  if (!isTranslatedList(value)) return '';
  const found = value.find((t) => t.language === language) ?? value.find((t) => t.language === DEFAULT_LANGUAGE) ?? value[0];
  return found?.text ?? '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch ms → `YYYY-MM-DDTHH:mm` in local time (the value of a datetime-local input). */
export function toLocalDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const fromLocalDateTime = (text: string) => (LOCAL_DATE_TIME.test(text) ? new Date(text).getTime() : Number.NaN);

type Entry = Record<string, unknown>;
const entriesOf = (entity: Record<string, unknown> | null | undefined, list: string): Entry[] =>
  (Array.isArray(entity?.[list]) ? (entity![list] as unknown[]).filter((e): e is Entry => !!e && typeof e === 'object') : []);

/** What the entity holds for a field: a (nested) property, or the value of its list entry. */
function storedValue(entity: Record<string, unknown> | null | undefined, field: SimpleField): unknown {
  const entry = field.listEntry;
  if (!entry) return get(entity, field.name);
  return entriesOf(entity, entry.list).find((e) => e[entry.key] === entry.id)?.[entry.valueField];
}

/** A field's stored value as the text the form edits. */
function toText(field: SimpleField, value: unknown, language: string): string {
  switch (field.kind) {
    case 'checkbox': return value === true || (!!field.listEntry && value === 'true') ? 'true' : '';
    case 'datetime': return typeof value === 'number' && Number.isFinite(value) ? toLocalDateTime(value) : '';
    case 'translated': return translatedText(value, language);
    case 'json': return value === undefined ? '' : JSON.stringify(value, null, 2);
    default: return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}

/** The stored value of a field as text (the list shows it through the page's own formatting). */
export const displayValue = (entity: Record<string, unknown>, name: string, field?: SimpleField, language = DEFAULT_LANGUAGE): string =>
  toText(field ?? { name }, storedValue(entity, field ?? { name }), language);

export function toSimpleValues(fields: SimpleField[], entity?: Record<string, unknown> | null, language = DEFAULT_LANGUAGE): SimpleValues {
  return Object.fromEntries(fields.filter((f) => !f.listOnly).map((f) => [f.name, toText(f, storedValue(entity ?? {}, f), language)]));
}

function normalise(field: SimpleField, text: string): string {
  const trimmed = text.trim();
  return field.kind === 'currency' || field.kind === 'country' ? trimmed.toUpperCase() : trimmed;
}

/** Error keys (backoffice namespace) per field name; `validation.maxLength` takes `max`. */
export function validateSimple(fields: SimpleField[], values: SimpleValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.listOnly || field.kind === 'checkbox') continue;
    const value = normalise(field, values[field.name] ?? '');
    if (!value) {
      if (field.required) errors[field.name] = 'validation.required';
      continue;
    }
    const error = checkValue(field, value);
    if (error) errors[field.name] = error;
  }
  return errors;
}

function checkValue(field: SimpleField, value: string): string | undefined {
  if (field.maxLength !== undefined && value.length > field.maxLength) return 'validation.maxLength';
  switch (field.kind) {
    case 'email': return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : 'validation.email';
    case 'currency': return isCurrencyCode(value) ? undefined : 'validation.currency';
    case 'country': return /^[A-Z]{2}$/.test(value) ? undefined : 'validation.country';
    case 'number': return Number.isFinite(Number(value)) ? undefined : 'validation.number';
    case 'datetime': return Number.isFinite(fromLocalDateTime(value)) ? undefined : 'validation.dateTime';
    case 'date': return /^\d{4}-\d{2}-\d{2}$/.test(value) && Number.isFinite(Date.parse(value)) ? undefined : 'validation.date';
    case 'color': return /^#[0-9a-fA-F]{6}$/.test(value) ? undefined : 'validation.color';
    case 'select': return !field.options || field.options.includes(value) ? undefined : 'validation.required';
    case 'json': return parsesAsJson(value) ? undefined : 'jsonField.invalid';
    default: return field.pattern && !new RegExp(field.pattern).test(value) ? 'validation.pattern' : undefined;
  }
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The stored value of a field from its text; undefined leaves the field out. */
function fromText(field: SimpleField, text: string, previous: unknown, language: string): unknown {
  switch (field.kind) {
    case 'checkbox': return text === 'true';
    case 'number': return text ? Number(text) : undefined;
    case 'datetime': return text ? fromLocalDateTime(text) : undefined;
    case 'json': return text ? JSON.parse(text) : undefined;
    case 'translated': {
      const others = isTranslatedList(previous) ? previous.filter((t) => t.language !== language) : [];
      const list = text ? [...others, { language, text }] : others;
      return list.length > 0 ? list : undefined;
    }
    default: return text || undefined;
  }
}

export function toSimpleBody(fields: SimpleField[], values: SimpleValues, original?: Record<string, unknown> | null, language = DEFAULT_LANGUAGE): Record<string, unknown> {
  const body: Record<string, unknown> = structuredClone(original ?? {});
  for (const meta of META_FIELDS) delete body[meta];
  writeListEntries(body, fields, values, original);
  for (const field of fields) {
    if (field.listOnly || field.listEntry) continue;
    const [parent, child] = field.name.split('.');
    const holder = child === undefined ? body : { ...((body[parent] as Record<string, unknown> | undefined) ?? {}) };
    const key = child ?? parent;
    const value = fromText(field, normalise(field, values[field.name] ?? ''), holder[key], language);
    if (value === undefined) delete holder[key];
    else holder[key] = value;
    if (child === undefined) continue;
    if (Object.keys(holder).length > 0) body[parent] = holder;
    else delete body[parent];
  }
  return body;
}

/** The stored string of a list entry field; undefined leaves the entry out. */
function entryText(field: SimpleField, text: string, previous: unknown): string | undefined {
  // An unticked box that was stored as 'false' stays so; one never set is left out ("not filled in").
  if (field.kind === 'checkbox') return text === 'true' ? 'true' : previous === 'true' || previous === 'false' ? 'false' : undefined;
  return text || undefined;
}

/** The lists of the list entry fields as they are sent: the form's entries in its order, then the others kept. */
function listEntriesOf(fields: SimpleField[], values: SimpleValues, original?: Record<string, unknown> | null): Map<string, Entry[]> {
  const lists = new Map<string, Entry[]>();
  const shown = fields.filter((f) => f.listEntry && !f.listOnly);
  for (const list of new Set(shown.map((f) => f.listEntry!.list))) {
    const own = shown.filter((f) => f.listEntry!.list === list);
    const previous = entriesOf(original, list);
    const entries: Entry[] = [];
    for (const field of own) {
      const { key, id, valueField } = field.listEntry!;
      // A field the form did not have when it opened (its definition loaded later) keeps what is stored.
      if (!(field.name in values)) {
        entries.push(...previous.filter((e) => e[key] === id));
        continue;
      }
      const value = entryText(field, normalise(field, values[field.name] ?? ''), storedValue(original, field));
      if (value !== undefined) entries.push({ [key]: id, [valueField]: value });
    }
    const ids = new Set(own.map((f) => f.listEntry!.id));
    const key = own[0].listEntry!.key;
    lists.set(list, [...entries, ...previous.filter((e) => !ids.has(e[key] as string))]);
  }
  return lists;
}

function writeListEntries(body: Record<string, unknown>, fields: SimpleField[], values: SimpleValues, original?: Record<string, unknown> | null): void {
  for (const [list, entries] of listEntriesOf(fields, values, original)) {
    if (entries.length > 0) body[list] = entries;
    else delete body[list];
  }
}

/**
 * The form field a path of the server's refusal belongs to: `title.0.text` to `title`, and `customFields.2.value`
 * to the field whose entry was third in the list sent.
 */
export function fieldOfServerPath(fields: SimpleField[], values: SimpleValues, original: Record<string, unknown> | null | undefined, path: string): SimpleField | undefined {
  const [list, index] = path.split('.');
  const entryFields = fields.filter((f) => f.listEntry?.list === list);
  if (entryFields.length > 0 && /^\d+$/.test(index ?? '')) {
    const sent = listEntriesOf(fields, values, original).get(list)?.[Number(index)];
    const { key } = entryFields[0].listEntry!;
    return entryFields.find((f) => sent && f.listEntry!.id === sent[key]);
  }
  return fields.find((f) => !f.listEntry && (path === f.name || path.startsWith(`${f.name}.`)));
}
