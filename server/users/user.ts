import { Type, type Static } from '@sinclair/typebox';
import type { entities } from '../db/schema.js';

/** The user object of the API (docs/api.md). */
export const UserSchema = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  displayName: Type.String(),
  primaryEmail: Type.String(),
  /** The login e-mail and whether its owner confirmed it through a mailed link (docs/api.md, Account). */
  primaryEmailAddress: Type.Object({ address: Type.String(), validated: Type.Boolean() }),
  profile: Type.Object({ avatarUrl: Type.Optional(Type.String()) }, { additionalProperties: true }),
  configuration: Type.Array(Type.Object({ key: Type.String(), value: Type.Any() })),
  permissions: Type.Array(Type.String()),
  createdAt: Type.Number(),
  lastUpdatedAt: Type.Number(),
  version: Type.Integer(),
});
export type User = Static<typeof UserSchema>;

/** The fields of a user kept in `entities.data` (resource 'users'). */
export interface UserData {
  displayName: string;
  primaryEmail: string;
  profile: { avatarUrl?: string; [key: string]: unknown };
  configuration: { key: string; value: unknown }[];
}

export type UserRow = Pick<typeof entities.$inferSelect, 'tenantId' | 'id' | 'data' | 'createdAt' | 'lastUpdatedAt' | 'version'>;

export function toUser(row: UserRow, permissions: string[], emailValidated = false): User {
  const data = (row.data ?? {}) as Partial<UserData>;
  return {
    id: row.id,
    tenantId: row.tenantId,
    displayName: data.displayName ?? '',
    primaryEmail: data.primaryEmail ?? '',
    primaryEmailAddress: { address: data.primaryEmail ?? '', validated: emailValidated },
    profile: data.profile ?? {},
    configuration: data.configuration ?? [],
    permissions: [...permissions].sort(),
    createdAt: Number(row.createdAt),
    lastUpdatedAt: Number(row.lastUpdatedAt),
    version: row.version,
  };
}
