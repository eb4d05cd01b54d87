-- Time and HR (docs/hr.md). Never edit a committed migration, add a new one.

-- At most one running worklog (one without an end) per user: the timer calls check it under a lock, this index
-- holds it even against a write that slips past them.
CREATE UNIQUE INDEX entities_worklog_running ON entities (tenant_id, (data->>'userId'))
  WHERE resource = 'worklogs' AND NOT (data ? 'end');

-- Worklogs and absences are searched by period.
CREATE INDEX entities_worklog_start ON entities (tenant_id, ((data->>'start')::float8)) WHERE resource = 'worklogs';
