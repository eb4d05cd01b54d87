-- Baukasten initial schema. Applied once by server/db/migrate.ts; never edit a committed migration, add a new one.

CREATE TABLE tenants (
  id text PRIMARY KEY,
  name text NOT NULL,
  created_at bigint NOT NULL
);

-- Every resource of the generic resource set (users, roles, products, orders, applications, auditlog, ...) is a row
-- here: one implementation serves them all (docs/architecture.md). `data` holds the entity's own fields; id,
-- createdAt, lastUpdatedAt and version are columns.
CREATE TABLE entities (
  tenant_id text NOT NULL REFERENCES tenants(id),
  resource text NOT NULL,
  id text NOT NULL,
  data jsonb NOT NULL,
  created_at bigint NOT NULL,
  last_updated_at bigint NOT NULL,
  version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, resource, id)
);
CREATE INDEX entities_created_at ON entities (tenant_id, resource, created_at);
CREATE INDEX entities_data ON entities USING gin (data jsonb_path_ops);

-- Login credentials of users (the user entity itself lives in entities, resource 'users').
CREATE TABLE credentials (
  tenant_id text NOT NULL REFERENCES tenants(id),
  user_id text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  PRIMARY KEY (tenant_id, user_id),
  UNIQUE (tenant_id, email)
);
CREATE INDEX credentials_email ON credentials (email);

-- Bearer tokens, stored only as SHA-256 hashes. kind: 'session' (login) or 'service' (service tokens).
CREATE TABLE tokens (
  token_hash text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  user_id text NOT NULL,
  kind text NOT NULL DEFAULT 'session',
  name text,
  created_at bigint NOT NULL,
  expires_at bigint
);
CREATE INDEX tokens_user ON tokens (tenant_id, user_id);

-- Failed login attempts, kept in the database so that several server instances share the limit.
CREATE TABLE login_attempts (
  key text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX login_attempts_key_at ON login_attempts (key, at);
