/**
 * The quick settings check of a flat schema (docs/publishing.md, "What a visitor downloads"): an object of settings that are each
 * a string, number, integer or boolean, with at most an enum, a range, a length and a pattern, which is what most
 * widgets have (112 of 164). Compiled once per schema into a plain function, it answers in a few property reads,
 * where the general validator (quickSettingsCheck.ts) built a JSON pointer for every property it looked at: that was
 * most of the time a page of 2,000 widgets spent checking settings while it rendered.
 *
 * Like the general check it must never accept what ajv refuses, so it reads only the keywords it knows, exactly as ajv
 * does (draft-07: a setting that is undefined counts as missing; `minLength` counts code points; `pattern` is a
 * Unicode regular expression), and it compiles nothing for a schema with any other
 * keyword, or a format ajv checks: those go to the general check.
 */
import type { Settings } from '../../model/document/types';
import type { WidgetSchema } from '../../model/document/schemas';

type Check = (settings: Settings) => boolean;
type ValueCheck = (value: unknown) => boolean;

/** Keywords that describe a schema and validate nothing (ajv ignores the product's own, e.g. `multiline`). */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples', '$comment', 'readOnly', 'writeOnly', 'multiline', 'monacoLanguage']);
const ROOT_KEYWORDS = new Set(['$schema', 'title', 'description', '$comment', 'type', 'properties', 'required']);

const TYPES: Record<string, ValueCheck> = {
  string: (value) => typeof value === 'string',
  // as ajv's: a number need not be finite, an integer is a number without a fraction (Infinity too); JSON has neither
  number: (value) => typeof value === 'number',
  integer: (value) => typeof value === 'number' && !(value % 1) && !Number.isNaN(value),
  boolean: (value) => typeof value === 'boolean',
};

const isPrimitive = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** The check of one setting's value, or null when the property uses a keyword this check does not read. */
function compileProperty(property: unknown, productFormats: ReadonlySet<string>): ValueCheck | null {
  if (typeof property !== 'object' || property === null || Array.isArray(property)) return null;
  const checks: ValueCheck[] = [];
  let typed = false;
  for (const [keyword, value] of Object.entries(property)) {
    if (ANNOTATIONS.has(keyword)) continue;
    switch (keyword) {
      case 'type': {
        const check = typeof value === 'string' ? TYPES[value] : undefined;
        if (!check) return null;
        checks.push(check);
        typed = true;
        break;
      }
      case 'enum': {
        if (!Array.isArray(value) || !value.every(isPrimitive)) return null;
        checks.push((candidate) => value.includes(candidate));
        break;
      }
      case 'minimum':
      case 'maximum': {
        if (typeof value !== 'number') return null;
        checks.push(keyword === 'minimum'
          ? (candidate) => typeof candidate !== 'number' || candidate >= value
          : (candidate) => typeof candidate !== 'number' || candidate <= value);
        break;
      }
      case 'minLength':
      case 'maxLength': {
        if (!Number.isInteger(value)) return null;
        const limit = value as number;
        checks.push(keyword === 'minLength'
          ? (candidate) => typeof candidate !== 'string' || codePoints(candidate) >= limit
          : (candidate) => typeof candidate !== 'string' || codePoints(candidate) <= limit);
        break;
      }
      case 'pattern': {
        if (typeof value !== 'string') return null;
        let pattern: RegExp;
        try {
          pattern = new RegExp(value, 'u');
        } catch {
          return null;
        }
        checks.push((candidate) => typeof candidate !== 'string' || pattern.test(candidate));
        break;
      }
      case 'format': {
        // the product's own formats ajv accepts unchecked; any other it checks itself
        if (typeof value !== 'string' || !productFormats.has(value)) return null;
        break;
      }
      default:
        return null;
    }
  }
  if (!typed) return null; // a setting without a type: not flat
  return (value) => checks.every((check) => check(value));
}

/** The flat check of `schema`, or null when the schema is not flat (the general check decides then). */
export function compileFlatCheck(schema: WidgetSchema, productFormats: ReadonlySet<string>): Check | null {
  const root = schema as Record<string, unknown>;
  for (const keyword of Object.keys(root)) if (!ROOT_KEYWORDS.has(keyword)) return null;
  if (root.type !== 'object') return null;
  const properties = root.properties ?? {};
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) return null;
  const required = root.required ?? [];
  if (!Array.isArray(required) || !required.every((name) => typeof name === 'string')) return null;
  const entries: [string, ValueCheck][] = [];
  for (const [name, property] of Object.entries(properties)) {
    const check = compileProperty(property, productFormats);
    if (!check) return null;
    entries.push([name, check]);
  }
  const names = required as string[];
  return (settings) => {
    if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return false;
    const values = settings as Record<string, unknown>;
    for (const name of names) if (!Object.hasOwn(values, name) || values[name] === undefined) return false;
    for (const [name, check] of entries) {
      const value = values[name];
      if (value !== undefined && !check(value)) return false;
    }
    return true;
  };
}
