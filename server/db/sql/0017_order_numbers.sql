-- Readable order numbers (docs/api.md, Orders): one counter per tenant, advanced by a single
-- INSERT ... ON CONFLICT DO UPDATE, so concurrent orders on every instance get consecutive, distinct numbers.
CREATE TABLE order_numbers (
  tenant_id text PRIMARY KEY,
  last_number bigint NOT NULL
);
