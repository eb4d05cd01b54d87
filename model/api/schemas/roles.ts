import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';

/** A permission name such as PRODUCTS_READ or TENANT_ADMIN (the server lists them in server/auth/permissions.ts). */
const PermissionName = Type.String({ pattern: '^[A-Z][A-Z0-9_]*$', maxLength: 100 });

/** A role gives its users (userIds) its permissions. */
export const RoleFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  userIds: Type.Array(Type.String({ minLength: 1 }), { maxItems: 10_000 }),
  permissions: Type.Array(PermissionName, { maxItems: 200 }),
});
export type RoleFields = Static<typeof RoleFieldsSchema>;
export type Role = Entity<RoleFields>;

/** The createRole payload: userIds and permissions may be left out (empty lists). */
export const CreateRoleSchema = Type.Object({
  name: RoleFieldsSchema.properties.name,
  userIds: Type.Optional(RoleFieldsSchema.properties.userIds),
  permissions: Type.Optional(RoleFieldsSchema.properties.permissions),
});
export type CreateRole = Static<typeof CreateRoleSchema>;
