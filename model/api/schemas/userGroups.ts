import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';

/** A user group: a named list of users (docs/api.md, User groups). Unlike a role it grants no permissions. */
export const UserGroupFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  userIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 10_000 }),
});
export type UserGroupFields = Static<typeof UserGroupFieldsSchema>;
export type UserGroup = Entity<UserGroupFields>;

/** Creating may leave the members out (an empty group). */
export const CreateUserGroupSchema = Type.Object({
  name: UserGroupFieldsSchema.properties.name,
  userIds: Type.Optional(UserGroupFieldsSchema.properties.userIds),
});
export type CreateUserGroup = Static<typeof CreateUserGroupSchema>;
