-- Indexes and constraints of the resource API (server/resources). Never edit a committed migration, add a new one.

-- A domain belongs to one application across all tenants (GET /api/applications/by-domain finds it by domain).
CREATE UNIQUE INDEX entities_application_domain ON entities ((data->>'domain'))
  WHERE resource = 'applications' AND data->>'domain' IS NOT NULL;

-- A data type's path is unique within its tenant (records live at /api/data/{path}).
CREATE UNIQUE INDEX entities_datatype_path ON entities (tenant_id, (data->>'path')) WHERE resource = 'datatypes';

-- Owner-scoped resources (shopping carts, orders): "my cart", "my orders".
CREATE INDEX entities_owner ON entities (tenant_id, resource, (data->>'userId')) WHERE data ? 'userId';
