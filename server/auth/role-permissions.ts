import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL expression: the `permissions` lists of every role whose `userIds` contains the user, as one jsonb array of
 * arrays (NULL when there is none). Aggregating whole lists and merging them in JS (`mergePermissions`) is
 * markedly cheaper than unnesting and de-duplicating in SQL, and this runs on every authenticated request.
 * `@>` lets PostgreSQL use the GIN index on entities.data. Pass column references, e.g. sql.raw('t.user_id').
 */
export function rolePermissionsOf(tenantId: SQL, userId: SQL): SQL {
  return sql`(SELECT jsonb_agg(r.data->'permissions') FROM entities r
    WHERE r.tenant_id = ${tenantId} AND r.resource = 'roles'
      AND r.data @> jsonb_build_object('userIds', jsonb_build_array(${userId})))`;
}

/** The distinct permission names of the value `rolePermissionsOf` produced. */
export function mergePermissions(lists: unknown): string[] {
  const names = new Set<string>();
  if (Array.isArray(lists)) {
    for (const list of lists) {
      if (Array.isArray(list)) for (const name of list) if (typeof name === 'string') names.add(name);
    }
  }
  return [...names];
}
