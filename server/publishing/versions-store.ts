import { sql } from 'drizzle-orm';
import { loadApplicationDocument, loadCompoundWidgetDocument } from '../../migrations/load.js';
import type { ApplicationDocument } from '../../model/document/types.js';
import { recordAudit } from '../audit/record.js';
import type { Database, Orm } from '../db/client.js';
import { newId } from '../db/ids.js';
import { insertRow, toEntity, type EntityRow } from '../resources/core/store.js';
import { pinCompounds } from './compound-pins.js';
import type { EntityObject } from '../resources/core/types.js';

/**
 * Reads of published versions (resource 'applicationversions', docs/publishing.md): one by number, the newest one,
 * the next number. Versions are stored as they were published and migrated when read, like drafts.
 */
export const VERSIONS = 'applicationversions';

const ofApplication = (tenantId: string, applicationId: string) =>
  sql`e.tenant_id = ${tenantId} AND e.resource = ${VERSIONS} AND e.data->>'applicationId' = ${applicationId}`;

export async function findVersion(db: Database, tenantId: string, applicationId: string, number: number, tx?: Orm): Promise<EntityObject | null> {
  const [row] = await db.rows<EntityRow>(sql`SELECT e.id, e.data, e.created_at, e.last_updated_at, e.version FROM entities e
    WHERE ${ofApplication(tenantId, applicationId)} AND (e.data->>'number')::integer = ${number}`, tx);
  return row ? toEntity(row) : null;
}

/** The version the application's domain serves: the one with the highest number; null while never published. */
export async function newestVersion(db: Database, tenantId: string, applicationId: string, tx?: Orm): Promise<EntityObject | null> {
  const query = sql`SELECT e.id, e.data, e.created_at, e.last_updated_at, e.version FROM entities e
    WHERE ${ofApplication(tenantId, applicationId)} ORDER BY (e.data->>'number')::integer DESC LIMIT 1`;
  const [row] = tx ? await db.rows<EntityRow>(query, tx) : await db.readRows<EntityRow>(query);
  return row ? toEntity(row) : null;
}

/** The number the next publish gets (call under the application's row lock, so two publishes never race). */
export async function nextVersionNumber(db: Database, tenantId: string, applicationId: string, tx: Orm): Promise<number> {
  const [row] = await db.rows<{ newest: number | string | null }>(sql`SELECT max((e.data->>'number')::integer) AS newest FROM entities e
    WHERE ${ofApplication(tenantId, applicationId)}`, tx);
  return Number(row?.newest ?? 0) + 1;
}

/**
 * A stored version with its documents brought to the current format (document and widget migrations, as drafts
 * get on load). A document the pipeline refuses stays as stored: it was accepted when it was published.
 */
export function migratedVersion<T extends Record<string, unknown>>(version: T): T {
  const document = loadApplicationDocument(version.document);
  const compounds = Object.fromEntries(Object.entries((version.compoundWidgets ?? {}) as Record<string, unknown>).map(([id, compound]) => {
    const loaded = loadCompoundWidgetDocument(compound);
    return [id, loaded.ok ? loaded.value : compound];
  }));
  return { ...version, document: document.ok ? document.value : version.document, compoundWidgets: compounds };
}

/**
 * Version 1 of an application that starts out published (the demo shop of the first start): the stored draft as
 * it is, with the compound widgets it uses.
 */
export async function insertFirstVersion(db: Database, tenantId: string, applicationId: string, document: ApplicationDocument): Promise<EntityObject> {
  const now = Date.now();
  const compoundWidgets = await pinCompounds(db, db.orm, tenantId, document);
  const data = { applicationId, number: 1, note: '', publishedBy: null, publishedAt: now, document, compoundWidgets };
  const version = await insertRow(db, { tenantId, resource: VERSIONS }, newId(now), data, now);
  await recordAudit(db, { tenantId, userId: null, action: 'publish', resource: 'applications', entityId: applicationId, details: { version: 1, versionId: version.id, seed: true } });
  return version;
}
