import { sql } from 'drizzle-orm';
import { PROJECTS } from '../../../model/resources/descriptors.js';
import { ProjectFieldsSchema, PROJECT_PERMISSIONS, type ProjectInvitation, type ProjectMember } from '../../../model/api/schemas/projects.js';
import { recordAudit } from '../../audit/record.js';
import { newId } from '../../db/ids.js';
import { invalidField } from '../../http/errors.js';
import type { ResourceDefinition, ResourceRoutes } from '../core/types.js';

/**
 * Projects group applications and compound widgets. The creator becomes owner and first member with every
 * project permission; members must be users of the tenant. Deleting a project deletes its applications and
 * compound widgets. Export, import, users and invitations are in ../routes/projects.ts.
 */
const knownProjectPermissions = new Set<string>(PROJECT_PERMISSIONS);

export const projects: ResourceDefinition = {
  name: 'projects',
  schema: ProjectFieldsSchema,
  searchable: ['name', 'description'],
  replacements: { ownerId: 'users', 'members.userId': 'users' },
  defaultSort: PROJECTS.defaultSort,
  hooks: {
    async prepare(data, { ctx, tx, existing }) {
      const ownerId = (existing?.ownerId as string | undefined) ?? ctx.auth?.userId;
      const members = ((data.members as ProjectMember[] | undefined) ?? []).map((m) => ({ ...m, permissions: [...new Set(m.permissions)] }));
      const seen = new Set<string>();
      members.forEach((m, i) => {
        if (seen.has(m.userId)) throw invalidField(`members.${i}.userId`, 'is listed twice');
        seen.add(m.userId);
        m.permissions.forEach((p, j) => {
          if (!knownProjectPermissions.has(p)) throw invalidField(`members.${i}.permissions.${j}`, `${p} is not a project permission`);
        });
      });
      // Only newly added members are checked, so a deleted user never blocks later saves of the project.
      const before = new Set(((existing?.members as ProjectMember[] | undefined) ?? []).map((m) => m.userId));
      const added = members.filter((m) => !before.has(m.userId));
      if (added.length > 0) {
        const found = await ctx.db.rows<{ id: string }>(sql`SELECT id FROM entities WHERE tenant_id = ${ctx.tenantId}
          AND resource = 'users' AND id IN (${sql.join(added.map((m) => sql`${m.userId}`), sql`, `)})`, tx);
        const ids = new Set(found.map((r) => r.id));
        const missing = members.findIndex((m) => !before.has(m.userId) && !ids.has(m.userId));
        if (missing >= 0) throw invalidField(`members.${missing}.userId`, 'names no user of this tenant');
      }
      if (!existing && ownerId && !seen.has(ownerId)) members.unshift({ userId: ownerId, permissions: [...PROJECT_PERMISSIONS] });
      const invitations = ((data.invitations as ProjectInvitation[] | undefined) ?? [])
        .map((inv) => ({ ...inv, id: inv.id ?? newId(), createdAt: inv.createdAt ?? Date.now(), permissions: inv.permissions ?? [] }));
      return { ...data, ...(ownerId ? { ownerId } : {}), members, invitations };
    },
    async afterDelete(ids, { ctx, tx }) {
      const removed = await ctx.db.rows<{ id: string; resource: string }>(sql`DELETE FROM entities
        WHERE tenant_id = ${ctx.tenantId} AND resource IN ('applications', 'compoundwidgets')
        AND data->>'projectId' IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) RETURNING id, resource`, tx);
      for (const row of removed) {
        await recordAudit(ctx.db, { tenantId: ctx.tenantId, userId: ctx.auth?.userId ?? null, resellerId: ctx.request.resellerId, action: 'delete', resource: row.resource, entityId: row.id, details: { withProject: true } }, tx);
      }
    },
  },
};

export const projectRoutes: ResourceRoutes[] = [
  { descriptor: PROJECTS, definition: projects },
];
