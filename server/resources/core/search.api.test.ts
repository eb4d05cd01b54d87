import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FieldSearch, SearchGroup } from '../../../model/api/schemas/common.js';
import { migrate } from '../../db/migrate.js';
import { ApiError } from '../../http/errors.js';
import { createTenant } from '../../tenants/store.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { compileSearch, freeTextSearch, type SearchOptions } from './search.js';
import { parseSort } from './sort.js';
import { insertRow, listRows } from './store.js';

/**
 * The search compiler against the real database (PGlite, or PostgreSQL with TEST_DB=postgres): every matcher,
 * each value type, dotted paths, list fields, and/or with nesting, column fields, and 400s naming the field.
 */
const DAY = 86_400_000;
const T0 = Date.UTC(2024, 0, 1);
const ROWS = [
  { title: 'Red Shirt', tags: ['red', 'Shirt'], n: 5, flag: true, at: T0, target: { id: 't1' }, prices: [{ priceZoneId: 'eur', value: 1000 }, { priceZoneId: 'chf', value: 1100 }] },
  { title: 'Blue Shoe', tags: ['blue'], n: 12, flag: false, at: T0 + DAY, target: { id: 't2' }, prices: [{ priceZoneId: 'eur', value: 5000 }] },
  { title: 'Green Hat (50% off)', tags: ['green', 'sale'], n: 7.5, flag: true, at: T0 + 2 * DAY, target: { id: 't1' }, prices: [] },
  { title: 'plain', n: -1 },
];

let database: TestDatabase;
const other = { title: 'Red Shirt', tags: ['red'], n: 5 };

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  await createTenant(database.db, { id: 'a', name: 'A' });
  await createTenant(database.db, { id: 'b', name: 'B' });
  let now = T0;
  for (const row of ROWS) await insertRow(database.db, { tenantId: 'a', resource: 'things' }, `id-${ROWS.indexOf(row)}`, row, now++);
  await insertRow(database.db, { tenantId: 'b', resource: 'things' }, 'id-b', other, now++);
  await insertRow(database.db, { tenantId: 'a', resource: 'others' }, 'id-o', other, now);
});
afterAll(() => database?.drop());

async function titles(where: ReturnType<typeof compileSearch>): Promise<string[]> {
  const rows = await listRows(database.db, { tenantId: 'a', resource: 'things' }, where, parseSort(undefined, 'id'), 100, 0);
  return rows.map((r) => String(r.title));
}
/**
 * Runs a search as the API compiles it for a resource with the text index (0004_read_performance.sql) and
 * without it; both must give the same rows (the index only narrows), and that result is returned.
 */
async function both<T>(run: (options: SearchOptions) => Promise<T>): Promise<T> {
  const [indexed, plain] = await Promise.all([run({ textIndex: true }), run({ textIndex: false })]);
  expect(indexed).toEqual(plain);
  return indexed;
}
const search = (...fieldSearches: (FieldSearch | SearchGroup)[]) => both((options) => titles(compileSearch({ fieldSearches }, options)));
const fs = (fieldname: string, matcher: FieldSearch['matcher'], value: FieldSearch['value'], type: FieldSearch['type'] = 'string', caseSensitive?: boolean): FieldSearch =>
  ({ type, fieldname, matcher, value, ...(caseSensitive !== undefined ? { caseSensitive } : {}) });

describe('string matchers', () => {
  it.each([
    ['equals ignores case by default', fs('title', 'equals', 'red shirt'), ['Red Shirt']],
    ['equals with caseSensitive', fs('title', 'equals', 'red shirt', 'string', true), []],
    ['notEquals', fs('title', 'notEquals', 'Red Shirt'), ['Blue Shoe', 'Green Hat (50% off)', 'plain']],
    ['includes, with LIKE characters taken literally', fs('title', 'includes', '50%'), ['Green Hat (50% off)']],
    ['includes ignoring case', fs('title', 'includes', 'SH'), ['Red Shirt', 'Blue Shoe']],
    ['includes with caseSensitive', fs('title', 'includes', 'SH', 'string', true), []],
    ['startsWith', fs('title', 'startsWith', 'bl'), ['Blue Shoe']],
    ['startsWith with caseSensitive', fs('title', 'startsWith', 'Bl', 'string', true), ['Blue Shoe']],
    ['endsWith', fs('title', 'endsWith', 'OFF)'), ['Green Hat (50% off)']],
    ['in', fs('title', 'in', ['plain', 'BLUE SHOE']), ['Blue Shoe', 'plain']],
    ['in with caseSensitive', fs('title', 'in', ['plain', 'BLUE SHOE'], 'string', true), ['plain']],
    ['greaterThan compares text', fs('title', 'greaterThan', 'Green'), ['Red Shirt', 'Green Hat (50% off)', 'plain']],
    ['lessThanOrEquals compares text', fs('title', 'lessThanOrEquals', 'Blue Shoe', 'string', true), ['Blue Shoe']],
  ] as const)('%s', async (_name, condition, expected) => {
    expect(await search(condition)).toEqual(expected);
  });
});

