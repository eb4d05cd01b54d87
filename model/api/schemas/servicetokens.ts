import { Type, type Static } from '@sinclair/typebox';

/**
 * Service tokens (back-office entry `service-token`, TENANT_ADMIN): long-lived bearer tokens for integrations.
 * A token acts as the user who created it. The token text itself is returned once, when it is created.
 */
export const CreateServiceTokenSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
});
export type CreateServiceToken = Static<typeof CreateServiceTokenSchema>;

export const ServiceTokenSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** The user the token acts as (its creator) and that user's display name. */
  userId: Type.String(),
  userName: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Number({ description: 'epoch milliseconds' }),
  /** Null until first used; updated at most once a minute. */
  lastUsedAt: Type.Union([Type.Number(), Type.Null()]),
});
export type ServiceToken = Static<typeof ServiceTokenSchema>;

/** The answer of a create: the only time the token text is ever shown. */
export const CreatedServiceTokenSchema = Type.Composite([ServiceTokenSchema, Type.Object({ token: Type.String() })]);
export type CreatedServiceToken = Static<typeof CreatedServiceTokenSchema>;
