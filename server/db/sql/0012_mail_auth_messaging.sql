-- E-mail, account self-service and messaging (docs/security.md, docs/api.md: Mail, Account, Messages).

-- Single-use tokens mailed to a user: a password reset or the confirmation of an e-mail address. Only the
-- SHA-256 of the token is stored; using it deletes the row, and rows past expires_at are never accepted.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  tenant_id text NOT NULL,
  user_id text NOT NULL,
  purpose text NOT NULL,
  email text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX account_tokens_user ON account_tokens (tenant_id, user_id, purpose);
CREATE INDEX account_tokens_expires_at ON account_tokens (expires_at);

-- When the login e-mail was confirmed through a mailed link; null while it is not (a changed e-mail starts over).
ALTER TABLE credentials ADD COLUMN email_verified_at bigint;

-- Direct messages between users of one tenant. A thread is the conversation a message belongs to (its first
-- message's id); read_at is set when the recipient read it.
CREATE TABLE messages (
  tenant_id text NOT NULL,
  id text NOT NULL,
  thread_id text NOT NULL,
  from_id text NOT NULL,
  to_id text NOT NULL,
  content text NOT NULL,
  created_at bigint NOT NULL,
  read_at bigint,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX messages_thread ON messages (tenant_id, thread_id, id);
CREATE INDEX messages_unread ON messages (tenant_id, to_id) WHERE read_at IS NULL;
CREATE INDEX messages_from ON messages (tenant_id, from_id, id);
CREATE INDEX messages_to ON messages (tenant_id, to_id, id);

-- Messages of the tenant's staff to every user of the tenant; who has read one is kept per user.
CREATE TABLE system_messages (
  tenant_id text NOT NULL,
  id text NOT NULL,
  from_id text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE TABLE system_message_reads (
  tenant_id text NOT NULL,
  message_id text NOT NULL,
  user_id text NOT NULL,
  read_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, user_id, message_id)
);
