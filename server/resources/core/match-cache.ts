import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { andBits, countBits, emptyBits, fullBits, hasBit, orBits, setBit, type Bits } from './bitset.js';
import type { SearchPlan, TestGroup, TestPlan } from './search.js';
import { DOCUMENT_JSON, scopeSql, type Scope } from './store.js';

/**
 * The match cache of one server instance (docs/api.md, "Searches the response cache has not seen"): it answers
 * searches that differ from every earlier one by keeping, per resource of a tenant and per revision of it, what
 * single conditions matched, instead of whole answers. A shop's filters combine a few recurring tags, words and
 * ranges in ever new ways; each condition is tested in the database once per revision, and a new combination is
 * worked out here from the stored sets (AND and OR over bits), counted, sorted by the stored order of the rows
 * and paged, with the page's documents read once and kept. Only conditions not seen yet at this revision cost a
 * query, all of them together in one.
 *
 * Correct with several instances on one database, like the response cache (read-cache.ts): everything is kept
 * under the revision the request read before it began, and any write to the resource changes the revision. A
 * revision is worth the work only when it serves more than one search, so the rows of a resource are listed at its
 * second search at a revision, never at the first; a resource with more rows than MAX_ROWS, a condition set too
 * large for one query, or rows that changed while they were being read leave the search to the database as before.
 * Held per caller scope (tenant, resource and, for owner-scoped resources, the owner); resources that decide
 * visibility per caller never come here. Bounded by bytes, least recently used scope first out.
 */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** Resources larger than this are searched by the database alone (the row list and each set grow with it). */
const MAX_ROWS = 50_000;
/** More new conditions than this in one request: the database answers it directly. */
const MAX_NEW_TESTS = 64;
/** Tests in one query at most; a request finding the next query full is answered by the database. */
const MAX_BATCH = 256;
/** How long a scope found too large is left to the database before its rows are counted again. */
const LARGE_RECHECK_MS = 60_000;
/** Conditions kept per scope and revision, least recently used first out. */
const MAX_TESTS = 4096;

/** The rows of one scope at one revision and what is known of them. */
class Rows {
  readonly index = new Map<string, number>();
  readonly tests = new Map<string, Bits>();
  /** Tests being tested or waiting for the next query, by key: what a request awaits for them. */
  readonly testing = new Map<string, Promise<void>>();
  /** The tests of the next query, gathered while one runs: concurrent requests share one query. */
  next: Batch | null = null;
  running = false;
  readonly orders = new Map<string, Promise<Int32Array | null>>();
  readonly docs: (string | undefined)[];
  bytes = 0;
  evicted = false;

  constructor(readonly ids: string[]) {
    ids.forEach((id, n) => this.index.set(id, n));
    this.docs = new Array(ids.length);
    this.bytes = ids.reduce((sum, id) => sum + id.length * 2 + 96, 0);
  }
}

interface Batch {
  tests: Map<string, TestPlan>;
  done: Promise<void>;
  finish: () => void;
}

interface ScopeState {
  revision: string;
  searches: number;
  rows: Promise<Rows | null> | null;
  /** The rows once listed, so that letting the scope go can count their bytes off at once. */
  listed: Rows | null;
  dropped: boolean;
  /** Until when (epoch ms) the scope counts as too large without listing its rows again, across revisions. */
  largeUntil: number;
}

/** What a search asks of the match cache. */
export interface MatchQuery {
  plan: SearchPlan;
  /** Names the order (the sort as requested and the resource's default sort). */
  orderKey: string;
  order: SQL;
  limit: number;
  offset: number;
}

/** A page found in the match cache: each element's JSON text (as the database writes it) and the total. */
export interface MatchedPage {
  docs: string[];
  total: number;
}

export class MatchCache {
  private readonly states = new Map<string, ScopeState>();
  private bytes = 0;

  /** `maxRows`: the largest resource (per scope) the cache takes on (MAX_ROWS; smaller in tests). */
  constructor(readonly maxBytes = DEFAULT_MAX_BYTES, private readonly maxRows = MAX_ROWS) {}

  /**
   * The page a search finds, or null when the database must answer it (see above). `revision` is the resource's
   * revision read when the request began.
   */
  async page(db: Database, scope: Scope, revision: string, query: MatchQuery): Promise<MatchedPage | null> {
    if (scope.visible || this.maxBytes <= 0) return null;
    const rows = await this.rowsOf(db, scope, revision);
    if (!rows) return null;
    const tests = new Map<string, TestPlan>();
    collectTests(query.plan, tests);
    const sets = await this.test(db, scope, rows, [...tests.values()]);
    if (!sets) return null;
    const order = await this.orderOf(db, scope, rows, query);
    if (!order) return null;
    const matched = evaluate(query.plan, rows.ids.length, sets);
    const page: number[] = [];
    let skip = query.offset;
    for (let i = 0; i < order.length && page.length < query.limit; i++) {
      if (!hasBit(matched, order[i])) continue;
      if (skip > 0) skip--;
      else page.push(order[i]);
    }
    const docs = await this.docsOf(db, scope, rows, page);
    return docs && { docs, total: countBits(matched) };
  }

