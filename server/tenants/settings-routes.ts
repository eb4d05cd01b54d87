import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  TenantSettingsPatchSchema, TenantSettingsSchema, type TenantSettings, type TenantSettingsPatch,
} from '../../model/api/schemas/resellers.js';
import { recordAudit } from '../audit/record.js';
import type { Database, Orm } from '../db/client.js';
import { tenants } from '../db/schema.js';
import { invalidField, notFound } from '../http/errors.js';
import { responses, TranslateQuery } from '../http/schemas.js';

/**
 * GET /api/tenant (any token): the caller's tenant with its reseller, which the web app sends as X-Reseller-Id.
 * PATCH /api/tenant (TENANT_ADMIN): changes its name and reseller (`resellerId: null` removes it); audited.
 */
async function readSettings(db: Database, tenantId: string, orm?: Orm): Promise<TenantSettings> {
  const [row] = await (orm ?? db.orm).select({ id: tenants.id, name: tenants.name, resellerId: tenants.resellerId })
    .from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  if (!row) throw notFound(`Tenant ${tenantId} does not exist`);
  return row;
}

const tenantOf = (request: FastifyRequest) => request.auth!.tenantId; // both routes need a token

export function registerTenantSettings(app: FastifyInstance, db: Database): void {
  app.get('/api/tenant', {
    config: { access: {} },
    schema: { querystring: TranslateQuery, response: responses(TenantSettingsSchema) },
  }, async (request) => readSettings(db, tenantOf(request)));

  app.patch('/api/tenant', {
    config: { access: { permission: 'TENANT_ADMIN' } },
    schema: { querystring: TranslateQuery, body: TenantSettingsPatchSchema, response: responses(TenantSettingsSchema) },
  }, async (request) => {
    const tenantId = tenantOf(request);
    const patch = request.body as TenantSettingsPatch;
    const unknown = Object.keys(patch).find((key) => !(key in TenantSettingsPatchSchema.properties));
    if (unknown) throw invalidField(unknown, 'is no setting of the tenant (name, resellerId)');
    return db.orm.transaction(async (tx) => {
      const before = await readSettings(db, tenantId, tx);
      const change: Partial<TenantSettings> = {};
      if (patch.name !== undefined) change.name = patch.name.trim();
      if (patch.resellerId !== undefined) change.resellerId = patch.resellerId;
      const fields = Object.keys(change).filter((key) => change[key as keyof TenantSettings] !== before[key as keyof TenantSettings]);
      if (fields.length === 0) return before;
      await tx.update(tenants).set(change).where(eq(tenants.id, tenantId));
      await recordAudit(db, {
        tenantId, userId: request.auth!.userId, resellerId: request.resellerId, action: 'update', resource: 'tenant', entityId: tenantId,
        details: { fields, resellerId: { from: before.resellerId, to: change.resellerId ?? before.resellerId } },
      }, tx);
      return { ...before, ...change };
    });
  });
}
