import { ROLES } from '../../../model/resources/descriptors.js';
import { CreateRoleSchema, RoleFieldsSchema } from '../../../model/api/schemas/roles.js';
import { PERMISSIONS } from '../../auth/permissions.js';
import { hasPermission } from '../../auth/context.js';
import { forbidden, invalidField } from '../../http/errors.js';
import type { CallContext, ResourceDefinition, ResourceRoutes } from '../core/types.js';

/**
 * Roles give their users (userIds) their permissions; the auth hook reads them on every call. Creating takes the
 * createRole payload (userIds and permissions may be left out); PUT /roles/{id}/force is in role-force.ts.
 */
const known = new Set<string>(PERMISSIONS);

/**
 * No escalation: whoever writes a role (its members, its permissions, its name) or deletes it must hold every
 * permission the role grants, before and after the write (TENANT_ADMIN holds all). Otherwise ROLES_WRITE alone
 * could add its holder to the administrators' role, or hand out what it cannot use itself.
 */
function assertHoldsAll(ctx: CallContext, role: Record<string, unknown>): void {
  const lacking = ((role.permissions as string[] | undefined) ?? []).find((p) => !hasPermission(ctx.auth, p));
  if (lacking) throw forbidden(`Changing a role that grants ${lacking} needs holding ${lacking}`);
}

export const roles: ResourceDefinition = {
  name: 'roles',
  schema: RoleFieldsSchema,
  createSchema: CreateRoleSchema,
  searchable: ['name', 'permissions'],
  replacements: { userIds: 'users' },
  defaultSort: ROLES.defaultSort,
  hooks: {
    prepare(data, { ctx, existing }) {
      const permissions = (data.permissions as string[] | undefined) ?? [];
      permissions.forEach((p, i) => {
        if (!known.has(p)) throw invalidField(`permissions.${i}`, `${p} is not a permission`);
      });
      if (existing) assertHoldsAll(ctx, existing);
      assertHoldsAll(ctx, data);
      return { ...data, userIds: [...new Set((data.userIds as string[] | undefined) ?? [])], permissions: [...new Set(permissions)] };
    },
    beforeDelete(found, { ctx }) {
      for (const role of found) assertHoldsAll(ctx, role);
    },
  },
};

export const roleRoutes: ResourceRoutes[] = [
  { descriptor: ROLES, definition: roles },
];
