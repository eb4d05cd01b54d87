-- The reseller of a tenant: the partner who sells the platform to it (docs/api.md, Resellers). Applications may
-- name a reseller of their own in their document (`resellerId`); a reseller id belongs to a tenant when it is the
-- tenant's or one of its applications'.
ALTER TABLE tenants ADD COLUMN reseller_id text;
