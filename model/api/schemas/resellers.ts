import { Type, type Static } from '@sinclair/typebox';

/**
 * Reseller ids and the tenant's own settings (docs/api.md, Resellers). A reseller id is the partner's code as the
 * platform operator hands it out: letters, digits, `.`, `_` and `-`, so it travels unchanged in a header.
 */
export const RESELLER_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';

export const ResellerIdSchema = Type.String({ pattern: RESELLER_ID_PATTERN, description: 'reseller id: letters, digits, . _ -; at most 64 characters' });

export function isResellerId(value: string): boolean {
  return new RegExp(RESELLER_ID_PATTERN).test(value);
}

/** The caller's tenant as `GET /api/tenant` answers it. */
export const TenantSettingsSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  resellerId: Type.Union([ResellerIdSchema, Type.Null()]),
});
export type TenantSettings = Static<typeof TenantSettingsSchema>;

/** `PATCH /api/tenant` (TENANT_ADMIN): `resellerId: null` removes the reseller. */
export const TenantSettingsPatchSchema = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  resellerId: Type.Optional(Type.Union([ResellerIdSchema, Type.Null()])),
});
export type TenantSettingsPatch = Static<typeof TenantSettingsPatchSchema>;
