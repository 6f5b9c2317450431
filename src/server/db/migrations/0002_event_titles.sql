-- Keeps event_titles (src/server/db/schema/search.ts) in step with events: one row per
-- language and distinct name, with the number of events carrying it. Statement-level
-- triggers with transition tables, so a bulk insert of thousands of events costs one upsert.
-- Custom migration: it must follow the generated init migration.
CREATE OR REPLACE FUNCTION event_titles_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM event_titles;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE event_titles AS t SET events = t.events - gone.n
    FROM (
      SELECT l.lang, o.name ->> l.lang AS title, count(*)::int AS n
      FROM old_rows o CROSS JOIN (VALUES ('de'), ('en')) AS l(lang)
      GROUP BY 1, 2
    ) AS gone
    WHERE t.lang = gone.lang AND t.title = gone.title;
    DELETE FROM event_titles WHERE events <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO event_titles (lang, title, events)
    SELECT l.lang, n.name ->> l.lang, count(*)::int
    FROM new_rows n CROSS JOIN (VALUES ('de'), ('en')) AS l(lang)
    WHERE coalesce(n.name ->> l.lang, '') <> ''
    GROUP BY 1, 2
    ON CONFLICT (lang, title) DO UPDATE SET events = event_titles.events + excluded.events;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_titles_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_titles_sync();
--> statement-breakpoint
CREATE TRIGGER event_titles_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_titles_sync();
--> statement-breakpoint
CREATE TRIGGER event_titles_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION event_titles_sync();
--> statement-breakpoint
CREATE TRIGGER event_titles_truncate AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION event_titles_sync();
--> statement-breakpoint
-- Rows written before this migration (none on a fresh database).
INSERT INTO event_titles (lang, title, events)
SELECT l.lang, e.name ->> l.lang, count(*)::int
FROM events e CROSS JOIN (VALUES ('de'), ('en')) AS l(lang)
WHERE coalesce(e.name ->> l.lang, '') <> ''
GROUP BY 1, 2
ON CONFLICT (lang, title) DO NOTHING;
