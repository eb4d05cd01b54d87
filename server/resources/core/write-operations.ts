import { META_FIELDS } from '../../../model/api/schemas/common.js';
import { recordAudit } from '../../audit/record.js';
import type { Orm } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { newId } from '../../db/ids.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { scopeOf } from './context.js';
import { mergePatch } from './merge-patch.js';
import { presentOne } from './read-operations.js';
import { deleteRows, findRow, findRowsByIds, insertRow, updateRow, valueTaken } from './store.js';
import type { CallContext, EntityObject, ResourceDefinition, WriteHookArgs } from './types.js';
import { assertSizeLimits, assertValid } from './validate.js';

/**
 * The write operations of the generic resource set (create, put, patch, delete, delete many), all through one
 * write pipeline (writeEntity) that validates, runs the resource's hooks, checks unique fields, stores and writes
 * the audit entry in one transaction. Special calls (cart, role force, project import) reuse writeEntity.
 */
export function inTransaction<T>(ctx: CallContext, work: (tx: Orm) => Promise<T>): Promise<T> {
  return ctx.db.orm.transaction((tx) => work(tx as unknown as Orm));
}

function requireObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The body must be a JSON object', [{ field: 'body', message: 'must be an object' }]);
  return body as Record<string, unknown>;
}

/** Fields the server sets on every entity: a body may carry them (what a client read), they are never stored. */
const SERVER_FIELDS = [...META_FIELDS, 'tenantId'];

/**
 * The entity's own fields of a body: id, createdAt, lastUpdatedAt, version and tenantId belong to the server, and
 * so do the fields the resource adds to its answers (a user's permissions). Every other unknown field is a 400.
 */
function ownFields(def: ResourceDefinition, body: Record<string, unknown>): Record<string, unknown> {
  const fields = { ...body };
  for (const key of [...SERVER_FIELDS, ...(def.derivedFields ?? [])]) delete fields[key];
  return fields;
}

/**
 * What PATCH merges into: the stored fields the schema knows. Entities stored before unknown fields were refused
 * may still hold some; a PATCH drops them instead of refusing a body that never named them.
 */
function storedFields(def: ResourceDefinition, existing: EntityObject): Record<string, unknown> {
  const fields = ownFields(def, existing);
  if (def.validate || def.schema.additionalProperties !== undefined) return fields;
  return Object.fromEntries(Object.entries(fields).filter(([key]) => Object.hasOwn(def.schema.properties, key)
    || Object.hasOwn(def.createSchema?.properties ?? {}, key)));
}

function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((k) => !(META_FIELDS as readonly string[]).includes(k)
    && JSON.stringify(before?.[k]) !== JSON.stringify(after[k])).sort();
}

async function assertUnique(ctx: CallContext, def: ResourceDefinition, data: Record<string, unknown>, exceptId: string | null, tx: Orm) {
  for (const { field, global } of def.unique ?? []) {
    const value = data[field];
    if (typeof value !== 'string' || value === '') continue;
    if (await valueTaken(ctx.db, scopeOf(ctx, def), field, value, exceptId, !!global, tx)) {
      throw conflict(`${field} ${value} is already in use`, [{ field, message: 'is already in use' }]);
    }
  }
}

/** The write pipeline shared by create, put and patch (and the special calls): all in the caller's transaction. */
export async function writeEntity(ctx: CallContext, def: ResourceDefinition, fields: Record<string, unknown>,
  args: WriteHookArgs, id: string = newId()): Promise<EntityObject> {
  const { existing, tx } = args;
  let data = { ...fields };
  for (const key of def.transientFields ?? []) delete data[key];
  if (def.owner) {
    const owner = ctx.ownerId ?? data[def.owner.field] ?? existing?.[def.owner.field] ?? ctx.auth?.userId;
    if (owner !== undefined) data[def.owner.field] = owner;
  }
  if (def.hooks?.prepare) data = await def.hooks.prepare(data, args);
  await assertUnique(ctx, def, data, existing?.id ?? null, tx);
  const scope = scopeOf(ctx, def);
  const now = Date.now();
  let entity: EntityObject;
  try {
    entity = existing ? await updateRow(ctx.db, scope, existing.id, data, now, tx) : await insertRow(ctx.db, scope, id, data, now, tx);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`This ${def.name} conflicts with an existing one`, (def.unique ?? []).map((u) => ({ field: u.field, message: 'is already in use' })));
    throw error;
  }
  await def.hooks?.afterWrite?.(entity, args);
  await recordAudit(ctx.db, {
    tenantId: ctx.tenantId,
    userId: ctx.auth?.userId ?? null,
    resellerId: ctx.request.resellerId,
    action: existing ? 'update' : 'create',
    resource: def.name,
    entityId: entity.id,
    details: existing ? { fields: changedFields(existing, entity), version: entity.version } : {},
  }, tx);
  return entity;
}

