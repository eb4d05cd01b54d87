import { USER_GROUPS } from '../../../model/resources/descriptors.js';
import { CreateUserGroupSchema, UserGroupFieldsSchema } from '../../../model/api/schemas/userGroups.js';
import type { ResourceDefinition, ResourceRoutes } from '../core/types.js';

/**
 * User groups (docs/api.md, User groups): a name and the ids of its members, each member once. With
 * `withReplacements=true` the members come as users, shaped as the caller may see users (their public shape without
 * TENANT_ADMIN: id, display name, avatar; never an e-mail).
 */
export const userGroups: ResourceDefinition = {
  name: 'usergroups',
  schema: UserGroupFieldsSchema,
  createSchema: CreateUserGroupSchema,
  searchable: ['name'],
  replacements: { userIds: 'users' },
  defaultSort: USER_GROUPS.defaultSort,
  hooks: {
    prepare: (data) => ({ ...data, userIds: [...new Set((data.userIds as string[] | undefined) ?? [])] }),
  },
};

export const userGroupRoutes: ResourceRoutes[] = [
  { descriptor: USER_GROUPS, definition: userGroups },
];
