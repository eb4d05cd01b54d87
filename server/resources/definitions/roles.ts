import { CreateRoleSchema, RoleFieldsSchema } from '../../../runtime/api/schemas/roles.js';
import { PERMISSIONS } from '../../auth/permissions.js';
import { hasPermission } from '../../auth/context.js';
import { forbidden, invalidField } from '../../http/errors.js';
import type { ResourceDefinition, ResourceRoutes } from '../core/types.js';

/**
 * Roles give their users (userIds) their permissions; the auth hook reads them on every call. Creating takes the
 * createRole payload (userIds and permissions may be left out); PUT /roles/{id}/force is in role-force.ts.
 */
const known = new Set<string>(PERMISSIONS);

export const roles: ResourceDefinition = {
  name: 'roles',
  schema: RoleFieldsSchema,
  createSchema: CreateRoleSchema,
  searchable: ['name', 'permissions'],
  replacements: { userIds: 'users' },
  defaultSort: 'name',
  hooks: {
    prepare(data, { ctx, existing }) {
      const permissions = (data.permissions as string[] | undefined) ?? [];
      const before = new Set((existing?.permissions as string[] | undefined) ?? []);
      permissions.forEach((p, i) => {
        if (!known.has(p)) throw invalidField(`permissions.${i}`, `${p} is not a permission`);
        // No escalation: a caller grants only permissions it holds itself (TENANT_ADMIN holds all).
        if (!before.has(p) && !hasPermission(ctx.auth, p)) throw forbidden(`Granting ${p} needs holding it`);
      });
      return { ...data, userIds: [...new Set((data.userIds as string[] | undefined) ?? [])], permissions: [...new Set(permissions)] };
    },
  },
};

export const roleRoutes: ResourceRoutes[] = [
  { path: '/roles', definition: roles, access: { read: { permission: 'ROLES_READ' }, write: { permission: 'ROLES_WRITE' } } },
];
