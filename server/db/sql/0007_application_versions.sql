-- Published versions of applications (docs/publishing.md). Never edit a committed migration, add a new one.
-- A version is an entity of the resource 'applicationversions': {applicationId, number, note, publishedBy,
-- publishedAt, document, compoundWidgets, restoredFrom}. The domain of an application serves its newest version.

-- One number per version of an application; publishing takes the next one under the application's row lock, and
-- this index is the backstop should two publishes ever get past it.
CREATE UNIQUE INDEX entities_application_version ON entities (tenant_id, (data->>'applicationId'), ((data->>'number')::integer))
  WHERE resource = 'applicationversions';

-- Versions hold whole documents: like applications they stay out of the text index (search.ts
-- TEXT_INDEX_EXCLUDED names the same resources), so publishing does not pay for indexing every text of a page.
DROP INDEX entities_text_keys;
CREATE INDEX entities_text_keys ON entities USING gin (entity_text_keys(data))
  WHERE resource NOT IN ('applications', 'applicationversions', 'compoundwidgets', 'auditlog');

-- Until now every saved application was live at its domain. So that no site goes dark with this migration, each
-- existing application becomes its own version 1, as it is stored now. Without pinned compound widgets such a
-- version renders the current ones, as before; the next publish pins them.
INSERT INTO entities (tenant_id, resource, id, data, created_at, last_updated_at, version)
  SELECT e.tenant_id, 'applicationversions', e.id || 'v1',
    jsonb_build_object('applicationId', e.id, 'number', 1, 'note', '', 'publishedBy', NULL,
      'publishedAt', e.last_updated_at, 'document', e.data, 'compoundWidgets', '{}'::jsonb),
    e.last_updated_at, e.last_updated_at, 1
  FROM entities e WHERE e.resource = 'applications';
