import { sql } from 'drizzle-orm';
import type { ProjectMember } from '../../model/api/schemas/projects.js';
import { hasPermission, type AuthContext } from '../auth/context.js';
import type { Database, Orm } from '../db/client.js';
import { forbidden, unauthorized } from '../http/errors.js';

/**
 * Who may publish an application (and roll its live site back), docs/publishing.md: an application of a project
 * needs the caller to be a member of that project with PROJECT_PUBLISH (or PROJECT_ADMIN); an application outside
 * projects needs the tenant permission APPLICATIONS_PUBLISH. TENANT_ADMIN may always. Saving the draft stays
 * APPLICATIONS_WRITE, so a builder without this permission edits and asks for a publish but cannot publish.
 */
const PROJECT_PUBLISHING = ['PROJECT_PUBLISH', 'PROJECT_ADMIN'];

export async function mayPublish(db: Database, tx: Orm, tenantId: string, auth: AuthContext | null, projectId: unknown): Promise<boolean> {
  if (!auth) return false;
  if (hasPermission(auth, 'TENANT_ADMIN')) return true;
  if (typeof projectId !== 'string') return hasPermission(auth, 'APPLICATIONS_PUBLISH');
  const [row] = await db.rows<{ members: ProjectMember[] | null }>(sql`SELECT data->'members' AS members FROM entities
    WHERE tenant_id = ${tenantId} AND resource = 'projects' AND id = ${projectId}`, tx);
  const member = (row?.members ?? []).find((m) => m.userId === auth.userId);
  return !!member && member.permissions.some((p) => PROJECT_PUBLISHING.includes(p));
}

export async function assertMayPublish(db: Database, tx: Orm, tenantId: string, auth: AuthContext | null, projectId: unknown): Promise<void> {
  if (!auth) throw unauthorized();
  if (!(await mayPublish(db, tx, tenantId, auth, projectId))) {
    throw forbidden(typeof projectId === 'string'
      ? 'Publishing this application needs the project permission PROJECT_PUBLISH'
      : 'Publishing this application needs the permission APPLICATIONS_PUBLISH');
  }
}
