-- Keeps search_titles (src/server/db/schema/search.ts) in step with events and articles: one
-- row per kind, language and distinct title, with the number of rows carrying it.
-- Statement-level triggers with transition tables, so a bulk insert of thousands of events
-- costs one upsert. TG_ARGV: the kind, then the localized jsonb column holding the title.
-- Custom migration: it must follow the generated init migration.
CREATE OR REPLACE FUNCTION search_titles_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  title_kind text := TG_ARGV[0];
  title_column text := TG_ARGV[1];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_titles WHERE kind = title_kind;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE search_titles AS t SET "rows" = t."rows" - gone.n
    FROM (
      SELECT l.lang, (to_jsonb(o) -> title_column) ->> l.lang AS title, count(*)::int AS n
      FROM old_rows o CROSS JOIN (VALUES ('de'), ('en')) AS l(lang)
      GROUP BY 1, 2
    ) AS gone
    WHERE t.kind = title_kind AND t.lang = gone.lang AND t.title = gone.title;
    DELETE FROM search_titles WHERE kind = title_kind AND "rows" <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_titles (kind, lang, title, "rows")
    SELECT title_kind, added.lang, added.title, count(*)::int
    FROM (
      SELECT l.lang, (to_jsonb(n) -> title_column) ->> l.lang AS title
      FROM new_rows n CROSS JOIN (VALUES ('de'), ('en')) AS l(lang)
    ) AS added
    WHERE coalesce(added.title, '') <> ''
    GROUP BY added.lang, added.title
    ON CONFLICT (kind, lang, title) DO UPDATE SET "rows" = search_titles."rows" + excluded."rows";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_titles_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_titles_sync('event', 'name');
--> statement-breakpoint
CREATE TRIGGER search_titles_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_titles_sync('event', 'name');
--> statement-breakpoint
CREATE TRIGGER search_titles_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_titles_sync('event', 'name');
--> statement-breakpoint
CREATE TRIGGER search_titles_truncate AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_sync('event', 'name');
--> statement-breakpoint
CREATE TRIGGER search_titles_insert AFTER INSERT ON articles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_titles_sync('article', 'title');
--> statement-breakpoint
CREATE TRIGGER search_titles_update AFTER UPDATE ON articles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_titles_sync('article', 'title');
--> statement-breakpoint
CREATE TRIGGER search_titles_delete AFTER DELETE ON articles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_titles_sync('article', 'title');
--> statement-breakpoint
CREATE TRIGGER search_titles_truncate AFTER TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_sync('article', 'title');
