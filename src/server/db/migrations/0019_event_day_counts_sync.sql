-- Keeps event_day_counts (src/server/db/schema/event-counts.ts) in step with events and
-- events_tags: per Berlin day of date_start and per (tag or 0, room, type, series, genre),
-- how many online events there are. Deltas, not recounts, so concurrent writers add up.
-- Inserts and updates are statement-level triggers with transition tables (a bulk insert of
-- thousands of events costs one upsert). A deleted event is taken out by a row-level BEFORE
-- trigger, while its tags still exist: events_tags rows go by ON DELETE CASCADE after the
-- event row, when the tag trigger can no longer see which day and options they counted on.
-- A count that falls to 0 keeps its row (a list reads only its day range, so such rows cost
-- nothing there). Custom migration: it must follow 0018_event_day_counts.sql.
CREATE OR REPLACE FUNCTION event_day_counts_events_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM event_day_counts;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF OLD.is_online THEN
      INSERT INTO event_day_counts AS c (tag_id, day, room_id, type_id, series_id, genre_id, events)
      SELECT t.tag_id, (OLD.date_start AT TIME ZONE 'Europe/Berlin')::date, coalesce(OLD.room_id, 0),
        coalesce(OLD.exhibition_type_id, 0), coalesce(OLD.series_id, 0), coalesce(OLD.genre_id, 0), -1
      FROM (SELECT 0 AS tag_id UNION ALL SELECT et.tag_id FROM events_tags et WHERE et.event_id = OLD.id) AS t
      ON CONFLICT (tag_id, day, room_id, type_id, series_id, genre_id) DO UPDATE SET events = c.events + excluded.events;
    END IF;
    RETURN OLD;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO event_day_counts AS c (tag_id, day, room_id, type_id, series_id, genre_id, events)
    SELECT t.tag_id, (n.date_start AT TIME ZONE 'Europe/Berlin')::date, coalesce(n.room_id, 0),
      coalesce(n.exhibition_type_id, 0), coalesce(n.series_id, 0), coalesce(n.genre_id, 0), count(*)::int
    FROM new_rows n
    CROSS JOIN LATERAL (SELECT 0 AS tag_id UNION ALL SELECT et.tag_id FROM events_tags et WHERE et.event_id = n.id) AS t
    WHERE n.is_online
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (tag_id, day, room_id, type_id, series_id, genre_id) DO UPDATE SET events = c.events + excluded.events;
    RETURN NULL;
  END IF;
  -- UPDATE: only rows whose counted columns changed move, out of their old place into the new.
  INSERT INTO event_day_counts AS c (tag_id, day, room_id, type_id, series_id, genre_id, events)
  SELECT t.tag_id, (x.date_start AT TIME ZONE 'Europe/Berlin')::date, coalesce(x.room_id, 0),
    coalesce(x.exhibition_type_id, 0), coalesce(x.series_id, 0), coalesce(x.genre_id, 0), sum(x.delta)::int
  FROM (
    SELECT side.id, side.date_start, side.room_id, side.exhibition_type_id, side.series_id, side.genre_id, side.delta
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (o.id, o.is_online, o.date_start, o.room_id, o.exhibition_type_id, o.series_id, o.genre_id, -1),
      (n.id, n.is_online, n.date_start, n.room_id, n.exhibition_type_id, n.series_id, n.genre_id, 1)
    ) AS side(id, is_online, date_start, room_id, exhibition_type_id, series_id, genre_id, delta)
    WHERE side.is_online
      AND (o.is_online, o.date_start, o.room_id, o.exhibition_type_id, o.series_id, o.genre_id)
        IS DISTINCT FROM (n.is_online, n.date_start, n.room_id, n.exhibition_type_id, n.series_id, n.genre_id)
  ) AS x
  CROSS JOIN LATERAL (SELECT 0 AS tag_id UNION ALL SELECT et.tag_id FROM events_tags et WHERE et.event_id = x.id) AS t
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(x.delta) <> 0
  ON CONFLICT (tag_id, day, room_id, type_id, series_id, genre_id) DO UPDATE SET events = c.events + excluded.events;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A tag added to or taken from an event counts on the event's day and options as they are.
-- The events are locked first, so a concurrent change of the same event's day or options
-- waits (or is waited for) and the tag is counted where the event ends up.
CREATE OR REPLACE FUNCTION event_day_counts_tags_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM event_day_counts WHERE tag_id <> 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM 1 FROM events e WHERE e.id IN (SELECT o.event_id FROM old_rows o) ORDER BY e.id FOR NO KEY UPDATE;
    INSERT INTO event_day_counts AS c (tag_id, day, room_id, type_id, series_id, genre_id, events)
    SELECT o.tag_id, (e.date_start AT TIME ZONE 'Europe/Berlin')::date, coalesce(e.room_id, 0),
      coalesce(e.exhibition_type_id, 0), coalesce(e.series_id, 0), coalesce(e.genre_id, 0), -count(*)::int
    FROM old_rows o JOIN events e ON e.id = o.event_id
    WHERE e.is_online
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (tag_id, day, room_id, type_id, series_id, genre_id) DO UPDATE SET events = c.events + excluded.events;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM 1 FROM events e WHERE e.id IN (SELECT n.event_id FROM new_rows n) ORDER BY e.id FOR NO KEY UPDATE;
    INSERT INTO event_day_counts AS c (tag_id, day, room_id, type_id, series_id, genre_id, events)
    SELECT n.tag_id, (e.date_start AT TIME ZONE 'Europe/Berlin')::date, coalesce(e.room_id, 0),
      coalesce(e.exhibition_type_id, 0), coalesce(e.series_id, 0), coalesce(e.genre_id, 0), count(*)::int
    FROM new_rows n JOIN events e ON e.id = n.event_id
    WHERE e.is_online
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (tag_id, day, room_id, type_id, series_id, genre_id) DO UPDATE SET events = c.events + excluded.events;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_day_counts_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_day_counts_events_sync();
--> statement-breakpoint
CREATE TRIGGER event_day_counts_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_day_counts_events_sync();
--> statement-breakpoint
CREATE TRIGGER event_day_counts_delete BEFORE DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION event_day_counts_events_sync();
--> statement-breakpoint
CREATE TRIGGER event_day_counts_truncate AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION event_day_counts_events_sync();
--> statement-breakpoint
CREATE TRIGGER event_day_counts_insert AFTER INSERT ON events_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_day_counts_tags_sync();
--> statement-breakpoint
CREATE TRIGGER event_day_counts_update AFTER UPDATE ON events_tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_day_counts_tags_sync();
--> statement-breakpoint
CREATE TRIGGER event_day_counts_delete AFTER DELETE ON events_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION event_day_counts_tags_sync();
--> statement-breakpoint
CREATE TRIGGER event_day_counts_truncate AFTER TRUNCATE ON events_tags
  FOR EACH STATEMENT EXECUTE FUNCTION event_day_counts_tags_sync();
--> statement-breakpoint
-- The events already there.
INSERT INTO event_day_counts (tag_id, day, room_id, type_id, series_id, genre_id, events)
SELECT t.tag_id, (e.date_start AT TIME ZONE 'Europe/Berlin')::date, coalesce(e.room_id, 0),
  coalesce(e.exhibition_type_id, 0), coalesce(e.series_id, 0), coalesce(e.genre_id, 0), count(*)::int
FROM events e
CROSS JOIN LATERAL (SELECT 0 AS tag_id UNION ALL SELECT et.tag_id FROM events_tags et WHERE et.event_id = e.id) AS t
WHERE e.is_online
GROUP BY 1, 2, 3, 4, 5, 6;