  get size(): { scopes: number; bytes: number } {
    return { scopes: this.states.size, bytes: this.bytes };
  }

  /** The rows of the scope at this revision, listed at the revision's second search; null for the database path. */
  private async rowsOf(db: Database, scope: Scope, revision: string): Promise<Rows | null> {
    const key = JSON.stringify([scope.tenantId, scope.resource, scope.owner?.field ?? null, scope.owner?.userId ?? null]);
    let state = this.states.get(key);
    if (state) this.states.delete(key); // most recently used last
    if (!state || state.revision !== revision) {
      if (state) this.drop(state);
      state = { revision, searches: 0, rows: null, listed: null, dropped: false, largeUntil: state?.largeUntil ?? 0 };
    }
    this.states.set(key, state);
    // A large resource changing often would otherwise have up to MAX_ROWS ids read at every revision for nothing.
    if (state.largeUntil > Date.now()) return null;
    state.searches++;
    if (!state.rows && state.searches < 2) return null;
    const listing = state;
    // A failed listing leaves this revision to the database, which then reports the failure itself.
    state.rows ??= listRows(db, scope, this.maxRows).then((rows) => {
      if (!rows) {
        listing.largeUntil = Date.now() + LARGE_RECHECK_MS;
        return null;
      }
      listing.listed = rows;
      if (listing.dropped) rows.evicted = true;
      else this.grow(rows, rows.bytes, false);
      return rows;
    }, () => null);
    return state.rows;
  }

  /**
   * The set of every test: new ones join the next query (it starts at once when none is running, else right after
   * the running one, with the tests of every request that arrived meanwhile), the rest are known or awaited. Null
   * when there are too many new ones or their query failed (the database path then reports the failure).
   */
  private async test(db: Database, scope: Scope, rows: Rows, tests: TestPlan[]): Promise<Map<string, Bits> | null> {
    const waiting: Promise<void>[] = [];
    const fresh: TestPlan[] = [];
    for (const test of tests) {
      const known = rows.tests.get(test.key);
      if (known) {
        rows.tests.delete(test.key);
        rows.tests.set(test.key, known); // most recently used last
      } else if (rows.testing.has(test.key)) waiting.push(rows.testing.get(test.key)!);
      else fresh.push(test);
    }
    if (fresh.length > MAX_NEW_TESTS || (rows.next?.tests.size ?? 0) + fresh.length > MAX_BATCH) return null;
    if (fresh.length > 0) {
      const batch = rows.next ?? newBatch();
      rows.next = batch;
      for (const test of fresh) {
        batch.tests.set(test.key, test);
        rows.testing.set(test.key, batch.done);
      }
      waiting.push(batch.done);
      this.flush(db, scope, rows);
    }
    await Promise.all(waiting);
    // Taken now: a later request may let a set go (MAX_TESTS) before this one is evaluated.
    const sets = new Map<string, Bits>();
    for (const test of tests) {
      const set = rows.tests.get(test.key);
      if (!set) return null;
      sets.set(test.key, set);
    }
    return sets;
  }

  /** Starts the next query unless one is running (which starts it when done). */
  private flush(db: Database, scope: Scope, rows: Rows): void {
    const batch = rows.next;
    if (rows.running || !batch) return;
    rows.next = null;
    rows.running = true;
    const tests = [...batch.tests.values()];
    this.runTests(db, scope, rows, tests).catch(() => undefined).finally(() => {
      for (const test of tests) rows.testing.delete(test.key);
      rows.running = false;
      batch.finish();
      this.flush(db, scope, rows);
    });
  }

  /**
   * One statement for all `tests`: the rows each holds for, test by test (a branch per test, so each is narrowed by
   * the indexes on its own and costs what it finds, as in a query of its own, without a round trip of its own).
   * Tests that differ only in their value (search.ts, TestGroup) share one branch with their values as a list: 25
   * tag tests as 25 branches took PostgreSQL about 22 ms, most of it planning (docs/api.md).
   */
  private async runTests(db: Database, scope: Scope, rows: Rows, tests: TestPlan[]): Promise<void> {
    const where = scopeSql(scope);
    const groups = new Map<string, { group: TestGroup; pairs: { t: number; v: string }[] }>();
    const branches: SQL[] = [];
    tests.forEach((test, t) => {
      if (!test.group) {
        branches.push(sql`SELECT ${t}::int AS t, e.id FROM entities e WHERE ${where} AND (${test.sql})`);
        return;
      }
      let entry = groups.get(test.group.key);
      if (!entry) groups.set(test.group.key, (entry = { group: test.group, pairs: [] }));
      entry.pairs.push({ t, v: test.group.value });
    });
    for (const { group, pairs } of groups.values()) branches.push(group.select(JSON.stringify(pairs), where));
    const found = await db.readRows<{ t: number; id: string }>(sql.join(branches.map((branch) => sql`(${branch})`), sql` UNION ALL `));
    const sets = tests.map(() => emptyBits(rows.ids.length));
    for (const row of found) {
      const n = rows.index.get(row.id);
      // Not listed: written after the rows were listed, a newer revision shows it.
      if (n !== undefined) setBit(sets[row.t], n);
    }
    tests.forEach((test, i) => {
      rows.tests.set(test.key, sets[i]);
      this.grow(rows, sets[i].byteLength + test.key.length * 2 + 96);
    });
    for (const [oldest, set] of rows.tests) {
      if (rows.tests.size <= MAX_TESTS) break;
      rows.tests.delete(oldest);
      this.grow(rows, -(set.byteLength + oldest.length * 2 + 96));
    }
  }

