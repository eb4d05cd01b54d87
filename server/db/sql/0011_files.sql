-- The bytes of uploaded files (docs/files.md) when the server runs on PostgreSQL (DATABASE_URL), so that every
-- instance of the server reads what any of them stored. The metadata is an entity of the resource 'files'; a row
-- here shares its tenant and id. The embedded database keeps the bytes under DATA_DIR instead and leaves this
-- table empty. Never edit a committed migration, add a new one.
CREATE TABLE file_contents (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (tenant_id, id)
);

