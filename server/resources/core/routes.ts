import { Type, type TObject, type TProperties } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { callContext } from './context.js';
import {
  countEntities, createEntity, deleteEntities, entityExists, getEntity, listEntities, patchEntity, putEntity,
  searchEntities, sumEntities,
} from './operations.js';
import { expectedVersion, IdsQuerySchema, ListQuerySchema, splitIds, SumQuerySchema, type ListQueryParams } from './query.js';
import { recordReadAccess } from './read-access.js';
import { MatchCache } from './match-cache.js';
import { ReadCache, readCacheKey, serveRead } from './read-cache.js';
import { resourceDocs } from './route-docs.js';
import { operationsOf, type CallContext, type EntityObject, type Operation, type ResourceDefinition, type ResourceRoutes } from './types.js';

/**
 * Registers the standard set (docs/api.md) for one resource configuration:
 *
 *   HEAD   {path}/{id}      exists: 200 or 404, no body          GET    {path}/{id}   the entity
 *   GET    {path}           list envelope                        POST   {path}        create: 201 + entity
 *   GET    {path}/count     {"count": N}                         PUT    {path}/{id}   replace (If-Match → 409)
 *   POST   {path}/search    list envelope of a search request    PATCH  {path}/{id}   merge (If-Match → 409)
 *   DELETE {path}?ids=a,b   204                                  DELETE {path}/{id}   204, or 404
 *   POST   {path}/sum?property=P  {"sum", "count"} of a search   (only resources that list 'sum', see types.ts)
 *
 * Bodies get a loose object schema here (so the route is documented and non-objects are refused early); the strict
 * validation against the resource's schema runs in the operations, where it can also check merged PATCH results.
 */
const AnyObject = Type.Object({}, { additionalProperties: true });
const TranslateOnly = Type.Object({ translate: Type.Optional(Type.Boolean()) });
const ItemQuery = Type.Object({
  withReplacements: Type.Optional(Type.Boolean()),
  translate: Type.Optional(Type.Boolean()),
});

/** `/data/:typePath` → params schema with typePath (and id for item routes). */
function paramsSchema(path: string, withId: boolean): { params?: TObject } {
  const props: TProperties = {};
  for (const match of path.matchAll(/:(\w+)/g)) props[match[1]] = Type.String({ minLength: 1, maxLength: 200 });
  if (withId) props.id = Type.String({ minLength: 1, maxLength: 100 });
  return Object.keys(props).length ? { params: Type.Object(props) } : {};
}

/** One read cache and one match cache per server instance (read-cache.ts, match-cache.ts), shared by all its resources. */
interface Caches {
  reads: ReadCache;
  matches: MatchCache;
}
const caches = new WeakMap<FastifyInstance, Caches>();

/** Sets the match cache's bound in bytes (0 turns it off) before the resources are registered. */
export function configureMatchCache(app: FastifyInstance, maxBytes: number): void {
  caches.set(app, { reads: cacheOf(app).reads, matches: new MatchCache(maxBytes) });
}

function cacheOf(app: FastifyInstance): Caches {
  let cache = caches.get(app);
  if (!cache) caches.set(app, (cache = { reads: new ReadCache(), matches: new MatchCache() }));
  return cache;
}

