import { sql, type SQL } from 'drizzle-orm';
import type { Page, SearchRequest } from '../../../model/api/schemas/common.js';
import { badRequest, invalidField, notFound } from '../../http/errors.js';
import { scopeOf } from './context.js';
import { paging, type ListQueryParams, type SumQueryParams } from './query.js';
import { replaceForeignIds } from './replacements.js';
import type { MatchCache } from './match-cache.js';
import { freeTextSearch, planSearch, planSql, textIndexFor, type SearchPlan } from './search.js';
import { parseSort } from './sort.js';
import { countRows, existsRow, findRow, pageJson, pageRows, sumRows, type PageQuery } from './store.js';
import { parseField } from './fields.js';
import { languageOf, translateAll } from './translate.js';
import type { CallContext, EntityObject, ResourceDefinition } from './types.js';

/**
 * The read operations of the generic resource set (list, count, search, get, head) and the response shaping
 * (present). routes.ts maps HTTP onto them; write-operations.ts holds the writes.
 */
export interface PresentOptions {
  translate?: boolean;
  withReplacements?: boolean;
}

/** Response shaping: the resource's own presenter, then withReplacements, then translate. */
export async function present(ctx: CallContext, def: ResourceDefinition, entities: EntityObject[], options: PresentOptions = {}): Promise<EntityObject[]> {
  let result = def.hooks?.present ? await def.hooks.present(entities, ctx) : entities;
  if (options.withReplacements) result = await replaceForeignIds(ctx, result, def.replacements);
  if (options.translate) {
    const header = ctx.request.headers['accept-language'];
    result = translateAll(result, def.translatable, languageOf(Array.isArray(header) ? header[0] : header));
  }
  return result;
}

export async function presentOne(ctx: CallContext, def: ResourceDefinition, entity: EntityObject, options: PresentOptions = {}): Promise<EntityObject> {
  return (await present(ctx, def, [entity], options))[0];
}

function queryWhere(def: ResourceDefinition, search: string | undefined): SQL {
  return search ? freeTextSearch(search, def.searchable) : sql`TRUE`;
}

/** A response body that is already JSON text (routes.ts sends it as is). */
export class RawJson {
  constructor(readonly text: string) {}
}

const needsShaping = (def: ResourceDefinition, options: PresentOptions) =>
  !!def.hooks?.present || (!!options.withReplacements && !!def.replacements) || (!!options.translate && !!def.translatable?.length);

async function page(ctx: CallContext, def: ResourceDefinition, where: SQL, filtered: boolean, sort: string | string[] | undefined,
  paged: { page: number; size: number }, options: PresentOptions, sortAt?: string): Promise<Page<EntityObject> | RawJson> {
  const scope = scopeOf(ctx, def);
  const query: PageQuery = {
    where, filtered, order: parseSort(sort, def.defaultSort ?? 'id', sortAt), limit: paged.size, offset: (paged.page - 1) * paged.size,
  };
  if (!needsShaping(def, options)) {
    // Fast path: the database writes the elements' JSON (same content as toEntity), Node only frames it.
    const { json, total } = await pageJson(ctx.db, scope, query);
    return rawPage(json, total, paged);
  }
  const { rows, total } = await pageRows(ctx.db, scope, query);
  return shapedPage(ctx, def, rows, total, paged, options);
}

const rawPage = (json: string, total: number, paged: { page: number; size: number }) =>
  new RawJson(`{"elements":${json},"totalElements":${total},"page":${paged.page},"size":${paged.size}}`);

async function shapedPage(ctx: CallContext, def: ResourceDefinition, rows: EntityObject[], total: number,
  paged: { page: number; size: number }, options: PresentOptions): Promise<Page<EntityObject>> {
  return { elements: await present(ctx, def, rows, options), totalElements: total, page: paged.page, size: paged.size };
}

/** Whether the free-text `search` option narrows the rows (see PageQuery.filtered). */
const hasText = (search: string | undefined) => !!search && search.trim() !== '';

