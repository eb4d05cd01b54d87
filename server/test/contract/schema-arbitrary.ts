import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON Schemas of the API description: `validValue` makes values the schema
 * accepts, `invalidValue` values it refuses (a wrong type, a missing required property, a text too long or off
 * its pattern). Covers the keywords the description uses (TypeBox output converted by @fastify/swagger);
 * `$ref`s into `#/components/schemas/` are followed.
 */
export type JsonSchema = Record<string, any>;
export type Components = Record<string, JsonSchema>;

/** Long texts and lists only slow the run down; the limits that matter are tested by invalidValue. */
const MAX_GENERATED_LENGTH = 24;
const MAX_GENERATED_ITEMS = 3;

export function resolve(schema: JsonSchema, components: Components): JsonSchema {
  let current = schema;
  while (typeof current?.$ref === 'string') {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = components[name];
    if (!current) throw new Error(`unknown $ref ${schema.$ref}`);
  }
  return current ?? {};
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, MAX_GENERATED_LENGTH);
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString());
  // A pattern decides the length itself (a SHA-256 is 64 characters): cap it only by the schema's own limits, or
  // the filter would wait for ever for a short match that cannot exist.
  if (schema.pattern) {
    const fitsSchema = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fitsSchema);
  }
  return fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, MAX_GENERATED_LENGTH)) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (integer ? -1_000_000 : -1e9);
  const max = schema.maximum ?? (integer ? 1_000_000 : 1e9);
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function typedArbitrary(type: string, schema: JsonSchema, components: Components, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string': return stringArbitrary(schema);
    case 'integer': return numberArbitrary(schema, true);
    case 'number': return numberArbitrary(schema, false);
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, Math.max(minLength, MAX_GENERATED_ITEMS));
      return fc.array(validValue(schema.items ?? {}, components, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties: Record<string, JsonSchema> = schema.properties ?? {};
      const required = new Set<string>(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) record[key] = validValue(property, components, depth + 1);
      const keys = Object.keys(properties).filter((k) => required.has(k));
      return fc.record(record, { requiredKeys: keys });
    }
    default: return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Values `schema` accepts. */
export function validValue(input: JsonSchema, components: Components, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(input, components);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) {
    // Deep nesting (search groups) is tested, but rarely: prefer the first (flat) alternatives further down.
    const choices = alternatives.map((a: JsonSchema) => validValue(a, components, depth + 1));
    return depth > 6 ? choices[0] : fc.oneof(...choices);
  }
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((t: string) => typedArbitrary(t, schema, components, depth)));
  if (schema.type) return typedArbitrary(schema.type, schema, components, depth);
  if (schema.properties) return typedArbitrary('object', schema, components, depth);
  return fc.jsonValue({ maxDepth: 2 });
}

const WRONG_FOR: Record<string, unknown> = { string: 12345, integer: 'not-a-number', number: 'not-a-number', boolean: 'not-a-boolean', array: { not: 'a list' }, object: ['not', 'an', 'object'], null: 'not-null' };

/** One way `schema` is broken, or null when it accepts everything. */
function brokenVariants(schema: JsonSchema, components: Components, sample: unknown, asText = false): unknown[] {
  const variants: unknown[] = [];
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.enum) variants.push('not-one-of-the-values');
  // A parameter travels as text: any text is a string, so only other types can be given a wrong value.
  else if (types.length === 1 && !schema.anyOf && !(asText && types[0] === 'string')) variants.push(WRONG_FOR[types[0]]);
  if (typeof schema.maxLength === 'number' && schema.maxLength < 100_000) variants.push('x'.repeat(schema.maxLength + 1));
  if (typeof schema.minLength === 'number' && schema.minLength > 0) variants.push('');
  if (typeof schema.maximum === 'number') variants.push(schema.maximum + 1);
  if (typeof schema.minimum === 'number') variants.push(schema.minimum - 1);
  if (types.includes('object') && sample && typeof sample === 'object' && !Array.isArray(sample)) {
    for (const key of schema.required ?? []) {
      const { [key]: _dropped, ...rest } = sample as Record<string, unknown>;
      variants.push(rest);
    }
    for (const [key, property] of Object.entries<JsonSchema>(schema.properties ?? {})) {
      const target = resolve(property, components);
      const inner = brokenVariants(target, components, (sample as Record<string, unknown>)[key]);
      for (const broken of inner.slice(0, 2)) variants.push({ ...(sample as object), [key]: broken });
    }
  }
  return variants.filter((v) => v !== undefined);
}

/**
 * Values `schema` refuses, each derived from a valid one; null when the schema accepts anything. `asText`: the
 * value is sent as text (a query, path or header parameter).
 */
export function invalidValue(input: JsonSchema, components: Components, asText = false): fc.Arbitrary<unknown> | null {
  const schema = resolve(input, components);
  const probe = fc.sample(validValue(schema, components), { numRuns: 1, seed: 1 })[0];
  if (brokenVariants(schema, components, probe, asText).length === 0) return null;
  return validValue(schema, components).chain((sample) => {
    const variants = brokenVariants(schema, components, sample, asText);
    return variants.length ? fc.constantFrom(...variants) : fc.constant(WRONG_FOR[schema.type] ?? null);
  });
}
