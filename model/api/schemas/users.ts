import { Type, type Static } from '@sinclair/typebox';

/** The fields of a user a client may send (docs/api.md, Resources). */
export const UserFieldsSchema = Type.Object({
  displayName: Type.String({ minLength: 1, maxLength: 200 }),
  primaryEmail: Type.String({ format: 'email', maxLength: 320 }),
  profile: Type.Optional(Type.Object({ avatarUrl: Type.Optional(Type.String()) }, { additionalProperties: true })),
  configuration: Type.Optional(Type.Array(Type.Object({ key: Type.String({ minLength: 1 }), value: Type.Unknown() }))),
});
export type UserFields = Static<typeof UserFieldsSchema>;

/** Creating a user takes a password besides the user's fields; put and patch may change it. */
export const CreateUserSchema = Type.Composite([UserFieldsSchema, Type.Object({
  password: Type.String({ minLength: 8, maxLength: 200 }),
})]);
export type CreateUser = Static<typeof CreateUserSchema>;
export const UpdateUserSchema = Type.Composite([UserFieldsSchema, Type.Object({
  password: Type.Optional(Type.String({ minLength: 8, maxLength: 200 })),
})]);
export type UpdateUser = Static<typeof UpdateUserSchema>;

/** A user as the API returns it (docs/api.md): never with a password. */
export interface User {
  id: string;
  tenantId: string;
  displayName: string;
  primaryEmail: string;
  /** The login e-mail and whether it was confirmed (GET /users/me and the login answer carry it). */
  primaryEmailAddress?: { address: string; validated: boolean };
  profile: { avatarUrl?: string; [key: string]: unknown };
  configuration: { key: string; value: unknown }[];
  /** Permission names from the roles listing the user. */
  permissions: string[];
  createdAt: number;
  lastUpdatedAt: number;
  version: number;
}

/**
 * What every signed-in user of the tenant may see of a colleague (GET /users/colleagues, a task's assignees, a
 * project's members): never the e-mail, configuration or permissions.
 */
export const ColleagueSchema = Type.Object({
  id: Type.String(),
  displayName: Type.String(),
  profile: Type.Object({ avatarUrl: Type.Optional(Type.String()) }),
});
export type Colleague = Static<typeof ColleagueSchema>;