describe('list fields and dotted paths', () => {
  it('in on a list field matches when any element is listed', async () => {
    expect(await search(fs('tags', 'in', ['sale', 'blue']))).toEqual(['Blue Shoe', 'Green Hat (50% off)']);
  });
  it('equals on a list field matches an element, ignoring case unless asked', async () => {
    expect(await search(fs('tags', 'equals', 'shirt'))).toEqual(['Red Shirt']);
    expect(await search(fs('tags', 'equals', 'shirt', 'string', true))).toEqual([]);
  });
  it('notEquals on a list field holds when no element equals', async () => {
    expect(await search(fs('tags', 'notEquals', 'red'))).toEqual(['Blue Shoe', 'Green Hat (50% off)', 'plain']);
  });
  it('a dotted path reads into objects', async () => {
    expect(await search(fs('target.id', 'equals', 't1', 'foreignId'))).toEqual(['Red Shirt', 'Green Hat (50% off)']);
  });
  it('a dotted path reads into lists of objects', async () => {
    expect(await search(fs('prices.priceZoneId', 'equals', 'chf', 'foreignId'))).toEqual(['Red Shirt']);
    expect(await search(fs('prices.value', 'greaterThanOrEquals', 5000, 'number'))).toEqual(['Blue Shoe']);
  });
  it('exact matching on a top-level field looks at texts and lists, never at object keys', async () => {
    const scope = { tenantId: 'a', resource: 'shapes' };
    await insertRow(database.db, scope, 's1', { label: 'red', tags: ['red'] }, T0);
    await insertRow(database.db, scope, 's2', { label: { red: 1 }, tags: { red: true } }, T0);
    const ids = (condition: FieldSearch) => both(async (options) => (await listRows(database.db, scope,
      compileSearch({ fieldSearches: [condition] }, options), parseSort(undefined, 'id'), 10, 0)).map((r) => r.id));
    expect(await ids(fs('label', 'equals', 'red', 'string', true))).toEqual(['s1']);
    expect(await ids(fs('tags', 'in', ['red', 'x'], 'id'))).toEqual(['s1']);
    expect(await ids(fs('tags', 'notEquals', 'red', 'foreignId'))).toEqual(['s2']);
    expect(await ids(fs('label', 'in', ['RED'], 'string'))).toEqual(['s1']);
  });
  it('ignoring case, a top-level field matches a text or a list element of any case, never keys, nested lists or numbers', async () => {
    const scope = { tenantId: 'a', resource: 'caseshapes' };
    const shapes: Record<string, unknown>[] = [
      { tag: 'Red' }, { tag: ['x', 'RED', 1] }, { tag: { red: 1 } }, { tag: [['red']] }, { tag: null }, { tag: 5 }, {},
      { tag: 'Rot "Red"' },
    ];
    for (const [i, data] of shapes.entries()) await insertRow(database.db, scope, `c${i}`, data, T0 + i);
    const ids = (condition: FieldSearch) => both(async (options) => (await listRows(database.db, scope,
      compileSearch({ fieldSearches: [condition] }, options), parseSort(undefined, 'id'), 20, 0)).map((r) => r.id));
    expect(await ids(fs('tag', 'equals', 'red'))).toEqual(['c0', 'c1']);
    expect(await ids(fs('tag', 'in', ['nothing', 'rED']))).toEqual(['c0', 'c1']);
    expect(await ids(fs('tag', 'equals', 'rot "red"'))).toEqual(['c7']);
    // notEquals holds wherever equals does not, a missing field included.
    expect(await ids(fs('tag', 'notEquals', 'RED'))).toEqual(['c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
  });
  it('the text index narrows without dropping a match: nesting, long texts, case, separators in keys', async () => {
    const scope = { tenantId: 'a', resource: 'texts' };
    const long = `Lang ${'x'.repeat(400)}`;
    await insertRow(database.db, scope, 'n1', { tags: [['deep']], a: [{ b: [{ c: 'Inner' }] }], note: long }, T0);
    await insertRow(database.db, scope, 'n2', { tags: 'deep', 'a.b': { c: 'inner' }, Title: 'Ärger', title: 'anders' }, T0 + 1);
    await insertRow(database.db, scope, 'n3', { tags: ['x=y', 'DEEP'], note: long.toUpperCase(), title: 'ärger' }, T0 + 2);
    const ids = (condition: FieldSearch) => both(async (options) => (await listRows(database.db, scope,
      compileSearch({ fieldSearches: [condition] }, options), parseSort(undefined, 'id'), 10, 0)).map((r) => r.id));
    expect(await ids(fs('tags', 'in', ['deep']))).toEqual(['n2', 'n3']);
    expect(await ids(fs('tags', 'equals', 'DEEP', 'string', true))).toEqual(['n3']);
    expect(await ids(fs('tags', 'equals', 'X=Y'))).toEqual(['n3']);
    // n2's key "a.b" is one key, not a path (the index key text looks the same: it narrows, the condition decides).
    expect(await ids(fs('a.b.c', 'equals', 'INNER'))).toEqual(['n1']);
    expect(await ids(fs('a.b.c', 'in', ['inner', 'Inner'], 'string', true))).toEqual(['n1']);
    expect(await ids(fs('note', 'equals', long.toLowerCase()))).toEqual(['n1', 'n3']);
    expect(await ids(fs('note', 'equals', long, 'string', true))).toEqual(['n1']);
    expect(await ids(fs('Title', 'equals', 'ärger'))).toEqual(['n2']);
    expect(await ids(fs('title', 'in', ['Anders', 'Ärger']))).toEqual(['n2', 'n3']);
  });
  it('ids compare exactly', async () => {
    expect(await search(fs('target.id', 'equals', 'T1', 'id'))).toEqual([]);
  });
});

describe('numbers, booleans, dates', () => {
  it.each([
    ['equals', fs('n', 'equals', 12, 'number'), ['Blue Shoe']],
    ['equals from a numeric string', fs('n', 'equals', '7.5', 'number'), ['Green Hat (50% off)']],
    ['notEquals', fs('n', 'notEquals', 5, 'number'), ['Blue Shoe', 'Green Hat (50% off)', 'plain']],
    ['in', fs('n', 'in', [5, -1], 'number'), ['Red Shirt', 'plain']],
    ['greaterThan', fs('n', 'greaterThan', 5, 'number'), ['Blue Shoe', 'Green Hat (50% off)']],
    ['greaterThanOrEquals', fs('n', 'greaterThanOrEquals', 5, 'number'), ['Red Shirt', 'Blue Shoe', 'Green Hat (50% off)']],
    ['lessThan', fs('n', 'lessThan', 5, 'number'), ['plain']],
    ['lessThanOrEquals', fs('n', 'lessThanOrEquals', 7.5, 'number'), ['Red Shirt', 'Green Hat (50% off)', 'plain']],
    ['boolean equals', fs('flag', 'equals', true, 'boolean'), ['Red Shirt', 'Green Hat (50% off)']],
    ['boolean notEquals (missing counts as not equal)', fs('flag', 'notEquals', true, 'boolean'), ['Blue Shoe', 'plain']],
    ['date greaterThan epoch ms', fs('at', 'greaterThan', T0, 'date'), ['Blue Shoe', 'Green Hat (50% off)']],
    ['date lessThan ISO text', fs('at', 'lessThan', '2024-01-02T12:00:00Z', 'date'), ['Red Shirt', 'Blue Shoe']],
    ['date equals', fs('at', 'equals', T0 + DAY, 'date'), ['Blue Shoe']],
  ] as const)('%s', async (_name, condition, expected) => {
    expect(await search(condition)).toEqual(expected);
  });
});

describe('columns', () => {
  it('id matches exactly, by list and by prefix', async () => {
    expect(await search(fs('id', 'equals', 'id-1', 'id'))).toEqual(['Blue Shoe']);
    expect(await search(fs('id', 'in', ['id-0', 'id-3', 'id-b'], 'id'))).toEqual(['Red Shirt', 'plain']);
    expect(await search(fs('id', 'startsWith', 'id-', 'id'))).toHaveLength(4);
  });
  it('createdAt compares as a date', async () => {
    expect(await search(fs('createdAt', 'greaterThanOrEquals', T0 + 2, 'date'))).toEqual(['Green Hat (50% off)', 'plain']);
  });
});

describe('and, or, nesting', () => {
  it('and is the default; or widens', async () => {
    expect(await search(fs('tags', 'equals', 'red'), fs('n', 'equals', 12, 'number'))).toEqual([]);
    expect(await titles(compileSearch({ logicalOperator: 'or', fieldSearches: [fs('tags', 'equals', 'red'), fs('n', 'equals', 12, 'number')] })))
      .toEqual(['Red Shirt', 'Blue Shoe']);
  });
  it('groups nest', async () => {
    const group: SearchGroup = { logicalOperator: 'or', fieldSearches: [fs('n', 'lessThan', 0, 'number'), fs('title', 'startsWith', 'red')] };
    expect(await search(fs('title', 'notEquals', 'plain'), group)).toEqual(['Red Shirt']);
  });
  it('an empty request matches everything, an empty in nothing', async () => {
    expect(await search()).toHaveLength(4);
    expect(await search(fs('tags', 'in', []))).toEqual([]);
  });
  it('stays inside the tenant and the resource', async () => {
    expect(await search(fs('title', 'equals', 'Red Shirt'))).toEqual(['Red Shirt']);
  });
});

describe('free text search', () => {
  it('needs every word in some searchable field, ignoring case', async () => {
    expect(await titles(freeTextSearch('shirt RED', ['title', 'tags']))).toEqual(['Red Shirt']);
    expect(await titles(freeTextSearch('sale', ['title', 'tags']))).toEqual(['Green Hat (50% off)']);
    expect(await titles(freeTextSearch('sale', ['title']))).toEqual([]);
  });
});

describe('invalid requests are 400s naming the field, never SQL errors', () => {
  const field = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      return (error as ApiError).details[0]?.field;
    }
    throw new Error('expected a 400');
  };
  it.each([
    [{ fieldSearches: [fs("title'; DROP TABLE entities; --", 'equals', 'x')] }, 'fieldSearches.0.fieldname'],
    [{ fieldSearches: [fs('a..b', 'equals', 'x')] }, 'fieldSearches.0.fieldname'],
    [{ fieldSearches: [{ ...fs('title', 'equals', 'x'), matcher: 'like' as never }] }, 'fieldSearches.0.matcher'],
    [{ fieldSearches: [{ ...fs('title', 'equals', 'x'), type: 'text' as never }] }, 'fieldSearches.0.type'],
    [{ fieldSearches: [fs('n', 'includes', 1, 'number')] }, 'fieldSearches.0.matcher'],
    [{ fieldSearches: [fs('n', 'equals', 'many', 'number')] }, 'fieldSearches.0.value'],
    [{ fieldSearches: [fs('at', 'equals', 'yesterday', 'date')] }, 'fieldSearches.0.value'],
    [{ fieldSearches: [fs('flag', 'equals', 'yes', 'boolean')] }, 'fieldSearches.0.value'],
    [{ fieldSearches: [fs('tags', 'in', 'red')] }, 'fieldSearches.0.value'],
    [{ fieldSearches: [fs('tags', 'equals', ['red'])] }, 'fieldSearches.0.value'],
    [{ fieldSearches: [fs('n', 'in', [1, 'x'], 'number')] }, 'fieldSearches.0.value.1'],
    [{ fieldSearches: [{ fieldSearches: [fs('title', 'equals', {} as never)] }] }, 'fieldSearches.0.fieldSearches.0.value'],
    [{ logicalOperator: 'xor' as never, fieldSearches: [] }, 'logicalOperator'],
    [{ fieldSearches: 'x' as never }, 'fieldSearches'],
  ])('%j → %s', (group, expected) => {
    expect(field(() => compileSearch(group as SearchGroup))).toBe(expected);
  });
  it('a hostile value is just a value', async () => {
    expect(await search(fs('title', 'equals', "x' OR '1'='1"))).toEqual([]);
    const [{ count }] = await database.db.rows<{ count: number }>(sql`SELECT count(*)::int AS count FROM entities`);
    expect(count).toBeGreaterThan(0);
  });
});

describe('sort', () => {
  it('sorts data fields by their JSON value and breaks ties by id', async () => {
    const rows = await listRows(database.db, { tenantId: 'a', resource: 'things' }, sql`TRUE`, parseSort('-n', 'id'), 10, 0);
    expect(rows.map((r) => r.n)).toEqual([12, 7.5, 5, -1]);
    const byTitle = await listRows(database.db, { tenantId: 'a', resource: 'things' }, sql`TRUE`, parseSort('flag,-title', 'id'), 10, 0);
    expect(byTitle.map((r) => r.title)).toEqual(['Blue Shoe', 'Red Shirt', 'Green Hat (50% off)', 'plain']);
  });
  it('refuses a field name that is not one', () => {
    expect(() => parseSort('title desc', 'id')).toThrow(ApiError);
  });
});
