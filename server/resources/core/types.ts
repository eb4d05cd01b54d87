import type { TObject } from '@sinclair/typebox';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ResourceDescriptor } from '../../../model/resources/descriptors.js';
import type { AuthContext } from '../../auth/context.js';
import type { Database, Orm } from '../../db/client.js';

/**
 * The configuration of one resource of the generic resource set (docs/architecture.md): everything that differs
 * between products, orders, roles, users, ... is data here; routes.ts and operations.ts are the one implementation
 * that serves them all.
 */
export type Operation = 'list' | 'count' | 'get' | 'head' | 'create' | 'put' | 'patch' | 'delete' | 'deleteMany' | 'search' | 'sum';
/** The standard set every resource has unless it names its own list. */
export const ALL_OPERATIONS: readonly Operation[] = ['list', 'count', 'get', 'head', 'create', 'put', 'patch', 'delete', 'deleteMany', 'search'];
/** The standard set plus `sum` (a numeric property summed over a search), for descriptors marked `summable`. */
export const WITH_SUM: readonly Operation[] = [...ALL_OPERATIONS, 'sum'];
export const READ_OPERATIONS: readonly Operation[] = ['list', 'count', 'get', 'head', 'search'];

/** A stored entity as the API returns it: its own fields plus the columns. */
export type EntityObject = Record<string, unknown> & { id: string; createdAt: number; lastUpdatedAt: number; version: number };

/** What the handlers know about the call. */
export interface CallContext {
  db: Database;
  request: FastifyRequest;
  tenantId: string;
  auth: AuthContext | null;
  /** Set when the caller may only see and change entities it owns (ResourceDefinition.owner). */
  ownerId: string | null;
}

export interface WriteHookArgs {
  ctx: CallContext;
  /** The transaction the write runs in; pass it to every query so hook work commits or rolls back with it. */
  tx: Orm;
  /** The entity before the write; null on create. */
  existing: EntityObject | null;
  /** The request body as sent (before meta fields were dropped), e.g. for a user's password. */
  body: Record<string, unknown>;
}

export interface ResourceHooks {
  /**
   * Runs after schema validation, before the data is stored: checks the schema cannot express (400/409) and
   * normalises; returns the fields to store. Throw ApiError to refuse.
   */
  prepare?(data: Record<string, unknown>, args: WriteHookArgs): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** After the row is written, in the same transaction (credentials of users, ...). */
  afterWrite?(entity: EntityObject, args: WriteHookArgs): Promise<void>;
  /**
   * Before rows are deleted, with the entities in scope (locked), in the same transaction: refuses a delete the
   * write rules forbid (403), so a delete is checked like a write. Throw ApiError to refuse; nothing is deleted.
   */
  beforeDelete?(entities: EntityObject[], args: { ctx: CallContext; tx: Orm }): Promise<void> | void;
  /** After rows were deleted (only the ids that existed in scope), in the same transaction. */
  afterDelete?(ids: string[], args: { ctx: CallContext; tx: Orm }): Promise<void>;
  /** Shapes entities for the response (extra fields, hidden fields); runs on every entity returned. */
  present?(entities: EntityObject[], ctx: CallContext): Promise<EntityObject[]> | EntityObject[];
}

/** Callers without these permissions only see and change their own entities (data[field] = their user id). */
export interface OwnerScope {
  field: string;
  /** Holding one of these lifts the restriction for reads. */
  readAll: string[];
  /** Holding one of these lifts the restriction for writes. */
  writeAll: string[];
}

export interface ResourceDefinition {
  /** The `entities.resource` key. */
  name: string;
  /** Fields of the entity (PUT body, and what a merged PATCH must match). */
  schema: TObject;
  /** The create payload when it differs from `schema` (createRole, a user with password). */
  createSchema?: TObject;
  /** Replaces schema validation (both create and update): a data type's records use the type's own JSON Schema. */
  validate?: (fields: Record<string, unknown>) => void;
  /**
   * Largest JSON size (characters) of free-form fields whose schema cannot bound them (a user's profile and
   * configuration): 400 naming the field above it.
   */
  sizeLimits?: Record<string, number>;
  /** Fields the resource adds to its answers (a user's permissions): a body may send them back, they are dropped. */
  derivedFields?: string[];
  /** Body fields validated but never stored (a user's password). */
  transientFields?: string[];
  /** Fields (dotted paths) the `search` query option looks in. */
  searchable: string[];
  /** Fields returned in the caller's language with `translate=true` (stored in `translations`). */
  translatable?: string[];
  /** Dotted path of a foreign id (or list of ids) → the resource it names, for `withReplacements=true`. */
  replacements?: Record<string, string>;
  /** Fields unique within the tenant, or across all tenants with `global`; 409 naming the field when taken. */
  unique?: { field: string; global?: boolean }[];
  owner?: OwnerScope;
  /**
   * A condition on `e` (the entity row) limiting which entities the caller sees and changes, decided per caller
   * and possibly by other resources (a private calendar, the entries of a calendar the caller may not see); null:
   * all. Entities outside it do not exist for the caller (404). Such resources are never served from the read cache.
   */
  visibleTo?: (caller: Pick<CallContext, 'tenantId' | 'auth'>) => SQL | null;
  /**
   * What anybody of the tenant may see of an entity that withReplacements shows to a caller who may not read the
   * resource (a user's id, display name and avatar). Without it such ids stay ids.
   */
  publicShape?: (entity: EntityObject) => Record<string, unknown>;
  hooks?: ResourceHooks;
  /** Default `sort` of lists: the resource descriptor's. */
  defaultSort?: string;
}

/**
 * A resource served under the path of its descriptor, with the descriptor's access rules (enforced by the auth hook
 * before the handler runs); a function as `definition` gives it per request (data records depend on the type).
 */
export interface ResourceRoutes {
  descriptor: ResourceDescriptor;
  definition: ResourceDefinition | ((request: FastifyRequest, db: Database) => Promise<ResourceDefinition>);
}

/** The operations a resource serves: read-only ones only the reads, immutable ones the reads and create, undeletable ones all but the deletes, summable ones also `sum`. */
export const operationsOf = (descriptor: ResourceDescriptor): readonly Operation[] => {
  if (descriptor.readOnly) return READ_OPERATIONS;
  if (descriptor.immutable) return [...READ_OPERATIONS, 'create'];
  if (descriptor.undeletable) return ALL_OPERATIONS.filter((operation) => operation !== 'delete' && operation !== 'deleteMany');
  return descriptor.summable ? WITH_SUM : ALL_OPERATIONS;
};