export async function listEntities(ctx: CallContext, def: ResourceDefinition, query: ListQueryParams, extra?: SQL): Promise<Page<EntityObject> | RawJson> {
  const where = sql`${queryWhere(def, query.search)} AND ${extra ?? sql`TRUE`}`;
  return page(ctx, def, where, hasText(query.search) || extra !== undefined, query.sort, paging(query.page, query.size), query);
}

export async function countEntities(ctx: CallContext, def: ResourceDefinition, query: ListQueryParams): Promise<{ count: number }> {
  return { count: await countRows(ctx.db, scopeOf(ctx, def), queryWhere(def, query.search)) };
}

/** The search request and the free-text `search` option as one checked plan (400 naming the field otherwise). */
function searchPlanOf(def: ResourceDefinition, body: SearchRequest, query: ListQueryParams): SearchPlan {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The search request must be an object');
  const plan = planSearch(body, textIndexFor(def.name));
  if (!hasText(query.search)) return plan;
  const text = { kind: 'test' as const, key: JSON.stringify(['search', query.search, def.searchable]), sql: queryWhere(def, query.search) };
  return { kind: 'and', parts: [plan, text] };
}

const searchWhere = (def: ResourceDefinition, body: SearchRequest, query: ListQueryParams): SQL => planSql(searchPlanOf(def, body, query));

/**
 * The sum of a numeric property over the entities a search finds, and how many it found. Values at the path that
 * are not numbers count as nothing; a path into lists adds every element's value (`lines.hours`).
 */
export async function sumEntities(ctx: CallContext, def: ResourceDefinition, body: SearchRequest | undefined, query: SumQueryParams): Promise<{ sum: number; count: number }> {
  if (query.property === undefined) throw invalidField('property', 'names the numeric field to sum');
  const field = parseField(query.property, 'property');
  return sumRows(ctx.db, scopeOf(ctx, def), searchWhere(def, body ?? {}, query), field);
}

/** The match cache of the server and the resource's revision read when the call began (read-cache.ts). */
export interface MatchSource {
  cache: MatchCache;
  revision: string;
}

export async function searchEntities(ctx: CallContext, def: ResourceDefinition, body: SearchRequest, query: ListQueryParams,
  matches?: MatchSource): Promise<Page<EntityObject> | RawJson> {
  const plan = searchPlanOf(def, body, query);
  const paged = paging(body.page ?? query.page, body.size ?? query.size);
  const filtered = hasText(query.search) || (Array.isArray(body.fieldSearches) && body.fieldSearches.length > 0);
  const sort = body.sort ?? query.sort;
  const sortAt = body.sort !== undefined ? 'sort' : undefined;
  if (matches && filtered) {
    const fallback = def.defaultSort ?? 'id';
    const found = await matches.cache.page(ctx.db, scopeOf(ctx, def), matches.revision, {
      plan, orderKey: JSON.stringify([sort ?? null, fallback]), order: parseSort(sort, fallback, sortAt),
      limit: paged.size, offset: (paged.page - 1) * paged.size,
    });
    if (found) {
      if (!needsShaping(def, query)) return rawPage(`[${found.docs.join(',')}]`, found.total, paged);
      return shapedPage(ctx, def, found.docs.map((doc) => JSON.parse(doc) as EntityObject), found.total, paged, query);
    }
  }
  return page(ctx, def, planSql(plan), filtered, sort, paged, query, sortAt);
}

export async function getEntity(ctx: CallContext, def: ResourceDefinition, id: string, options: PresentOptions = {}): Promise<EntityObject> {
  const entity = await findRow(ctx.db, scopeOf(ctx, def), id);
  if (!entity) throw notFound(`No ${def.name} with id ${id}`);
  return presentOne(ctx, def, entity, options);
}

export function entityExists(ctx: CallContext, def: ResourceDefinition, id: string): Promise<boolean> {
  return existsRow(ctx.db, scopeOf(ctx, def), id);
}

