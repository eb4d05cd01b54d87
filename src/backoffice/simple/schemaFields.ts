import type { SimpleField, SimpleFieldKind } from './simpleForm';

/**
 * Completes a screen's field list from the resource's TypeBox schema (model/api/schemas), so a screen names only
 * which fields it shows and how: whether a field is required, its length limit and pattern, the choices of a
 * select, and the kind of plain booleans, numbers and e-mail addresses all come from the schema the server
 * validates with. What the screen says itself wins (a `datetime` is an integer in the schema).
 */
interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** The property of `name` (`address.city` looks one level down) and whether it is required there. */
function property(schema: JsonSchema, name: string): { node?: JsonSchema; required: boolean } {
  const [parent, child] = name.split('.');
  const top = schema.properties?.[parent];
  if (child === undefined) return { node: top, required: !!schema.required?.includes(parent) };
  const holder = top?.anyOf?.find((s) => s.properties) ?? top;
  return {
    node: holder?.properties?.[child],
    required: !!schema.required?.includes(parent) && !!holder?.required?.includes(child),
  };
}

/** A union of literals is a select; otherwise the text member carries the limits (`'' | email`). */
function describe(node: JsonSchema): Partial<SimpleField> {
  const literals = node.anyOf?.every((s) => s.const !== undefined) ? node.anyOf.map((s) => String(s.const)) : node.enum?.map(String);
  if (literals) return { kind: 'select', options: literals };
  const text = node.anyOf?.filter((s) => s.type === 'string' && s.const === undefined).sort((a, b) => Number(!!b.format) - Number(!!a.format))[0] ?? node;
  let kind: SimpleFieldKind | undefined;
  if (text.type === 'boolean') kind = 'checkbox';
  else if (text.type === 'integer' || text.type === 'number') kind = 'number';
  else if (text.format === 'email') kind = 'email';
  return {
    ...(kind ? { kind } : {}),
    ...(text.maxLength !== undefined ? { maxLength: text.maxLength } : {}),
    ...(text.pattern ? { pattern: text.pattern } : {}),
  };
}

export function fieldsFromSchema(schema: object | undefined, fields: SimpleField[]): SimpleField[] {
  if (!schema) return fields;
  return fields.map((field) => {
    const { node, required } = property(schema as JsonSchema, field.name);
    if (!node) return field;
    return { ...describe(node), required, ...field };
  });
}
