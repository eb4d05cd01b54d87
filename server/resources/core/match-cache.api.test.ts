import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import type { FieldSearch, SearchGroup } from '../../../model/api/schemas/common.js';
import type { Database } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { createTenant } from '../../tenants/store.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { MatchCache, type MatchQuery } from './match-cache.js';
import { planSearch, planSql, textIndexFor } from './search.js';
import { parseSort } from './sort.js';
import { deleteRows, insertRow, pageJson, type Scope } from './store.js';

/**
 * The match cache (match-cache.ts) against the database it stands in for: hundreds of generated searches (every
 * matcher family, and/or nesting, `in` over several values, notEquals on missing fields, columns, sorts, pages)
 * must give exactly the page and total the database gives for the same condition. Then what it promises beyond
 * that: known conditions cost no query, writes (new revisions) are seen, large resources and tight memory fall back
 * or stay within bounds.
 */
let database: TestDatabase;
let db: Database;
const SCOPE: Scope = { tenantId: 'm', resource: 'things' };
const TAGS = ['red', 'Blue', 'green', 'SALE', 'neu'];
const WORDS = ['Hemd', 'Schuh', 'Hut', 'Jacke', 'hemd'];

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)];
}

/** Rows of many shapes: lists and single texts, mixed lists, missing fields, nested objects, numbers, booleans. */
function row(n: number, next: () => number): Record<string, unknown> {
  const data: Record<string, unknown> = { title: `${pick(next, WORDS)} ${n}`, n: Math.floor(next() * 40) - 5 };
  const shape = next();
  if (shape < 0.5) data.tags = [pick(next, TAGS), pick(next, TAGS)];
  // Lists with other things than texts, and an object whose keys are tags: only a list's own texts, or the text
  // itself, may match (search.ts; the match cache tests many tag values in one statement, TestGroup).
  else if (shape < 0.6) data.tags = [pick(next, TAGS), 7, [pick(next, TAGS)], { [pick(next, TAGS)]: 1 }];
  else if (shape < 0.75) data.tags = pick(next, TAGS);
  else if (shape < 0.8) data.tags = { [pick(next, TAGS)]: true };
  if (next() < 0.7) data.flag = next() < 0.5;
  if (next() < 0.6) data.target = { id: `t${Math.floor(next() * 4)}` };
  if (next() < 0.5) data.prices = [{ zone: pick(next, ['eur', 'chf']), value: Math.floor(next() * 5000) }];
  return data;
}

function fieldSearch(next: () => number): FieldSearch {
  const kind = Math.floor(next() * 9);
  const caseSensitive = next() < 0.3 ? true : undefined;
  switch (kind) {
    case 0: return { type: 'string', fieldname: 'tags', matcher: 'in', value: [pick(next, TAGS), pick(next, TAGS), `nothing-${Math.floor(next() * 1000)}`], caseSensitive };
    case 1: return { type: 'string', fieldname: 'tags', matcher: pick(next, ['equals', 'notEquals'] as const), value: pick(next, TAGS).toLowerCase(), caseSensitive };
    case 2: return { type: 'string', fieldname: 'title', matcher: pick(next, ['includes', 'startsWith', 'endsWith'] as const), value: pick(next, WORDS), caseSensitive };
    case 3: return { type: 'number', fieldname: 'n', matcher: pick(next, ['greaterThan', 'lessThanOrEquals', 'equals', 'notEquals'] as const), value: Math.floor(next() * 40) - 5 };
    case 4: return { type: 'boolean', fieldname: 'flag', matcher: pick(next, ['equals', 'notEquals'] as const), value: next() < 0.5 };
    case 5: {
      const matcher = pick(next, ['equals', 'in', 'notEquals'] as const);
      const value = `t${Math.floor(next() * 4)}`;
      return { type: 'foreignId', fieldname: 'target.id', matcher, value: matcher === 'in' ? [value, 't9'] : value };
    }
    case 6: return { type: 'number', fieldname: 'prices.value', matcher: 'greaterThanOrEquals', value: Math.floor(next() * 5000) };
    case 7: return { type: 'id', fieldname: 'id', matcher: 'in', value: [`r${Math.floor(next() * 90)}`, `r${Math.floor(next() * 90)}`] };
    default: return { type: 'date', fieldname: 'createdAt', matcher: pick(next, ['greaterThan', 'lessThan'] as const), value: 1_000 + Math.floor(next() * 90) };
  }
}

