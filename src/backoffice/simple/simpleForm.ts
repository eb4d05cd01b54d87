import { META_FIELDS } from '../../../model/api/schemas';
import { isCurrencyCode } from '../../../runtime/format';

/**
 * Forms of flat resources (price zones, suppliers): every field is a text, possibly nested one level
 * (`address.city`). Blank fields are left out of the body (empty values count as undefined); fields the form does not
 * show are carried over, since PUT replaces the whole entity.
 */
export type SimpleFieldKind = 'text' | 'email' | 'url' | 'textarea' | 'currency' | 'country';

export interface SimpleField {
  /** Field name, or `parent.child` for one level of nesting. */
  name: string;
  kind?: SimpleFieldKind;
  required?: boolean;
  /** Shown as a column of the list. */
  inList?: boolean;
  /** The list can be sorted by it. */
  sortable?: boolean;
}

export type SimpleValues = Record<string, string>;

const get = (entity: Record<string, unknown> | null | undefined, name: string): unknown =>
  name.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), entity);

export const displayValue = (entity: Record<string, unknown>, name: string): string => {
  const value = get(entity, name);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

export function toSimpleValues(fields: SimpleField[], entity?: Record<string, unknown> | null): SimpleValues {
  return Object.fromEntries(fields.map((f) => [f.name, displayValue(entity ?? {}, f.name)]));
}

function normalise(field: SimpleField, text: string): string {
  const trimmed = text.trim();
  return field.kind === 'currency' || field.kind === 'country' ? trimmed.toUpperCase() : trimmed;
}

/** Error keys (backoffice namespace) per field name. */
export function validateSimple(fields: SimpleField[], values: SimpleValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = normalise(field, values[field.name] ?? '');
    if (!value) {
      if (field.required) errors[field.name] = 'validation.required';
      continue;
    }
    if (field.kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) errors[field.name] = 'validation.email';
    if (field.kind === 'currency' && !isCurrencyCode(value)) errors[field.name] = 'validation.currency';
    if (field.kind === 'country' && !/^[A-Z]{2}$/.test(value)) errors[field.name] = 'validation.country';
  }
  return errors;
}

export function toSimpleBody(fields: SimpleField[], values: SimpleValues, original?: Record<string, unknown> | null): Record<string, unknown> {
  const body: Record<string, unknown> = structuredClone(original ?? {});
  for (const meta of META_FIELDS) delete body[meta];
  for (const field of fields) {
    const value = normalise(field, values[field.name] ?? '');
    const [parent, child] = field.name.split('.');
    if (child === undefined) {
      if (value) body[parent] = value;
      else delete body[parent];
      continue;
    }
    const holder = { ...((body[parent] as Record<string, unknown> | undefined) ?? {}) };
    if (value) holder[child] = value;
    else delete holder[child];
    if (Object.keys(holder).length > 0) body[parent] = holder;
    else delete body[parent];
  }
  return body;
}
