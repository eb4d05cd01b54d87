import { sql, type SQL } from 'drizzle-orm';
import type { FieldSearch, SearchGroup, SearchMatcher, SearchType } from '../../../model/api/schemas/common.js';
import { MATCHERS_BY_TYPE, MAX_SEARCH_DEPTH, SEARCH_MATCHERS, SEARCH_TYPES } from '../../../model/api/schemas/common.js';
import { invalidField } from '../../http/errors.js';
import { parseField, valuesPath, type FieldRef } from './fields.js';

/**
 * Compiles the search request (every matcher, and/or with nesting, dotted paths, list fields, each value type) into
 * one parameterised SQL condition over the entities table (alias `e`). Every value is a bound parameter; field names
 * only pass as a checked SQL/JSON path parameter (fields.ts).
 *
 * Ways to test data fields, chosen per condition:
 * - exact text equals/in on a top-level field use the `?|` operator on the field's value;
 * - other exact comparisons (equals, in, ranges, startsWith without case folding) run as one `jsonb_path_exists`
 *   with the values as path variables; PostgreSQL evaluates those without unpacking the document;
 * - equals/in ignoring case lower-case the values at the path as one JSON array and test it with `?|`;
 * - other text tests (includes, endsWith, ranges and startsWith ignoring case) unpack the values at the path
 *   and test each with SQL string functions.
 * A condition on a list field holds when any element matches; notEquals holds when no element equals.
 *
 * Text equals/in (either case mode) on data fields of an indexed resource are first narrowed by the GIN index
 * `entities_text_keys` (0004_read_performance.sql): `entity_text_keys(e.data) && ARRAY[keys]`, where a key is the
 * dotted path and the lower-cased text. Every row the exact condition accepts has such a key, so the narrowing
 * never drops a match; the exact condition still decides (ANDed after it), so the result is the same.
 */
const MAX_IN_VALUES = 1000;
const MAX_DEPTH = MAX_SEARCH_DEPTH;

const RANGE_OPS: Partial<Record<SearchMatcher, string>> = {
  greaterThan: '>', greaterThanOrEquals: '>=', lessThan: '<', lessThanOrEquals: '<=',
};

type Scalar = string | number | boolean;

/** The largest magnitude each numeric column compares with: epoch ms of JavaScript dates, and int4 for versions. */
const COLUMN_LIMITS: Record<'createdAt' | 'lastUpdatedAt' | 'version', number> = {
  createdAt: 8.64e15, lastUpdatedAt: 8.64e15, version: 2_147_483_647,
};

/** Resources without the text index (large documents, the audit log); the same list as the index's WHERE. */
export const TEXT_INDEX_EXCLUDED: readonly string[] = ['applications', 'applicationversions', 'compoundwidgets', 'auditlog'];

export interface SearchOptions {
  /** The resource has the text index: narrow text equality through it (textIndexFor). */
  textIndex?: boolean;
}

export const textIndexFor = (resource: string): SearchOptions => ({ textIndex: !TEXT_INDEX_EXCLUDED.includes(resource) });

/** The index condition that narrows a text equals/in to the rows holding one of the texts at the path. */
function textKeys(segments: string[], vals: Scalar[]): SQL {
  const path = segments.join('.');
  const keys = sql.join(vals.map((v) => sql`entity_text_key(${path}::text, ${String(v)}::text)`), sql`, `);
  return sql`entity_text_keys(e.data) && ARRAY[${keys}]`;
}

/** Turns one request value into the type the condition compares as; 400 naming `at` when it cannot. */
function coerce(type: SearchType, value: unknown, at: string): Scalar {
  switch (type) {
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw invalidField(at, 'must be a number');
      return n;
    }
    case 'date': {
      const ms = typeof value === 'string' ? Date.parse(value) : value;
      if (typeof ms !== 'number' || !Number.isFinite(ms)) throw invalidField(at, 'must be a date (epoch milliseconds or ISO 8601)');
      return ms;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw invalidField(at, 'must be true or false');
    default:
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      if (typeof value !== 'string') throw invalidField(at, 'must be a string');
      return value;
  }
}

