import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL expression: the permission names (text[] or NULL) of every role whose `userIds` contains the user.
 * `@>` lets PostgreSQL use the GIN index on entities.data. Pass column references, e.g. sql.raw('t.user_id').
 */
export function rolePermissionsOf(tenantId: SQL, userId: SQL): SQL {
  return sql`(SELECT array_agg(DISTINCT p) FROM entities r, jsonb_array_elements_text(r.data->'permissions') p
    WHERE r.tenant_id = ${tenantId} AND r.resource = 'roles'
      AND r.data @> jsonb_build_object('userIds', jsonb_build_array(${userId})))`;
}