  /** The row numbers in the query's order; null when the rows changed since they were listed. */
  private orderOf(db: Database, scope: Scope, rows: Rows, query: MatchQuery): Promise<Int32Array | null> {
    let order = rows.orders.get(query.orderKey);
    if (!order) {
      order = db.readRows<{ id: string }>(sql`SELECT e.id FROM entities e WHERE ${scopeSql(scope)} ORDER BY ${query.order}`)
        .then((found) => {
          if (found.length !== rows.ids.length) return null;
          const numbers = new Int32Array(found.length);
          for (let i = 0; i < found.length; i++) {
            const n = rows.index.get(found[i].id);
            if (n === undefined) return null;
            numbers[i] = n;
          }
          this.grow(rows, numbers.byteLength + query.orderKey.length * 2 + 96);
          return numbers;
        });
      rows.orders.set(query.orderKey, order);
      order.then((numbers) => {
        if (!numbers) rows.orders.delete(query.orderKey);
      }, () => rows.orders.delete(query.orderKey));
    }
    return order;
  }

  /** The page's documents as JSON text, read once per revision; null when one of them is gone. */
  private async docsOf(db: Database, scope: Scope, rows: Rows, page: number[]): Promise<string[] | null> {
    const missing = page.filter((n) => rows.docs[n] === undefined);
    if (missing.length > 0) {
      const found = await db.readRows<{ id: string; json: string }>(sql`SELECT e.id, (${DOCUMENT_JSON})::text AS json
        FROM entities e WHERE ${scopeSql(scope)} AND e.id IN (${sql.join(missing.map((n) => sql`${rows.ids[n]}`), sql`, `)})`);
      for (const row of found) {
        const n = rows.index.get(row.id);
        if (n === undefined || rows.docs[n] !== undefined) continue;
        rows.docs[n] = row.json;
        this.grow(rows, row.json.length * 2 + 32);
      }
    }
    const docs = page.map((n) => rows.docs[n]);
    return docs.every((doc) => doc !== undefined) ? (docs as string[]) : null;
  }

  /** Counts bytes a scope's rows gained (or lost) and lets least recently used scopes go while over the bound. */
  private grow(rows: Rows, bytes: number, counted = true): void {
    if (rows.evicted) return;
    if (counted) rows.bytes += bytes;
    this.bytes += bytes;
    for (const [key, state] of this.states) {
      if (this.bytes <= this.maxBytes) break;
      this.states.delete(key);
      this.drop(state);
    }
  }

  private drop(state: ScopeState): void {
    state.dropped = true;
    const rows = state.listed;
    if (rows && !rows.evicted) {
      rows.evicted = true;
      this.bytes -= rows.bytes;
    }
  }
}

async function listRows(db: Database, scope: Scope, maxRows: number): Promise<Rows | null> {
  const found = await db.readRows<{ id: string }>(sql`SELECT e.id FROM entities e WHERE ${scopeSql(scope)} LIMIT ${maxRows + 1}`);
  return found.length > maxRows ? null : new Rows(found.map((row) => row.id));
}

function newBatch(): Batch {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { tests: new Map(), done, finish };
}

/** Every test the plan needs a set for (an `in` of several values: one per value). */
function collectTests(plan: SearchPlan, into: Map<string, TestPlan>): void {
  if (plan.kind === 'test') {
    for (const test of plan.each ?? [plan]) into.set(test.key, test);
  } else if (plan.kind === 'and' || plan.kind === 'or') {
    for (const part of plan.parts) collectTests(part, into);
  }
}

/**
 * The rows a plan holds for. Exact under SQL's three-valued logic: each set holds the rows its test is TRUE for,
 * and AND (OR) is TRUE exactly when all (any) of its parts are; NOT only occurs inside a test (notEquals).
 */
function evaluate(plan: SearchPlan, size: number, sets: Map<string, Bits>): Bits {
  switch (plan.kind) {
    case 'all': return fullBits(size);
    case 'none': return emptyBits(size);
    case 'test': return plan.each ? plan.each.map((test) => sets.get(test.key)!).reduce(orBits) : sets.get(plan.key)!;
    default: {
      const parts = plan.parts.map((part) => evaluate(part, size, sets));
      return parts.reduce(plan.kind === 'and' ? andBits : orBits);
    }
  }
}
