-- Read performance of the resource API (docs/api.md, Performance and caching). Never edit a committed migration,
-- add a new one.

-- 1. Text equality searches (`equals`/`in` on text fields, ignoring case or not) as index scans.
-- Every string of a document, keyed by its dotted field path (arrays are transparent, as in the search's lax
-- paths) and lower-cased: `tags=tag-3`, `prices.priceZoneId=0mwr…`. The search compiler (server/resources/core
-- /search.ts) adds `entity_text_keys(e.data) && ARRAY[entity_text_key(path, value), …]` in front of the exact
-- condition; GIN answers array overlap without rechecking the row, so only candidate rows are looked at.
-- Long keys are hashed, because a GIN entry must fit an index page. entity_text_keys keeps the search_path it
-- was created with: index builds run functions with a restricted one (PostgreSQL 17, which PGlite is).
CREATE FUNCTION entity_text_key(path text, value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN octet_length(k) <= 256 THEN k ELSE 'md5:' || md5(k) END FROM (SELECT path || '=' || lower(value) AS k) x $$;

CREATE FUNCTION entity_text_keys(doc jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 10000
  SET search_path FROM CURRENT
  AS $$
    WITH RECURSIVE walk(path, value) AS (
      SELECT NULL::text, doc
      UNION ALL
      SELECT CASE WHEN c.key IS NULL THEN w.path WHEN w.path IS NULL THEN c.key ELSE w.path || '.' || c.key END, c.value
      FROM walk w CROSS JOIN LATERAL (
        SELECT o.key, o.value FROM jsonb_each(CASE WHEN jsonb_typeof(w.value) = 'object' THEN w.value ELSE '{}' END) o
        UNION ALL
        SELECT NULL, a.value FROM jsonb_array_elements(CASE WHEN jsonb_typeof(w.value) = 'array' THEN w.value ELSE '[]' END) a
      ) c
      WHERE jsonb_typeof(w.value) IN ('object', 'array')
    )
    SELECT coalesce(array_agg(DISTINCT entity_text_key(path, value #>> '{}')), '{}')
    FROM walk WHERE path IS NOT NULL AND jsonb_typeof(value) = 'string'
  $$;

-- Not for the large documents (applications, compound widgets) and the append-only audit log: their searches
-- keep the plain conditions (search.ts TEXT_INDEX_EXCLUDED names the same resources).
CREATE INDEX entities_text_keys ON entities USING gin (entity_text_keys(data))
  WHERE resource NOT IN ('applications', 'compoundwidgets', 'auditlog');

-- 2. Revisions for the read cache (server/resources/core/read-cache.ts): one counter per tenant and resource,
-- changed by every committed write to that resource's entities. A server instance serves a cached page only
-- while the revision it was built at is still the current one, so a write through any instance (or any other
-- write path: seeding, imports, SQL) is seen at once by all of them.
CREATE SEQUENCE resource_revision_seq;

CREATE TABLE resource_revisions (
  tenant_id text NOT NULL,
  resource text NOT NULL,
  revision bigint NOT NULL,
  PRIMARY KEY (tenant_id, resource)
);
INSERT INTO resource_revisions (tenant_id, resource, revision)
  SELECT tenant_id, resource, nextval('resource_revision_seq') FROM (SELECT DISTINCT tenant_id, resource FROM entities) existing;

-- Runs when the writing transaction commits (a deferred constraint trigger), so the revision row is locked only
-- for the commit itself and never while the transaction waits for entity row locks (no deadlocks between
-- writers). Each pair is bumped once per transaction (remembered in a transaction-local setting), under a
-- per-tenant advisory lock so that concurrent commits bump in one order. Values come from a sequence: a revision
-- never repeats.
CREATE FUNCTION entities_bump_revision() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    pairs text[][];
    pair text[];
    done text := coalesce(current_setting('baukasten.bumped_revisions', true), '');
    key text;
  BEGIN
    IF TG_OP = 'INSERT' THEN
      pairs := ARRAY[ARRAY[NEW.tenant_id, NEW.resource]];
    ELSIF TG_OP = 'DELETE' THEN
      pairs := ARRAY[ARRAY[OLD.tenant_id, OLD.resource]];
    ELSIF NEW.tenant_id = OLD.tenant_id AND NEW.resource = OLD.resource THEN
      pairs := ARRAY[ARRAY[NEW.tenant_id, NEW.resource]];
    ELSE
      pairs := ARRAY[ARRAY[OLD.tenant_id, OLD.resource], ARRAY[NEW.tenant_id, NEW.resource]];
    END IF;
    FOREACH pair SLICE 1 IN ARRAY pairs LOOP
      key := md5(pair[1] || chr(1) || pair[2]);
      CONTINUE WHEN position(key IN done) > 0;
      PERFORM pg_advisory_xact_lock(4711002, hashtext(pair[1]));
      INSERT INTO resource_revisions (tenant_id, resource, revision) VALUES (pair[1], pair[2], nextval('resource_revision_seq'))
        ON CONFLICT (tenant_id, resource) DO UPDATE SET revision = EXCLUDED.revision;
      done := done || key || ',';
      PERFORM set_config('baukasten.bumped_revisions', done, true);
    END LOOP;
    RETURN NULL;
  END
  $$;

CREATE CONSTRAINT TRIGGER entities_revision AFTER INSERT OR UPDATE OR DELETE ON entities
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION entities_bump_revision();

-- TRUNCATE fires no row triggers: it changes every resource.
CREATE FUNCTION entities_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE resource_revisions SET revision = nextval('resource_revision_seq');
    RETURN NULL;
  END
  $$;

CREATE TRIGGER entities_truncate_revision AFTER TRUNCATE ON entities
  FOR EACH STATEMENT EXECUTE FUNCTION entities_truncated();
