import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ServerConfig } from '../config.js';
import type { Database, Orm } from '../db/client.js';
import { newId } from '../db/ids.js';
import { entities, tenants } from '../db/schema.js';
import { recordAudit } from '../audit/record.js';
import { PERMISSIONS } from '../auth/permissions.js';
import { createTenant } from '../tenants/store.js';
import { createUser } from '../users/store.js';
import { DEMO_SHOPPER } from './demo-app.js';
import { seeders } from './seeders.js';

/** Any constant works; it only keeps two instances starting at once from both seeding. */
const SEED_LOCK = 4_711_002;

export interface SeedResult {
  tenantId: string;
  adminEmail: string;
  /** Set only when the password was generated: it is printed once and stored nowhere in clear text. */
  generatedPassword?: string;
  shopperEmail: string;
  /** The demo shopper's, likewise: set only when generated. */
  generatedShopperPassword?: string;
}

/** A password for a seeded account: 16 random characters, different on every installation. */
const generatePassword = () => randomBytes(12).toString('base64url');

/** A Database whose queries all run in `tx`, so seeders written against Database join the seed transaction. */
function withinTransaction(db: Database, tx: Orm): Database {
  return { ...db, orm: tx, rows: (query, orm) => db.rows(query, orm ?? tx), readRows: (query) => db.rows(query, tx) };
}

async function insertEntity(db: Database, tenantId: string, resource: string, data: object): Promise<string> {
  const now = Date.now();
  const id = newId(now);
  await db.orm.insert(entities).values({ tenantId, resource, id, data, createdAt: now, lastUpdatedAt: now, version: 1 });
  await recordAudit(db, { tenantId, userId: null, action: 'create', resource, entityId: id, details: { seed: true } });
  return id;
}

/**
 * First start only (no tenant exists yet): the demo tenant, its admin with every permission, a demo project,
 * then every registered seeder, all in one transaction. Returns null on later starts.
 */
export async function seed(db: Database, config: ServerConfig): Promise<SeedResult | null> {
  return db.orm.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const inTx = withinTransaction(db, tx as unknown as Orm);
    const existing = await tx.select({ id: tenants.id }).from(tenants).limit(1);
    if (existing.length > 0) return null;

    const tenantId = 'demo';
    await createTenant(inTx, { id: tenantId, name: 'Demo' });
    const generatedPassword = config.adminPassword ? undefined : generatePassword();
    const generatedShopperPassword = config.shopperPassword ? undefined : generatePassword();
    const shopperPassword = config.shopperPassword ?? generatedShopperPassword!;
    const admin = await createUser(inTx, tenantId, {
      displayName: 'Administrator',
      primaryEmail: config.adminEmail,
      password: config.adminPassword ?? generatedPassword!,
    });
    await recordAudit(inTx, { tenantId, userId: null, action: 'create', resource: 'users', entityId: admin.id, details: { seed: true } });
    await insertEntity(inTx, tenantId, 'roles', { name: 'Administratoren', userIds: [admin.id], permissions: [...PERMISSIONS] });
    const projectId = await insertEntity(inTx, tenantId, 'projects', {
      name: 'Demo-Projekt',
      description: 'Ein Beispielprojekt mit einem kleinen Shop zum Ausprobieren.',
    });
    for (const seeder of seeders) await seeder(inTx, { tenantId, adminUserId: admin.id, projectId, shopperPassword });
    return { tenantId, adminEmail: config.adminEmail, generatedPassword, shopperEmail: DEMO_SHOPPER.email, generatedShopperPassword };
  });
}
