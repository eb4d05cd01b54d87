-- Failed logins as one counter per key (`account:<e-mail>`, `address:<ip>`) and fixed window, so one statement
-- counts an attempt atomically (INSERT ... ON CONFLICT DO UPDATE) on every instance sharing the database; the
-- list of single attempts it replaces was read and written in separate statements, and concurrent wrong
-- passwords all slipped past the limit.
DROP TABLE IF EXISTS login_attempts;
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_start bigint NOT NULL
);
CREATE INDEX login_failures_window_start ON login_failures (window_start);
