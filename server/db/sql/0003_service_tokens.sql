-- Service tokens (server/servicetokens): an id to list and revoke them by (the hash never leaves the server) and
-- when each was last used. Never edit a committed migration, add a new one.

ALTER TABLE tokens ADD COLUMN id text;
ALTER TABLE tokens ADD COLUMN last_used_at bigint;
CREATE UNIQUE INDEX tokens_id ON tokens (tenant_id, id) WHERE id IS NOT NULL;
CREATE INDEX tokens_service ON tokens (tenant_id, created_at) WHERE kind = 'service';