function group(next: () => number, depth: number): SearchGroup {
  const count = 1 + Math.floor(next() * 3);
  return {
    logicalOperator: next() < 0.5 ? 'and' : 'or',
    fieldSearches: Array.from({ length: count }, () => (depth < 2 && next() < 0.3 ? group(next, depth + 1) : fieldSearch(next))),
  };
}

interface Case {
  body: SearchGroup;
  sort: string | undefined;
  limit: number;
  offset: number;
}

function queryOf(c: Case): MatchQuery & { where: SQL } {
  const plan = planSearch(c.body, textIndexFor(SCOPE.resource));
  return { plan, where: planSql(plan), orderKey: JSON.stringify([c.sort ?? null, 'id']), order: parseSort(c.sort, 'id'), limit: c.limit, offset: c.offset };
}

/** What the database answers for the case (the path every search took before the match cache). */
async function fromDatabase(c: Case): Promise<{ elements: unknown[]; total: number }> {
  const q = queryOf(c);
  const { json, total } = await pageJson(db, SCOPE, { where: q.where, order: q.order, limit: q.limit, offset: q.offset, filtered: true });
  return { elements: JSON.parse(json), total };
}

async function fromCache(cache: MatchCache, revision: string, c: Case): Promise<{ elements: unknown[]; total: number } | null> {
  const found = await cache.page(db, SCOPE, revision, queryOf(c));
  return found && { elements: found.docs.map((doc) => JSON.parse(doc)), total: found.total };
}

/** Counts the statements a piece of work sends through readRows. */
async function statements<T>(work: () => Promise<T>): Promise<{ result: T; count: number }> {
  const original = db.readRows;
  let count = 0;
  db.readRows = ((query: SQL) => {
    count++;
    return original.call(db, query);
  }) as Database['readRows'];
  try {
    return { result: await work(), count };
  } finally {
    db.readRows = original;
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await migrate(db);
  await createTenant(db, { id: 'm', name: 'M' });
  await createTenant(db, { id: 'o', name: 'O' });
  const next = random(7);
  for (let n = 0; n < 90; n++) await insertRow(db, SCOPE, `r${n}`, row(n, next), 1_000 + n);
  // Another tenant and another resource with matching rows: never part of an answer.
  await insertRow(db, { tenantId: 'o', resource: 'things' }, 'x1', { title: 'Hemd', tags: ['red'] }, 1_000);
  await insertRow(db, { tenantId: 'm', resource: 'others' }, 'x2', { title: 'Hemd', tags: ['red'] }, 1_000);
});
afterAll(() => database?.drop());

