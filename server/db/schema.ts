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
  /** When the login e-mail was confirmed through a mailed link (0012_mail_auth_messaging.sql); null while not. */
  emailVerifiedAt: bigint('email_verified_at', { mode: 'number' }),
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

/** Single-use tokens mailed to a user: password reset and e-mail confirmation (server/account). */
export const accountTokens = pgTable('account_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  userId: text('user_id').notNull(),
  purpose: text('purpose').notNull(),
  email: text('email').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});

/** Direct messages between users of a tenant (server/messaging). */
export const messages = pgTable('messages', {
  tenantId: text('tenant_id').notNull(),
  id: text('id').notNull(),
  threadId: text('thread_id').notNull(),
  fromId: text('from_id').notNull(),
  toId: text('to_id').notNull(),
  content: text('content').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  readAt: bigint('read_at', { mode: 'number' }),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

/** Messages of a tenant's staff to all its users (server/messaging). */
export const systemMessages = pgTable('system_messages', {
  tenantId: text('tenant_id').notNull(),
  id: text('id').notNull(),
  fromId: text('from_id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

/** Which user has read which system message. */
export const systemMessageReads = pgTable('system_message_reads', {
  tenantId: text('tenant_id').notNull(),
  messageId: text('message_id').notNull(),
  userId: text('user_id').notNull(),
  readAt: bigint('read_at', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.messageId] })]);
