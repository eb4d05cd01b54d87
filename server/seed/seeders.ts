import type { Database } from '../db/client.js';
import { seedDemoApp } from './demo-app.js';
import { seedShop } from './shop.js';

export interface SeedContext {
  tenantId: string;
  adminUserId: string;
  projectId: string;
  /** The demo shopper's password: SHOPPER_PASSWORD, or generated for this installation. */
  shopperPassword: string;
}

/** Seeders that run once, on first start, after the foundation seed (tenant, admin, demo project). */
export type Seeder = (db: Database, context: SeedContext) => Promise<void>;

export const seeders: Seeder[] = [seedShop, seedDemoApp];
