-- Calendars and their entries (docs/api.md, Calendars). Never edit a committed migration, add a new one.
-- The entries of a calendar and their periods: the widgets ask for `calendarId in [...]` and `end >= start of
-- today`, sorted by start; the visibility check looks up each entry's calendar by id (the primary key).
CREATE INDEX entities_calendar_events ON entities (tenant_id, (data->>'calendarId'), ((data->>'end')::numeric))
  WHERE resource = 'calendarevents';