function values(search: FieldSearch, type: SearchType, at: string): Scalar[] {
  if (search.matcher === 'in') {
    if (!Array.isArray(search.value)) throw invalidField(`${at}.value`, 'must be a list for matcher in');
    if (search.value.length > MAX_IN_VALUES) throw invalidField(`${at}.value`, `must have at most ${MAX_IN_VALUES} entries`);
    return search.value.map((v, i) => coerce(type, v, `${at}.value.${i}`));
  }
  if (Array.isArray(search.value)) throw invalidField(`${at}.value`, `must be a single value for matcher ${search.matcher}`);
  return [coerce(type, search.value, `${at}.value`)];
}

/** SQL text tests on `t` (one value as text); `fold` compares lower-cased. */
function textTest(matcher: SearchMatcher, t: SQL, vals: Scalar[], fold: boolean): SQL {
  const f = (x: SQL) => (fold ? sql`lower(${x})` : x);
  const v = f(sql`${vals[0]}::text`);
  switch (matcher) {
    case 'equals': case 'notEquals': return sql`${f(t)} = ${v}`;
    case 'in': return sql`${f(t)} IN (${sql.join(vals.map((x) => f(sql`${x}::text`)), sql`, `)})`;
    case 'includes': return sql`strpos(${f(t)}, ${v}) > 0`;
    case 'startsWith': return sql`starts_with(${f(t)}, ${v})`;
    case 'endsWith': return sql`right(${f(t)}, char_length(${v})) = ${v}`;
    default: return sql`${f(t)} ${sql.raw(RANGE_OPS[matcher]!)} ${v}`;
  }
}

/** Exact comparisons of SQL/JSON path values `@` with the variables $v0, $v1, ... */
function pathFilter(matcher: SearchMatcher, count: number): string {
  if (matcher === 'in') return Array.from({ length: count }, (_, i) => `@ == $v${i}`).join(' || ');
  if (matcher === 'startsWith') return '@ starts with $v0';
  if (matcher === 'equals' || matcher === 'notEquals') return '@ == $v0';
  return `@ ${RANGE_OPS[matcher]} $v0`;
}

function columnCondition(field: Extract<FieldRef, { kind: 'column' }>, type: SearchType, matcher: SearchMatcher, vals: Scalar[], at: string): SQL {
  if (field.column === 'id') {
    const text = vals.map(String);
    return textTest(matcher, field.sql, text, false);
  }
  // createdAt, lastUpdatedAt, version are whole numbers (dates as epoch ms) in bigint / integer columns: a
  // fraction or a number beyond the column's range would be a database error, so it is a 400 here.
  const nums = vals.map((v) => (typeof v === 'number' ? v : Number.NaN));
  if (nums.some((n) => !Number.isFinite(n)) || type === 'boolean') {
    throw invalidField(`${at}.type`, `${field.column} compares as a number or date`);
  }
  const limit = COLUMN_LIMITS[field.column];
  const bad = nums.findIndex((n) => !Number.isInteger(n) || Math.abs(n) > limit);
  if (bad >= 0) {
    throw invalidField(matcher === 'in' ? `${at}.value.${bad}` : `${at}.value`, `must be a whole number from -${limit} to ${limit}`);
  }
  if (matcher === 'in') return sql`${field.sql} IN (${sql.join(nums.map((n) => sql`${n}`), sql`, `)})`;
  if (matcher === 'equals' || matcher === 'notEquals') return sql`${field.sql} = ${nums[0]}`;
  return sql`${field.sql} ${sql.raw(RANGE_OPS[matcher]!)} ${nums[0]}`;
}

/** Types whose values compare as texts. */
const isTextType = (type: SearchType): boolean => type === 'string' || type === 'id' || type === 'foreignId';

