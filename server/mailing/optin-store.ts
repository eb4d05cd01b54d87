import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OptInState } from '../../model/api/schemas/optins.js';
import type { Database, Orm } from '../db/client.js';
import { optIns } from '../resources/definitions/optins.js';
import { findRow, toEntity, type EntityRow } from '../resources/core/store.js';
import type { CallContext, EntityObject } from '../resources/core/types.js';
import { checkFields, writeEntity } from '../resources/core/write-operations.js';

/**
 * The opt-in records as the public mailing calls change them: through the generic write pipeline of `/optins`
 * (same checks, time stamps and audit entries as a change in the back-office), acting for nobody.
 */
export const visitorContext = (db: Database, request: FastifyRequest, tenantId: string): CallContext =>
  ({ db, request, tenantId, auth: null, ownerId: null });

/** The opt-in of an address for a list, locked for the change (one visitor clicking twice waits). */
export async function findOptIn(ctx: CallContext, tx: Orm, email: string, mailingListId: string): Promise<EntityObject | null> {
  const rows = await ctx.db.rows<EntityRow>(sql`SELECT e.id, e.data, e.created_at, e.last_updated_at, e.version FROM entities e
    WHERE e.tenant_id = ${ctx.tenantId} AND e.resource = 'optins' AND e.data->>'email' = ${email.trim().toLowerCase()}
    AND e.data->>'mailingListId' = ${mailingListId} FOR UPDATE`, tx);
  return rows[0] ? toEntity(rows[0]) : null;
}

export async function findOptInById(ctx: CallContext, tx: Orm, id: string): Promise<EntityObject | null> {
  return findRow(ctx.db, { tenantId: ctx.tenantId, resource: 'optins' }, id, tx, true);
}

/** Serialises the requests for one address and list, so two at once cannot both create a record. */
export async function lockAddress(ctx: CallContext, tx: Orm, email: string, mailingListId: string): Promise<void> {
  await ctx.db.rows(sql`SELECT pg_advisory_xact_lock(hashtext(${`optin:${ctx.tenantId}:${email.trim().toLowerCase()}:${mailingListId}`}))`, tx);
}

/** Creates or changes the opt-in to `state`. */
export function saveOptIn(ctx: CallContext, tx: Orm, existing: EntityObject | null, fields: Record<string, unknown>, state: OptInState): Promise<EntityObject> {
  const { id: _id, createdAt: _c, lastUpdatedAt: _l, version: _v, ...stored } = existing ?? {};
  const data = { ...stored, ...fields, state };
  checkFields(optIns, data, !existing);
  return writeEntity(ctx, optIns, data, { ctx, tx, existing, body: data });
}
