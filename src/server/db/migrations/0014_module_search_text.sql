-- A section's search text is now computed by the application from the fields its modules flag
-- `searchable` and stored beside it; the vector is generated from that column. Existing rows
-- get the text of the keys the old generated column read, so search keeps working right after
-- migrating; `npm run db:migrate-content` recomputes it from the flags.
ALTER TABLE "containers" ADD COLUMN "search_text" text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE "containers" SET "search_text" = coalesce((
  SELECT string_agg(regexp_replace(t.value #>> '{}', '<[^>]*>', ' ', 'g'), E'\n')
  FROM jsonb_array_elements(jsonb_path_query_array("data", 'strict $.** ? (@.type() == "object").keyvalue() ? (@.key like_regex "^(headline|preline|subline|content|text|title|question|answer|caption|credit|link_text|button_text|author|name)$").value ? (@.type() == "string")')) t
), '');--> statement-breakpoint
ALTER TABLE "containers" ALTER COLUMN "search_text" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "containers" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (case when "lang" = 'en' then setweight(to_tsvector('english'::regconfig, coalesce("search_text", '')), 'D') else setweight(to_tsvector('german'::regconfig, coalesce("search_text", '')), 'D') end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "containers_search_idx" ON "containers" USING gin ("search");
