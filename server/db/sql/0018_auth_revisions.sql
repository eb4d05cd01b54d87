-- Cached token lookups (server/auth/token-cache.ts, docs/api.md "Performance and caching"). Never edit a
-- committed migration, add a new one.
-- A server instance keeps the caller it resolved for a token while the tenant's revision of what decides a caller
-- is unchanged: its roles (the `roles` row of resource_revisions, bumped by the entities trigger of
-- 0004_read_performance.sql) and its tokens, counted here under the pseudo-resource `~tokens` (no resource name
-- starts with `~`). Deleting a token (logout, password change, user deleted, service token revoked, expired tokens
-- purged) or changing who or what it stands for bumps it when the transaction commits, so every instance sees the
-- change on its next request. A new token needs no bump: no instance can have it cached. Noting a service token's
-- last use changes nothing a lookup returns, so it does not bump either.
CREATE FUNCTION tokens_bump_revision() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    done text := coalesce(current_setting('baukasten.bumped_revisions', true), '');
    key text := md5(OLD.tenant_id || chr(1) || '~tokens');
  BEGIN
    IF TG_OP = 'UPDATE' AND (NEW.token_hash, NEW.tenant_id, NEW.user_id, NEW.kind, NEW.expires_at)
        IS NOT DISTINCT FROM (OLD.token_hash, OLD.tenant_id, OLD.user_id, OLD.kind, OLD.expires_at) THEN
      RETURN NULL;
    END IF;
    -- Once per tenant and transaction, under the same lock and sequence as the entity revisions.
    IF position(key IN done) > 0 THEN
      RETURN NULL;
    END IF;
    PERFORM pg_advisory_xact_lock(4711002, hashtext(OLD.tenant_id));
    INSERT INTO resource_revisions (tenant_id, resource, revision) VALUES (OLD.tenant_id, '~tokens', nextval('resource_revision_seq'))
      ON CONFLICT (tenant_id, resource) DO UPDATE SET revision = EXCLUDED.revision;
    PERFORM set_config('baukasten.bumped_revisions', done || key || ',', true);
    RETURN NULL;
  END
  $$;

CREATE CONSTRAINT TRIGGER tokens_revision AFTER UPDATE OR DELETE ON tokens
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tokens_bump_revision();
