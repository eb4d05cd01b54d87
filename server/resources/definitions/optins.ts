import { sql } from 'drizzle-orm';
import { OptInFieldsSchema } from '../../../model/api/schemas/optins.js';
import { OPT_INS } from '../../../model/resources/descriptors.js';
import { conflict, invalidField } from '../../http/errors.js';
import { findRow } from '../core/store.js';
import type { ResourceDefinition, ResourceRoutes, WriteHookArgs } from '../core/types.js';

/**
 * /api/optins: the consent of one e-mail address to one mailing list (docs/api.md, Opt-ins). Staff with
 * OPT_IN_WRITE list and change them; visitors come in through the public mailing calls (server/mailing), which write
 * through this same definition. One opt-in per address and list (409 naming `email`); the address is kept in lower
 * case; entering a state stamps when it happened, the moment the consent was given or withdrawn.
 */
async function prepare(data: Record<string, unknown>, { ctx, tx, existing }: WriteHookArgs): Promise<Record<string, unknown>> {
  const email = String(data.email).trim().toLowerCase();
  const mailingListId = String(data.mailingListId);
  if (mailingListId !== existing?.mailingListId && !(await findRow(ctx.db, { tenantId: ctx.tenantId, resource: 'mailinglists' }, mailingListId, tx))) {
    throw invalidField('mailingListId', 'names no mailing list of this tenant');
  }
  const taken = await ctx.db.rows(sql`SELECT 1 FROM entities WHERE tenant_id = ${ctx.tenantId} AND resource = 'optins'
    AND data->>'email' = ${email} AND data->>'mailingListId' = ${mailingListId} AND id IS DISTINCT FROM ${existing?.id ?? null} LIMIT 1`, tx);
  if (taken.length > 0) throw conflict('This address already has an opt-in for this list', [{ field: 'email', message: 'is already in use' }]);
  const now = Date.now();
  const fields: Record<string, unknown> = { ...data, email, requestedAt: data.requestedAt ?? existing?.requestedAt ?? now };
  if (data.state !== existing?.state) {
    if (data.state === 'confirmed') fields.confirmedAt = now;
    if (data.state === 'revoked') fields.revokedAt = now;
  }
  return fields;
}

export const optIns: ResourceDefinition = {
  name: 'optins',
  schema: OptInFieldsSchema,
  searchable: ['email', 'state'],
  replacements: { mailingListId: 'mailinglists' },
  hooks: { prepare },
  defaultSort: OPT_INS.defaultSort,
};

export const optInRoutes: ResourceRoutes[] = [
  { descriptor: OPT_INS, definition: optIns },
];