function dataCondition(segments: string[], type: SearchType, matcher: SearchMatcher, vals: Scalar[], caseSensitive: boolean, options: SearchOptions): SQL {
  const exact = exactDataCondition(segments, type, matcher, vals, caseSensitive);
  const isText = isTextType(type);
  // Only positive tests: under notEquals' NOT a narrowing FALSE would turn the exact condition's NULL into TRUE.
  if (options.textIndex && isText && (matcher === 'equals' || matcher === 'in')) return sql`(${textKeys(segments, vals)} AND ${exact})`;
  return exact;
}

function exactDataCondition(segments: string[], type: SearchType, matcher: SearchMatcher, vals: Scalar[], caseSensitive: boolean): SQL {
  const path = valuesPath(segments);
  const isText = isTextType(type);
  const fold = type === 'string' && !caseSensitive;
  const equality = matcher === 'equals' || matcher === 'notEquals' || matcher === 'in';
  if (isText && !fold && equality && segments.length === 1) {
    // A top-level text field or list of texts, compared exactly: `?|` looks the strings up in the stored value
    // directly (about three times faster than a path query). Objects are excluded: `?|` would match their keys.
    const value = sql`(e.data -> ${segments[0]})`;
    const wanted = sql.join(vals.map((v) => sql`${String(v)}::text`), sql`, `);
    return sql`(jsonb_typeof(${value}) IN ('string', 'array') AND ${value} ?| ARRAY[${wanted}])`;
  }
  if (fold && equality && segments.length === 1) {
    // A top-level text or list of texts ignoring case (the product list's tags filter): the stored value's JSON
    // text lower-cased and read back is what the path query below would give, a string or the list's elements,
    // tested with ?| without evaluating a path for each row (about a third less time per candidate row).
    // coalesce: a missing field is FALSE, not NULL, so notEquals' NOT holds for it as below.
    const value = sql`(e.data -> ${segments[0]})`;
    const wanted = sql.join(vals.map((v) => sql`lower(${v}::text)`), sql`, `);
    return sql`coalesce(jsonb_typeof(${value}) IN ('string', 'array') AND lower(${value}::text)::jsonb ?| ARRAY[${wanted}], FALSE)`;
  }
  if (fold && equality) {
    // All values at the path as one lower-cased JSON array, tested with ?| (any of these strings is an element):
    // one expression per row, about twice as fast as unpacking the values.
    const wanted = sql.join(vals.map((v) => sql`lower(${v}::text)`), sql`, `);
    return sql`lower(jsonb_path_query_array(e.data, ${path}::jsonpath)::text)::jsonb ?| ARRAY[${wanted}]`;
  }
  if (isText && (fold || matcher === 'includes' || matcher === 'endsWith')) {
    return sql`EXISTS (SELECT 1 FROM jsonb_path_query(e.data, ${path}::jsonpath) AS v(x)
      WHERE jsonb_typeof(v.x) = 'string' AND ${textTest(matcher, sql`(v.x #>> '{}')`, vals, fold)})`;
  }
  const vars = Object.fromEntries(vals.map((v, i) => [`v${i}`, v]));
  return sql`jsonb_path_exists(e.data, ${`${path} ? (${pathFilter(matcher, vals.length)})`}::jsonpath, ${JSON.stringify(vars)}::jsonb)`;
}

/**
 * One field search of a request, checked: its SQL condition, the key that names what it tests (type, field,
 * matcher, case mode and the coerced values, so equal tests have equal keys), and for `in` with several values the
 * same test per value (`in` holds exactly when one of them holds), which the match cache (match-cache.ts) keeps
 * apart because the values recur across requests far more often than their combinations do.
 */
export interface TestPlan {
  kind: 'test';
  key: string;
  sql: SQL;
  each?: TestPlan[];
  group?: TestGroup;
}

/**
 * Tests of one value that differ from others only in that value (a shop's tag filters: `tags` equals "x", ignoring
 * case) can be tested together in one SELECT with the values as a list, which PostgreSQL plans once instead of once
 * per test (match-cache.ts; about 0.9 ms of planning per test otherwise).
 */
export interface TestGroup {
  /** Equal for tests that differ only in `value`. */
  key: string;
  value: string;
  /**
   * The rows (`t`, `id`) each value's test holds for: `pairs` is a JSON array of `{ "t": number, "v": value }`,
   * `scope` the caller's scope condition over `e`. Exactly the rows of each test's own `sql`.
   */
  select(pairs: string, scope: SQL): SQL;
}

/**
 * The group of a one-value text equality on a top-level field (exact, or ignoring case), the shapes whose `sql`
 * exactDataCondition builds with `?|` (and dataCondition narrows by the text index): `?` with each listed value
 * is the same test as `?|` with a list of that one value.
 */
function textEqualityGroup(segments: string[], type: SearchType, matcher: SearchMatcher, vals: Scalar[], caseSensitive: boolean, options: SearchOptions): TestGroup | undefined {
  const isText = isTextType(type);
  if (!isText || segments.length !== 1 || vals.length !== 1 || (matcher !== 'equals' && matcher !== 'in')) return undefined;
  const fold = type === 'string' && !caseSensitive;
  const field = segments[0];
  const indexed = options.textIndex === true;
  return {
    key: JSON.stringify(['text-equality', field, fold, indexed]),
    value: String(vals[0]),
    select: (pairs, scope) => {
      const value = sql`(e.data -> ${field})`;
      // `stored ? v` holds when the stored value is the string v or a list with the string v among its own elements.
      // So each of those strings is looked up in one object of the values (value → the numbers of its tests), built
      // once per statement: a lookup per stored string instead of a test per row and value.
      const stored = fold ? sql`lower(${value}::text)::jsonb` : value;
      const wanted = fold ? sql`lower(p.v)` : sql`p.v`;
      const tests = sql`(SELECT jsonb_object_agg(g.v, g.ts) FROM (SELECT ${wanted} AS v, jsonb_agg(p.t) AS ts
        FROM jsonb_to_recordset(${pairs}::jsonb) AS p(t int, v text) GROUP BY 1) AS g)`;
      const narrowed = indexed
        ? sql` AND entity_text_keys(e.data) && ARRAY(SELECT entity_text_key(${field}::text, k.v) FROM jsonb_to_recordset(${pairs}::jsonb) AS k(v text))`
        : sql``;
      return sql`SELECT w.t::int AS t, r.id FROM (SELECT e.id, ${stored} AS stored FROM entities e
          WHERE ${scope} AND jsonb_typeof(${value}) IN ('string', 'array')${narrowed}) AS r
        CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(r.stored) = 'array' THEN r.stored ELSE jsonb_build_array(r.stored) END) AS x(s)
        CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(x.s) = 'string' THEN ${tests} -> (x.s #>> '{}') END) AS w(t)`;
    },
  };
}

/** A checked search request as a tree: compileSearch turns it into one SQL condition, the match cache evaluates it. */
export type SearchPlan = { kind: 'all' } | { kind: 'none' } | TestPlan | { kind: 'and' | 'or'; parts: SearchPlan[] };

function fieldCondition(field: FieldRef, type: SearchType, search: FieldSearch, vals: Scalar[], at: string, options: SearchOptions): SQL {
  const condition = field.kind === 'column'
    ? columnCondition(field, type, search.matcher, vals, at)
    : dataCondition(field.segments, type, search.matcher, vals, search.caseSensitive === true, options);
  return search.matcher === 'notEquals' ? sql`NOT (${condition})` : condition;
}

function planFieldSearch(search: FieldSearch, at: string, options: SearchOptions): SearchPlan {
  const type = (search.type ?? 'string') as SearchType;
  if (!SEARCH_TYPES.includes(type)) throw invalidField(`${at}.type`, `must be one of ${SEARCH_TYPES.join(', ')}`);
  if (!SEARCH_MATCHERS.includes(search.matcher)) throw invalidField(`${at}.matcher`, `must be one of ${SEARCH_MATCHERS.join(', ')}`);
  if (!MATCHERS_BY_TYPE[type].includes(search.matcher)) {
    throw invalidField(`${at}.matcher`, `${search.matcher} does not apply to type ${type}`);
  }
  if (search.caseSensitive !== undefined && typeof search.caseSensitive !== 'boolean') {
    throw invalidField(`${at}.caseSensitive`, 'must be true or false');
  }
  const field = parseField(search.fieldname, `${at}.fieldname`);
  const vals = values(search, type, at);
  if (search.matcher === 'in' && vals.length === 0) return { kind: 'none' };
  const test = (some: Scalar[]): TestPlan => ({
    kind: 'test',
    key: JSON.stringify([type, search.fieldname, search.matcher, search.caseSensitive === true, some]),
    sql: fieldCondition(field, type, search, some, at, options),
    group: field.kind === 'data' ? textEqualityGroup(field.segments, type, search.matcher, some, search.caseSensitive === true, options) : undefined,
  });
  const plan = test(vals);
  if (search.matcher === 'in' && vals.length > 1) plan.each = vals.map((v) => test([v]));
  return plan;
}

const isGroup = (entry: unknown): entry is SearchGroup =>
  typeof entry === 'object' && entry !== null && 'fieldSearches' in entry && !('fieldname' in entry);

/**
 * Checks a search group and plans it; `at` is the request path of the group for 400s ('' for the body itself).
 * An empty group matches everything.
 */
export function planSearch(group: SearchGroup, options: SearchOptions = {}, at = '', depth = 0): SearchPlan {
  const prefix = at ? `${at}.` : '';
  if (depth > MAX_DEPTH) throw invalidField(at || 'fieldSearches', `nests deeper than ${MAX_DEPTH} groups`);
  const operator = group.logicalOperator ?? 'and';
  if (operator !== 'and' && operator !== 'or') throw invalidField(`${prefix}logicalOperator`, 'must be and or or');
  const entries = group.fieldSearches ?? [];
  if (!Array.isArray(entries)) throw invalidField(`${prefix}fieldSearches`, 'must be a list');
  if (entries.length === 0) return { kind: 'all' };
  const parts = entries.map((entry, i) => {
    const entryAt = `${prefix}fieldSearches.${i}`;
    if (typeof entry !== 'object' || entry === null) throw invalidField(entryAt, 'must be an object');
    return isGroup(entry) ? planSearch(entry, options, entryAt, depth + 1) : planFieldSearch(entry as FieldSearch, entryAt, options);
  });
  return { kind: operator, parts };
}

/** The plan as one SQL condition (every value a bound parameter). */
export function planSql(plan: SearchPlan): SQL {
  switch (plan.kind) {
    case 'all': return sql`TRUE`;
    case 'none': return sql`FALSE`;
    case 'test': return plan.sql;
    default: return sql`(${sql.join(plan.parts.map(planSql), sql.raw(plan.kind === 'and' ? ' AND ' : ' OR '))})`;
  }
}

/** The condition of a search group (see planSearch). */
export function compileSearch(group: SearchGroup, options: SearchOptions = {}): SQL {
  return planSql(planSearch(group, options));
}

/**
 * The `search` query option: every word must occur (ignoring case) in at least one of the searchable fields.
 * Built as a search request, so it runs through the same compiler.
 */
export function freeTextSearch(text: string, searchable: string[]): SQL {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0 || searchable.length === 0) return sql`TRUE`;
  return compileSearch({
    logicalOperator: 'and',
    fieldSearches: words.map((word) => ({
      logicalOperator: 'or' as const,
      fieldSearches: searchable.map((fieldname) => ({ type: 'string' as const, fieldname, matcher: 'includes' as const, value: word })),
    })),
  });
}
