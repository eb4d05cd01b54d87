import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DATA_RECORDS, DATA_TYPES } from '../../../model/resources/descriptors.js';
import { DataTypeFieldsSchema } from '../../../model/api/schemas/platform.js';
import { hasPermission } from '../../auth/context.js';
import type { Database } from '../../db/client.js';
import { forbidden, notFound, unauthorized } from '../../http/errors.js';
import type { ResourceDefinition, ResourceRoutes } from '../core/types.js';
import { assertValidWith, compileUserSchema } from '../core/validate.js';

/**
 * Data types (`{id, path, schema}`) and their records at /api/data/{path}. Records are stored under the
 * resource key `data:{typeId}`, so renaming a type's path keeps its records, and are validated against the
 * type's JSON Schema (400 naming the field). A type with `visibility: "public"` has publicly readable records.
 */
const recordResource = (typeId: string) => `data:${typeId}`;

export const dataTypes: ResourceDefinition = {
  name: 'datatypes',
  schema: DataTypeFieldsSchema,
  searchable: ['path', 'name'],
  unique: [{ field: 'path' }],
  defaultSort: DATA_TYPES.defaultSort,
  hooks: {
    prepare(data) {
      compileUserSchema(data.schema as object);
      return data;
    },
    async afterDelete(ids, { ctx, tx }) {
      await ctx.db.rows(sql`DELETE FROM entities WHERE tenant_id = ${ctx.tenantId}
        AND resource IN (${sql.join(ids.map((id) => sql`${recordResource(id)}`), sql`, `)})`, tx);
    },
  },
};

/** Searchable record fields: those the type names, else every string property of its schema. */
function searchableOf(type: Record<string, unknown>): string[] {
  if (Array.isArray(type.searchableFields)) return type.searchableFields.filter((f): f is string => typeof f === 'string');
  const properties = ((type.schema as { properties?: Record<string, { type?: unknown }> }).properties) ?? {};
  return Object.entries(properties).filter(([, p]) => p?.type === 'string').map(([name]) => name);
}

/** Definitions per type version, so each schema compiles once; bounded, and keyed by version so never stale. */
const cache = new Map<string, ResourceDefinition>();
const CACHE_SIZE = 200;

async function recordDefinition(request: FastifyRequest, db: Database): Promise<ResourceDefinition> {
  const { typePath } = request.params as { typePath: string };
  const [row] = await db.rows<{ id: string; version: number; data: Record<string, unknown> }>(sql`
    SELECT id, version, data FROM entities WHERE tenant_id = ${request.tenantId} AND resource = 'datatypes'
    AND data->>'path' = ${typePath}`);
  if (!row) throw notFound(`No data type with path ${typePath}`);
  const route = request.url.split('?')[0];
  const reading = request.method === 'GET' || request.method === 'HEAD' || route.endsWith('/search') || route.endsWith('/sum');
  const rule = reading ? DATA_RECORDS.access.read : DATA_RECORDS.access.write;
  const open = reading && row.data.visibility === 'public';
  if (!open && !hasPermission(request.auth, rule.permission)) {
    throw request.auth ? forbidden(`Permission ${rule.permission} required`) : unauthorized();
  }
  const key = `${request.tenantId}:${row.id}:${row.version}`;
  let def = cache.get(key);
  if (!def) {
    const validate = compileUserSchema(row.data.schema as object);
    def = {
      name: recordResource(row.id),
      schema: DataTypeFieldsSchema, // unused: `validate` checks records against the type's own schema
      validate: (fields) => assertValidWith(validate, fields),
      searchable: searchableOf(row.data),
      defaultSort: DATA_RECORDS.defaultSort,
    };
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, def);
  }
  return def;
}

export const dataRoutes: ResourceRoutes[] = [
  { descriptor: DATA_TYPES, definition: dataTypes },
  // Reads pass the route (readsDecidedPerRequest); recordDefinition lets anonymous callers through only for public types.
  { descriptor: DATA_RECORDS, definition: recordDefinition },
];
