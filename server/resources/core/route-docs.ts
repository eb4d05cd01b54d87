import { OptionalKind, Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  CountResultSchema, EntityMetaSchema, PageSchema, SumResultSchema,
} from '../../../model/api/schemas/common.js';
import type { RouteDocs } from '../../http/openapi/route-docs.js';
import { NO_BODY, schemaRef, sharedRef } from '../../http/openapi/shared-schemas.js';
import type { Operation, ResourceDefinition, ResourceRoutes } from './types.js';

/**
 * What the API description says about one resource's standard set (routes.ts), derived from the resource's
 * own configuration: the entity is the definition's schema plus the meta columns, with every foreign id of
 * `replacements` also allowed as the object it names (withReplacements=true). Documentation only: the
 * operations validate bodies themselves and answers go out as the handlers build them.
 */
const NOT_MODIFIED = Type.Null({ description: 'Not modified: If-None-Match names the current ETag; no body' });
const IF_MATCH = Type.Object({
  'if-match': Type.Optional(Type.String({ description: 'The version the change expects (`3`, `"3"` or `W/"3"`); another stored version answers 409' })),
});
const IF_NONE_MATCH = Type.Object({
  'if-none-match': Type.Optional(Type.String({ description: 'The ETag of an earlier answer; 304 while it is still current' })),
});
/** Records of a data type follow the type's own JSON Schema, which the description cannot know in advance. */
const ANY_FIELDS = Type.Object({}, { additionalProperties: true, description: "The fields the data type's schema allows" });

/** A copy of `schema` where the value at a dotted path may also be an object (what withReplacements puts there). */
function widen(schema: TSchema, path: string[], target: string): TSchema {
  const copy = { ...schema } as Record<string, unknown>;
  if (copy.type === 'array') return { ...copy, items: widen(copy.items as TSchema, path, target) } as unknown as TSchema;
  if (path.length === 0) {
    const either = Type.Union([schema, Type.Object({}, { additionalProperties: true, description: `the ${target} entity named (withReplacements=true)` })]);
    return OptionalKind in schema ? Type.Optional(either) : either;
  }
  const properties = copy.properties as Record<string, TSchema> | undefined;
  const [head, ...rest] = path;
  if (!properties?.[head]) return schema;
  return { ...copy, properties: { ...properties, [head]: widen(properties[head], rest, target) } } as unknown as TSchema;
}

function entitySchema(def: ResourceDefinition | null): TObject {
  if (!def) return Type.Composite([ANY_FIELDS, EntityMetaSchema], { additionalProperties: true });
  let fields: TSchema = def.schema;
  for (const [path, target] of Object.entries(def.replacements ?? {})) fields = widen(fields, path.split('.'), target);
  return Type.Composite([fields as TObject, EntityMetaSchema]);
}

/** Component name of a resource's entity: `products` → `ProductsEntity`. */
const componentName = (resource: string) => `${resource.replace(/[^A-Za-z0-9]/g, '').replace(/^./, (c) => c.toUpperCase())}Entity`;

/** The entity of a resource (by its `name`) in answers of special calls: `entityRef('orders')`. */
export const entityRef = (resource: string) => schemaRef(componentName(resource));

/** The documentation of each operation of a resource; registers the entity once as a shared schema. */
export function resourceDocs(app: FastifyInstance, resource: ResourceRoutes): Record<Operation, RouteDocs> {
  const def = typeof resource.definition === 'function' ? null : resource.definition;
  const name = componentName(def?.name ?? resource.descriptor.path.split('/')[1]);
  app.addSchema({ ...entitySchema(def), $id: name });
  const entity = schemaRef(name);
  const fields = def?.schema ?? ANY_FIELDS;
  const page = PageSchema(entity);
  // Records of a data type are public to read only when the type says so: otherwise a call needs a token.
  const tokenUnlessPublicType: Record<string, TSchema> = resource.descriptor.readsDecidedPerRequest && !def ? { 401: sharedRef('ErrorEnvelope', { description: 'No valid token, and the data type is not public' }) } : {};
  const reads = (docs: RouteDocs): RouteDocs => ({ ...docs, responses: { ...tokenUnlessPublicType, ...docs.responses } });
  return {
    head: reads({ summary: 'Whether the entity exists', responses: { 200: NO_BODY } }),
    get: reads({ summary: 'One entity, with its version as ETag', responses: { 200: entity } }),
    list: reads({ summary: 'A page of entities', headers: IF_NONE_MATCH, responses: { 200: page, 304: NOT_MODIFIED } }),
    count: reads({ summary: 'How many entities the search finds', headers: IF_NONE_MATCH, responses: { 200: CountResultSchema, 304: NOT_MODIFIED } }),
    search: reads({ summary: 'A page of the entities a search request finds', body: sharedRef('SearchRequest'), headers: IF_NONE_MATCH, responses: { 200: page, 304: NOT_MODIFIED } }),
    sum: reads({
      summary: 'The sum of a numeric property (query option `property`, a field or dotted path) over the entities a search request finds, and their number',
      body: sharedRef('SearchRequest'), headers: IF_NONE_MATCH, responses: { 200: SumResultSchema, 304: NOT_MODIFIED },
    }),
    create: { summary: 'Creates an entity', body: def?.createSchema ?? fields, responses: { 201: entity } },
    put: { summary: "Replaces the entity's fields", body: fields, headers: IF_MATCH, responses: { 200: entity } },
    patch: {
      summary: 'Changes the entity with a JSON Merge Patch (RFC 7396): objects merge, null removes a field, lists replace',
      body: Type.Partial(fields as TObject), headers: IF_MATCH, responses: { 200: entity },
    },
    delete: { summary: 'Deletes the entity', responses: { 204: NO_BODY } },
    deleteMany: { summary: 'Deletes the entities named in ids (unknown ids are skipped)', responses: { 204: NO_BODY } },
  };
}
