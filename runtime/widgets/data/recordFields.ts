/**
 * The fields of a data type's form, read from the type's JSON Schema: each top-level property with its kind
 * (text, number, integer, yes/no, a choice of values, or JSON for anything else), title and whether it is
 * required. What people type is kept as text and only turned into the record's values when it is sent.
 */
export type FieldKind = 'text' | 'number' | 'integer' | 'boolean' | 'choice' | 'json';

export interface RecordField {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  choices?: string[];
}

type Schema = { properties?: Record<string, Record<string, unknown>>; required?: unknown };

function kindOf(property: Record<string, unknown>): FieldKind {
  if (Array.isArray(property.enum)) return 'choice';
  const type = Array.isArray(property.type) ? property.type.find((t) => t !== 'null') : property.type;
  if (type === 'string') return 'text';
  if (type === 'number' || type === 'integer' || type === 'boolean') return type;
  return 'json';
}

export function recordFields(schema: unknown, only: readonly string[] = []): RecordField[] {
  const { properties = {}, required } = (schema ?? {}) as Schema;
  const requiredNames = Array.isArray(required) ? required : [];
  const names = only.length > 0 ? only.filter((name) => name in properties) : Object.keys(properties);
  return names.map((name) => {
    const property = properties[name] ?? {};
    const kind = kindOf(property);
    return {
      name,
      label: typeof property.title === 'string' ? property.title : name,
      kind,
      required: requiredNames.includes(name),
      choices: kind === 'choice' ? (property.enum as unknown[]).map(String) : undefined,
    };
  });
}

/** Form text → record value; '' is no value. Numbers that do not parse stay text, so the server names the field. */
export function fieldValue(field: RecordField, text: string | boolean): unknown {
  if (field.kind === 'boolean') return text === true;
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  if (field.kind === 'number' || field.kind === 'integer') {
    const number = Number(text.replace(',', '.'));
    return Number.isFinite(number) ? number : text;
  }
  if (field.kind === 'json') return JSON.parse(text) as unknown;
  return text;
}

/** A record value → form text (the values input and a reset). */
export function fieldText(field: RecordField, value: unknown): string | boolean {
  if (field.kind === 'boolean') return value === true;
  if (value === undefined || value === null) return '';
  return field.kind === 'json' ? JSON.stringify(value) : String(value);
}