describe('match cache', () => {
  it('gives the same page and total as the database for 300 generated searches', async () => {
    const next = random(42);
    const cache = new MatchCache();
    expect(await fromCache(cache, 'r1', { body: { fieldSearches: [] }, sort: undefined, limit: 5, offset: 0 })).toBeNull(); // first search at a revision
    let answered = 0;
    for (let i = 0; i < 300; i++) {
      const c: Case = {
        body: group(next, 0),
        sort: pick(next, [undefined, '-id', 'n', '-n,title', 'title', '-createdAt', 'tags', 'target.id,-n']),
        limit: pick(next, [1, 5, 20, 100]),
        offset: pick(next, [0, 0, 3, 20]),
      };
      const expected = await fromDatabase(c);
      const actual = await fromCache(cache, 'r1', c);
      expect(actual, JSON.stringify(c)).toEqual(expected);
      answered++;
    }
    expect(answered).toBe(300);
  }, 120_000);

  it('answers a new combination of known conditions without a query once the page is known', async () => {
    const cache = new MatchCache();
    const tags = (value: string[]): Case => ({ body: { fieldSearches: [{ type: 'string', fieldname: 'tags', matcher: 'in', value }] }, sort: '-id', limit: 10, offset: 0 });
    await fromCache(cache, 'r1', tags(['red']));
    const first = await statements(() => fromCache(cache, 'r1', tags(['red', 'green'])));
    expect(first.result).toEqual(await fromDatabase(tags(['red', 'green'])));
    // The rows, the two conditions in one query, the order, the page's documents.
    expect(first.count).toBe(4);
    const known = await statements(() => fromCache(cache, 'r1', tags(['green', 'red'])));
    expect(known.count).toBe(0);
    expect(known.result).toEqual(first.result);
    // A value never seen costs one query for it (and the documents of rows not read before).
    const fresh = await statements(() => fromCache(cache, 'r1', tags(['green', 'RED', 'nothing-1'])));
    expect(fresh.count).toBe(1);
    expect(fresh.result).toEqual(await fromDatabase(tags(['green', 'RED', 'nothing-1'])));
  });

  it('a new revision starts afresh and shows what was written', async () => {
    const cache = new MatchCache();
    const c: Case = { body: { fieldSearches: [{ type: 'string', fieldname: 'title', matcher: 'startsWith', value: 'Neu' }] }, sort: undefined, limit: 10, offset: 0 };
    await fromCache(cache, 'r1', c);
    expect((await fromCache(cache, 'r1', c))!.total).toBe(0);
    await insertRow(db, SCOPE, 'zz-new', { title: 'Neu hier', tags: ['red'] }, 5_000);
    try {
      // The same revision keeps what it had (a request that read it began before the write) ...
      expect((await fromCache(cache, 'r1', c))!.total).toBe(0);
      // ... the next revision is left to the database once, then answered with the new row.
      expect(await fromCache(cache, 'r2', c)).toBeNull();
      const after = await fromCache(cache, 'r2', c);
      expect(after).toEqual(await fromDatabase(c));
      expect(after!.total).toBe(1);
    } finally {
      await deleteRows(db, SCOPE, ['zz-new']);
    }
  });

  it('leaves resources with more rows than it takes on, and too many new conditions, to the database', async () => {
    const small = new MatchCache(undefined, 50);
    const c: Case = { body: { fieldSearches: [{ type: 'string', fieldname: 'tags', matcher: 'in', value: ['red'] }] }, sort: undefined, limit: 10, offset: 0 };
    await fromCache(small, 'r1', c);
    expect(await fromCache(small, 'r1', c)).toBeNull();
    // Found too large, it is not listed again at the next revisions for a while.
    const later = await statements(async () => [await fromCache(small, 'r2', c), await fromCache(small, 'r2', c)]);
    expect(later).toEqual({ result: [null, null], count: 0 });

    const cache = new MatchCache();
    await fromCache(cache, 'r1', c);
    const many: Case = { ...c, body: { fieldSearches: [{ type: 'string', fieldname: 'tags', matcher: 'in', value: Array.from({ length: 70 }, (_, i) => `v${i}`) }] } };
    expect(await fromCache(cache, 'r1', many)).toBeNull();
    expect(await fromCache(cache, 'r1', c)).toEqual(await fromDatabase(c));
  });

  it('stays within its memory bound and still answers correctly', async () => {
    const bound = 16 * 1024;
    const cache = new MatchCache(bound);
    const next = random(3);
    let answered = 0;
    for (let i = 0; i < 60; i++) {
      const c: Case = { body: group(next, 0), sort: pick(next, ['n', '-id', 'title']), limit: 20, offset: 0 };
      const actual = await fromCache(cache, 'r1', c);
      if (actual) {
        answered++;
        expect(actual).toEqual(await fromDatabase(c));
      }
      expect(cache.size.bytes).toBeLessThanOrEqual(bound);
    }
    // Older sets and pages make room; the cache does not give up.
    expect(answered).toBeGreaterThan(20);
  });
});
