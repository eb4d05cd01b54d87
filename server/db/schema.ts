import { bigint, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Drizzle's view of the tables the committed SQL migrations create (server/db/sql). The SQL files are the truth;
 * server/db/schema.api.test.ts fails when a column here and in the migrated database disagree.
 */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  /** The tenant's reseller (docs/api.md, Resellers); null when it has none. */
  resellerId: text('reseller_id'),
});

export const entities = pgTable('entities', {
  tenantId: text('tenant_id').notNull(),
  resource: text('resource').notNull(),
  id: text('id').notNull(),
  data: jsonb('data').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  lastUpdatedAt: bigint('last_updated_at', { mode: 'number' }).notNull(),
  version: integer('version').notNull().default(1),
}, (t) => [primaryKey({ columns: [t.tenantId, t.resource, t.id] })]);

export const credentials = pgTable('credentials', {
  tenantId: text('tenant_id').notNull(),
  userId: text('user_id').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.userId] })]);

export const tokens = pgTable('tokens', {
  tokenHash: text('token_hash').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  userId: text('user_id').notNull(),
  kind: text('kind').notNull().default('session'),
  name: text('name'),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }),
  /** Service tokens only (0003_service_tokens.sql): the id they are listed and revoked by. */
  id: text('id'),
  lastUsedAt: bigint('last_used_at', { mode: 'number' }),
});

export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
});

export const schemaMigrations = pgTable('schema_migrations', {
  name: text('name').primaryKey(),
  appliedAt: bigint('applied_at', { mode: 'number' }).notNull(),
});
