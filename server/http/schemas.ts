import { Type, type TSchema } from '@sinclair/typebox';

/** Shared TypeBox pieces of route schemas. Every API call accepts the `translate` flag (docs/api.md). */
export const TranslateQuery = Type.Object({ translate: Type.Optional(Type.Boolean()) });

export const ErrorEnvelope = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    details: Type.Array(Type.Object({ field: Type.Optional(Type.String()), message: Type.String() })),
  }),
});

/** `{200: ok}` plus the envelope for the error statuses a route may answer. */
export function responses(ok: TSchema, status: 200 | 201 = 200) {
  return { [status]: ok, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
}
