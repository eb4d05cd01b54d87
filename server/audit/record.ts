import type { Database, Orm } from '../db/client.js';
import { newId } from '../db/ids.js';
import { entities } from '../db/schema.js';

/**
 * The audit log: one entity (resource 'auditlog') per write, readable through GET /api/auditlog (AUDIT_READ).
 * Pass the caller's transaction as `orm` so the entry commits or rolls back together with the write it records.
 */
export type AuditAction = 'create' | 'update' | 'delete' | 'login' | 'logout' | (string & {});

export interface AuditEntry {
  tenantId: string;
  /** Who did it; null for the system (first-start seed). */
  userId: string | null;
  /** The reseller the call acted for (X-Reseller-Id, docs/api.md, Resellers); kept only when there is one. */
  resellerId?: string | null;
  action: AuditAction;
  resource: string;
  entityId?: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Database, entry: AuditEntry, orm?: Orm): Promise<void> {
  const at = Date.now();
  const data = {
    userId: entry.userId,
    action: entry.action,
    resource: entry.resource,
    entityId: entry.entityId ?? null,
    at,
    details: entry.details ?? {},
    ...(entry.resellerId ? { resellerId: entry.resellerId } : {}),
  };
  await (orm ?? db.orm).insert(entities).values({
    tenantId: entry.tenantId, resource: 'auditlog', id: newId(at), data, createdAt: at, lastUpdatedAt: at, version: 1,
  });
}
