CREATE TABLE "publications" (
	"content_type" varchar(64) NOT NULL,
	"object_id" integer NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"publish_at" timestamp with time zone,
	"scheduled_by" integer,
	CONSTRAINT "publications_content_type_object_id_pk" PRIMARY KEY("content_type","object_id")
);
--> statement-breakpoint
CREATE TABLE "published_containers" (
	"id" integer NOT NULL,
	"slug" varchar(128) NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"object_id" integer NOT NULL,
	"lang" varchar(2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (case when "lang" = 'en' then setweight(to_tsvector('english'::regconfig, coalesce("search_text", '')), 'D') else setweight(to_tsvector('german'::regconfig, coalesce("search_text", '')), 'D') end) STORED NOT NULL,
	CONSTRAINT "published_containers_content_type_object_id_slug_pk" PRIMARY KEY("content_type","object_id","slug")
);
--> statement-breakpoint
ALTER TABLE "page_versions" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "publications_publish_at_idx" ON "publications" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "published_containers_owner_idx" ON "published_containers" USING btree ("content_type","object_id","lang","position");--> statement-breakpoint
CREATE INDEX "published_containers_search_idx" ON "published_containers" USING gin ("search");--> statement-breakpoint
-- What visitors saw until now stays what they see: every owner's sections start published.
INSERT INTO "published_containers" ("id", "slug", "content_type", "object_id", "lang", "position", "data", "version", "updated_by", "created_at", "updated_at", "search_text")
  SELECT "id", "slug", "content_type", "object_id", "lang", "position", "data", "version", "updated_by", "created_at", "updated_at", "search_text" FROM "containers";--> statement-breakpoint
INSERT INTO "publications" ("content_type", "object_id", "published_at")
  SELECT DISTINCT "content_type", "object_id", now() FROM "containers";