/** Schema check of the fields to store; 400 naming the first invalid field. */
export function checkFields(def: ResourceDefinition, fields: Record<string, unknown>, creating: boolean): void {
  if (def.validate) def.validate(fields);
  else assertValid(creating ? def.createSchema ?? def.schema : def.schema, fields);
  assertSizeLimits(def.sizeLimits, fields);
}

export async function createEntity(ctx: CallContext, def: ResourceDefinition, rawBody: unknown): Promise<EntityObject> {
  const body = requireObject(rawBody);
  const fields = ownFields(def, body);
  checkFields(def, fields, true);
  const entity = await inTransaction(ctx, (tx) => writeEntity(ctx, def, fields, { ctx, tx, existing: null, body }));
  return presentOne(ctx, def, entity);
}

/** Loads the entity under a row lock and checks the expected version: 404 when missing, 409 when it differs. */
export async function lockForUpdate(ctx: CallContext, def: ResourceDefinition, id: string, expected: number | null, tx: Orm): Promise<EntityObject> {
  const existing = await findRow(ctx.db, scopeOf(ctx, def), id, tx, true);
  if (!existing) throw notFound(`No ${def.name} with id ${id}`);
  if (expected !== null && existing.version !== expected) {
    throw conflict(`The ${def.name} was changed meanwhile (version ${existing.version}, expected ${expected})`, [
      { field: 'version', message: `is ${existing.version}` },
    ]);
  }
  return existing;
}

/** A version in the body of a PUT counts like If-Match, so a client sending back what it read never overwrites. */
function bodyVersion(body: Record<string, unknown>): number | null {
  return typeof body.version === 'number' && Number.isInteger(body.version) ? body.version : null;
}

export async function putEntity(ctx: CallContext, def: ResourceDefinition, id: string, rawBody: unknown, ifMatch: number | null): Promise<EntityObject> {
  const body = requireObject(rawBody);
  const fields = ownFields(def, body);
  checkFields(def, fields, false);
  const entity = await inTransaction(ctx, async (tx) => {
    const existing = await lockForUpdate(ctx, def, id, ifMatch ?? bodyVersion(body), tx);
    return writeEntity(ctx, def, fields, { ctx, tx, existing, body });
  });
  return presentOne(ctx, def, entity);
}

export async function patchEntity(ctx: CallContext, def: ResourceDefinition, id: string, rawBody: unknown, ifMatch: number | null): Promise<EntityObject> {
  const body = requireObject(rawBody);
  const patch = ownFields(def, body);
  const entity = await inTransaction(ctx, async (tx) => {
    const existing = await lockForUpdate(ctx, def, id, ifMatch ?? bodyVersion(body), tx);
    const merged = mergePatch(storedFields(def, existing), patch) as Record<string, unknown>;
    checkFields(def, merged, false);
    return writeEntity(ctx, def, merged, { ctx, tx, existing, body });
  });
  return presentOne(ctx, def, entity);
}

/** Deletes the ids in scope; with `single`, a missing id is a 404. */
export async function deleteEntities(ctx: CallContext, def: ResourceDefinition, ids: string[], single: boolean): Promise<string[]> {
  return inTransaction(ctx, async (tx) => {
    const scope = scopeOf(ctx, def);
    const found = await findRowsByIds(ctx.db, scope, ids, tx, true);
    if (single && found.length === 0) throw notFound(`No ${def.name} with id ${ids[0]}`);
    await def.hooks?.beforeDelete?.(found, { ctx, tx });
    const deleted = await deleteRows(ctx.db, scope, found.map((e) => e.id), tx);
    if (deleted.length > 0) await def.hooks?.afterDelete?.(deleted, { ctx, tx });
    for (const entityId of deleted) {
      await recordAudit(ctx.db, { tenantId: ctx.tenantId, userId: ctx.auth?.userId ?? null, resellerId: ctx.request.resellerId, action: 'delete', resource: def.name, entityId }, tx);
    }
    return deleted;
  });
}