export function registerResource(app: FastifyInstance, db: Database, resource: ResourceRoutes): void {
  const { path, access } = resource.descriptor;
  const operations = new Set<Operation>(operationsOf(resource.descriptor));
  if (typeof resource.definition !== 'function' && operations.has('get')) recordReadAccess(resource.definition, access.read);
  const base = `/api${path}`;
  // Reads decided per request (data records) pass the route; the definition then checks access.read.
  const read = { access: resource.descriptor.readsDecidedPerRequest ? { public: true } : access.read };
  const write = { access: access.write };
  const collectionParams = paramsSchema(path, false);
  const itemParams = paramsSchema(path, true);
  const docs = resourceDocs(app, resource);

  const definition = async (request: FastifyRequest): Promise<ResourceDefinition> =>
    typeof resource.definition === 'function' ? resource.definition(request, db) : resource.definition;
  const context = async (request: FastifyRequest, mode: 'read' | 'write') => {
    const def = await definition(request);
    return { def, ctx: callContext(db, request, def, mode) };
  };
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const query = (request: FastifyRequest) => request.query as ListQueryParams;
  const cache = cacheOf(app);
  /** list, count and search: answered from the read cache while the resource's revision stays the same. */
  const cachedRead = (operation: 'list' | 'count' | 'search' | 'sum',
    run: (ctx: CallContext, def: ResourceDefinition, request: FastifyRequest, revision: string | null) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { def, ctx } = await context(request, 'read');
      const key = readCacheKey(ctx, def, operation, query(request), operation === 'search' || operation === 'sum' ? request.body : undefined);
      return serveRead(cache.reads, db, request, reply, ctx, key, (revision) => run(ctx, def, request, revision));
    };

  if (operations.has('head')) {
    app.head(`${base}/:id`, { config: { ...read, openapi: docs.head }, schema: { ...itemParams, querystring: TranslateOnly } }, async (request, reply) => {
      const { def, ctx } = await context(request, 'read');
      return reply.code((await entityExists(ctx, def, idOf(request))) ? 200 : 404).send();
    });
  }
  if (operations.has('list')) {
    app.get(base, { config: { ...read, openapi: docs.list }, exposeHeadRoute: false, schema: { ...collectionParams, querystring: ListQuerySchema } },
      cachedRead('list', (ctx, def, request) => listEntities(ctx, def, query(request))));
  }
  if (operations.has('count')) {
    app.get(`${base}/count`, { config: { ...read, openapi: docs.count }, exposeHeadRoute: false, schema: { ...collectionParams, querystring: ListQuerySchema } },
      cachedRead('count', (ctx, def, request) => countEntities(ctx, def, query(request))));
  }
  if (operations.has('search')) {
    app.post(`${base}/search`, { config: { ...read, openapi: docs.search }, schema: { ...collectionParams, querystring: ListQuerySchema, body: AnyObject } },
      cachedRead('search', (ctx, def, request, revision) => searchEntities(ctx, def, request.body as never, query(request),
        revision === null ? undefined : { cache: cache.matches, revision })));
  }
  if (operations.has('sum')) {
    app.post(`${base}/sum`, { config: { ...read, openapi: docs.sum }, schema: { ...collectionParams, querystring: SumQuerySchema, body: Type.Optional(AnyObject) } },
      cachedRead('sum', (ctx, def, request) => sumEntities(ctx, def, request.body as never, query(request))));
  }
  if (operations.has('get')) {
    // Cached like the other reads: the editor reads its whole application this way on every open (a 2,000-widget
    // page is about 240 KB of JSON the database would otherwise decode, and Node parse and serialise again).
    app.get(`${base}/:id`, { config: { ...read, openapi: docs.get }, exposeHeadRoute: false, schema: { ...itemParams, querystring: ItemQuery } }, async (request, reply) => {
      const { def, ctx } = await context(request, 'read');
      const id = idOf(request);
      const key = readCacheKey(ctx, def, 'get', query(request), id);
      return serveRead(cache.reads, db, request, reply, ctx, key, () => getEntity(ctx, def, id, query(request)),
        (entity) => `"${(entity as EntityObject).version}"`);
    });
  }
  if (operations.has('create')) {
    app.post(base, { config: { ...write, openapi: docs.create }, schema: { ...collectionParams, querystring: TranslateOnly, body: AnyObject } }, async (request, reply) => {
      const { def, ctx } = await context(request, 'write');
      return reply.code(201).send(await createEntity(ctx, def, request.body));
    });
  }
  const update = (run: typeof putEntity) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { def, ctx } = await context(request, 'write');
    const entity = await run(ctx, def, idOf(request), request.body, expectedVersion(request.headers['if-match']));
    reply.header('ETag', `"${entity.version}"`);
    return entity;
  };
  if (operations.has('put')) {
    app.put(`${base}/:id`, { config: { ...write, openapi: docs.put }, schema: { ...itemParams, querystring: TranslateOnly, body: AnyObject } }, update(putEntity));
  }
  if (operations.has('patch')) {
    app.patch(`${base}/:id`, { config: { ...write, openapi: docs.patch }, schema: { ...itemParams, querystring: TranslateOnly, body: AnyObject } }, update(patchEntity));
  }
  if (operations.has('delete')) {
    app.delete(`${base}/:id`, { config: { ...write, openapi: docs.delete }, schema: { ...itemParams, querystring: TranslateOnly } }, async (request, reply) => {
      const { def, ctx } = await context(request, 'write');
      await deleteEntities(ctx, def, [idOf(request)], true);
      return reply.code(204).send();
    });
  }
  if (operations.has('deleteMany')) {
    app.delete(base, { config: { ...write, openapi: docs.deleteMany }, schema: { ...collectionParams, querystring: IdsQuerySchema } }, async (request, reply) => {
      const { def, ctx } = await context(request, 'write');
      await deleteEntities(ctx, def, splitIds((request.query as { ids: string }).ids), false);
      return reply.code(204).send();
    });
  }
}
