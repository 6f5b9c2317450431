CREATE TABLE "containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(128) NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"object_id" integer NOT NULL,
	"lang" varchar(2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (case when "lang" = 'en' then jsonb_to_tsvector('english'::regconfig, jsonb_path_query_array("data", 'strict $.** ? (@.type() == "object").keyvalue() ? (@.key like_regex "^(headline|preline|subline|content|text|title|question|answer|caption|credit|link_text|button_text|author|name)$").value ? (@.type() == "string")'), '["string"]') else jsonb_to_tsvector('german'::regconfig, jsonb_path_query_array("data", 'strict $.** ? (@.type() == "object").keyvalue() ? (@.key like_regex "^(headline|preline|subline|content|text|title|question|answer|caption|credit|link_text|button_text|author|name)$").value ? (@.type() == "string")'), '["string"]') end) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_translations" (
	"page_id" integer NOT NULL,
	"lang" varchar(2) NOT NULL,
	"path" varchar(512) NOT NULL,
	"title" varchar(255) NOT NULL,
	"headline" varchar(255),
	"meta_title" varchar(255),
	"meta_description" text,
	"og_title" varchar(255),
	"og_description" text,
	"search" "tsvector" GENERATED ALWAYS AS (case when "lang" = 'en' then setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("headline", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("meta_description", '')), 'C') else setweight(to_tsvector('german'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce("headline", '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce("meta_description", '')), 'C') end) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"content_type" varchar(64) DEFAULT 'cms.page' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"is_clickable" boolean DEFAULT true NOT NULL,
	"in_menu" boolean DEFAULT false NOT NULL,
	"in_footer" boolean DEFAULT false NOT NULL,
	"is_landing_page" boolean DEFAULT false NOT NULL,
	"og_type" varchar(32) DEFAULT 'website' NOT NULL,
	"og_image" jsonb,
	"settings_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"src" varchar(512) NOT NULL,
	"kind" varchar(16) DEFAULT 'upload' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"color" varchar(7),
	"formats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"subline" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"teaser_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"important_info" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"date_start" timestamp with time zone NOT NULL,
	"date_end" timestamp with time zone,
	"image" jsonb,
	"ticket_url" text,
	"link" text,
	"id_jet" integer,
	"room_id" integer,
	"exhibition_type_id" integer,
	"series_id" integer,
	"genre_id" integer,
	"venue_id" integer,
	"production_id" integer,
	"parent_id" integer,
	"is_online" boolean DEFAULT true NOT NULL,
	"sticky_booking" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_de" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, coalesce("name"->>'de', '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce("subline"->>'de', '')), 'B') || setweight(to_tsvector('german'::regconfig, coalesce("teaser_text"->>'de', '')), 'C') || setweight(to_tsvector('german'::regconfig, coalesce("description"->>'de', '')), 'D') || setweight(to_tsvector('german'::regconfig, coalesce("important_info"->>'de', '')), 'D')) STORED NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name"->>'en', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("subline"->>'en', '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("teaser_text"->>'en', '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce("description"->>'en', '')), 'D') || setweight(to_tsvector('english'::regconfig, coalesce("important_info"->>'en', '')), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"role" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events_tags" (
	"event_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "events_tags_event_id_tag_id_pk" PRIMARY KEY("event_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "exhibition_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" varchar(128) NOT NULL,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(150) DEFAULT '' NOT NULL,
	"last_name" varchar(150) NOT NULL,
	"slug" jsonb NOT NULL,
	"role" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"biography" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"image" jsonb,
	"email" varchar(254),
	"is_online" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_de" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, coalesce("first_name" || ' ' || "last_name", '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce("role"->>'de', '')), 'B') || setweight(to_tsvector('german'::regconfig, coalesce("biography"->>'de', '')), 'D')) STORED NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("first_name" || ' ' || "last_name", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("role"->>'en', '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("biography"->>'en', '')), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"subline" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"teaser_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"date_start" date,
	"date_end" date,
	"image" jsonb,
	"ticket_url" text,
	"season_id" integer,
	"exhibition_type_id" integer,
	"venue_id" integer,
	"is_online" boolean DEFAULT true NOT NULL,
	"sticky_booking" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_de" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, coalesce("name"->>'de', '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce("subline"->>'de', '')), 'B') || setweight(to_tsvector('german'::regconfig, coalesce("teaser_text"->>'de', '')), 'C') || setweight(to_tsvector('german'::regconfig, coalesce("description"->>'de', '')), 'D')) STORED NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name"->>'en', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("subline"->>'en', '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("teaser_text"->>'en', '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce("description"->>'en', '')), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productions_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"role" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productions_tags" (
	"production_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "productions_tags_production_id_tag_id_pk" PRIMARY KEY("production_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"venue_id" integer,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"date_start" date,
	"date_end" date,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"subline" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"image" jsonb,
	"is_online" boolean DEFAULT true NOT NULL,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_de" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, coalesce("name"->>'de', '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce("subline"->>'de', '')), 'B') || setweight(to_tsvector('german'::regconfig, coalesce("description"->>'de', '')), 'D')) STORED NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name"->>'en', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("subline"->>'en', '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("description"->>'en', '')), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teasers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"position" date NOT NULL,
	"preline" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"headline" jsonb NOT NULL,
	"subline" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"link" jsonb NOT NULL,
	"link_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"image" jsonb,
	"is_online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"address" text,
	"description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"image" jsonb,
	"website_url" text,
	"is_online" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_de" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, coalesce("name"->>'de', '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce("description"->>'de', '')), 'C')) STORED NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name"->>'en', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("description"->>'en', '')), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"seat_group_id" integer,
	"price" numeric(8, 2) NOT NULL,
	"text" varchar(100) DEFAULT '' NOT NULL,
	"name" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"sale_type_id" integer,
	"has_discounts" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_price_check" CHECK ("prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seat_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"seat_group" integer,
	"text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"capacity" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_groups_capacity_check" CHECK ("seat_groups"."capacity" IS NULL OR "seat_groups"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "timeslots" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"seat_group_id" integer,
	"time_start" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"block_id" integer,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeslots_capacity_check" CHECK ("timeslots"."capacity" IS NULL OR "timeslots"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"style_name" varchar(64),
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"subline" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"teaser_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"meta_description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"image" jsonb,
	"category_id" integer,
	"author_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_de" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, coalesce("title"->>'de', '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce("subline"->>'de', '')), 'B') || setweight(to_tsvector('german'::regconfig, coalesce("teaser_text"->>'de', '')), 'C') || setweight(to_tsvector('german'::regconfig, coalesce("meta_description"->>'de', '')), 'D')) STORED NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title"->>'en', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("subline"->>'en', '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("teaser_text"->>'en', '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce("meta_description"->>'en', '')), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "articles_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "search_titles" (
	"kind" varchar(16) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "search_titles_kind_lang_title_pk" PRIMARY KEY("kind","lang","title")
);
--> statement-breakpoint
CREATE TABLE "form_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"slug" varchar(128) NOT NULL,
	"field_type" smallint NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_value" text,
	"placeholder_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"help_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"field_values" jsonb NOT NULL,
	"lang" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"intro" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"success_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"notify_email" varchar(254),
	"is_online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breaking_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"link_url" text,
	"link_title" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"is_online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" varchar(2048) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" varchar(16) NOT NULL,
	"parent_id" integer,
	"title" jsonb NOT NULL,
	"url" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"has_tab_navigation" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekday" smallint NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"time_from" varchar(5),
	"time_to" varchar(5),
	"alternative_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"alternative_link_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_hours_weekday_check" CHECK ("opening_hours"."weekday" BETWEEN 1 AND 7)
);
--> statement-breakpoint
CREATE TABLE "opening_hours_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"time_from" varchar(5),
	"time_to" varchar(5),
	"alternative_text" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"alternative_link_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"old_path" varchar(2048) NOT NULL,
	"new_path" varchar(2048) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" jsonb DEFAULT '{"de":"Museum","en":"Museum"}'::jsonb NOT NULL,
	"is_site_online" boolean DEFAULT true NOT NULL,
	"is_shop_online" boolean DEFAULT true NOT NULL,
	"html_header" text DEFAULT '' NOT NULL,
	"html_footer_top" text DEFAULT '' NOT NULL,
	"html_footer_bottom" text DEFAULT '' NOT NULL,
	"html_footer_logos" text DEFAULT '' NOT NULL,
	"header_logo" jsonb,
	"basket_link" text,
	"webshop_link" text,
	"menu_style" varchar(16) DEFAULT 'style1' NOT NULL,
	"event_style" varchar(16) DEFAULT 'style1' NOT NULL,
	"quickbuy_widget_active" boolean DEFAULT false NOT NULL,
	"detail_program_overlay" boolean DEFAULT true NOT NULL,
	"sticky_overlay_button" boolean DEFAULT true NOT NULL,
	"anchor_list_offset" integer DEFAULT 600 NOT NULL,
	"static_error_pages" jsonb DEFAULT '[404,500,503]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key" varchar(320) PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"username" varchar(150) NOT NULL,
	"first_name" varchar(150) DEFAULT '' NOT NULL,
	"last_name" varchar(150) DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"role" varchar(16) DEFAULT 'editor' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_exhibition_type_id_exhibition_types_id_fk" FOREIGN KEY ("exhibition_type_id") REFERENCES "public"."exhibition_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_people" ADD CONSTRAINT "events_people_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_people" ADD CONSTRAINT "events_people_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_tags" ADD CONSTRAINT "events_tags_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_tags" ADD CONSTRAINT "events_tags_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_exhibition_type_id_exhibition_types_id_fk" FOREIGN KEY ("exhibition_type_id") REFERENCES "public"."exhibition_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions_people" ADD CONSTRAINT "productions_people_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions_people" ADD CONSTRAINT "productions_people_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions_tags" ADD CONSTRAINT "productions_tags_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions_tags" ADD CONSTRAINT "productions_tags_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_groups" ADD CONSTRAINT "seat_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_people_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles_tags" ADD CONSTRAINT "articles_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles_tags" ADD CONSTRAINT "articles_tags_tag_id_article_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."article_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fields" ADD CONSTRAINT "form_fields_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_parent_id_navigation_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "containers_slug_uq" ON "containers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "containers_owner_idx" ON "containers" USING btree ("content_type","object_id","lang","position");--> statement-breakpoint
CREATE INDEX "containers_search_idx" ON "containers" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "page_translations_page_lang_uq" ON "page_translations" USING btree ("page_id","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "page_translations_lang_path_uq" ON "page_translations" USING btree ("lang","path");--> statement-breakpoint
CREATE INDEX "page_translations_search_idx" ON "page_translations" USING gin ("search");--> statement-breakpoint
CREATE INDEX "page_translations_title_trgm_idx" ON "page_translations" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_versions_page_idx" ON "page_versions" USING btree ("page_id","id");--> statement-breakpoint
CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "media_src_uq" ON "media" USING btree ("src");--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_date_start_idx" ON "events" USING btree ("date_start","id");--> statement-breakpoint
CREATE INDEX "events_date_end_idx" ON "events" USING btree ("date_end");--> statement-breakpoint
CREATE INDEX "events_room_idx" ON "events" USING btree ("room_id","date_start","id");--> statement-breakpoint
CREATE INDEX "events_type_idx" ON "events" USING btree ("exhibition_type_id","date_start","id");--> statement-breakpoint
CREATE INDEX "events_series_idx" ON "events" USING btree ("series_id","date_start","id");--> statement-breakpoint
CREATE INDEX "events_genre_idx" ON "events" USING btree ("genre_id","date_start","id");--> statement-breakpoint
CREATE INDEX "events_production_idx" ON "events" USING btree ("production_id","date_start","id");--> statement-breakpoint
CREATE INDEX "events_search_de_idx" ON "events" USING gin ("search_de");--> statement-breakpoint
CREATE INDEX "events_search_en_idx" ON "events" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "events_name_de_open_idx" ON "events" USING btree (("name"->>'de'),coalesce("date_end", "date_start"));--> statement-breakpoint
CREATE INDEX "events_name_en_open_idx" ON "events" USING btree (("name"->>'en'),coalesce("date_end", "date_start"));--> statement-breakpoint
CREATE INDEX "events_venue_idx" ON "events" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "events_parent_idx" ON "events" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "events_people_event_idx" ON "events_people" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "events_people_person_idx" ON "events_people" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "events_tags_tag_idx" ON "events_tags" USING btree ("tag_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibition_types_slug_uq" ON "exhibition_types" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "people_order_idx" ON "people" USING btree ("position","last_name","id");--> statement-breakpoint
CREATE INDEX "people_search_de_idx" ON "people" USING gin ("search_de");--> statement-breakpoint
CREATE INDEX "people_search_en_idx" ON "people" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "people_name_trgm_idx" ON "people" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "productions_date_start_idx" ON "productions" USING btree ("date_start","id");--> statement-breakpoint
CREATE INDEX "productions_date_end_idx" ON "productions" USING btree ("date_end");--> statement-breakpoint
CREATE INDEX "productions_season_idx" ON "productions" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "productions_type_idx" ON "productions" USING btree ("exhibition_type_id");--> statement-breakpoint
CREATE INDEX "productions_search_de_idx" ON "productions" USING gin ("search_de");--> statement-breakpoint
CREATE INDEX "productions_search_en_idx" ON "productions" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "productions_name_de_trgm_idx" ON "productions" USING gin (lower("name"->>'de') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "productions_name_en_trgm_idx" ON "productions" USING gin (lower("name"->>'en') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "productions_people_production_idx" ON "productions_people" USING btree ("production_id","position");--> statement-breakpoint
CREATE INDEX "productions_people_person_idx" ON "productions_people" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "productions_tags_tag_idx" ON "productions_tags" USING btree ("tag_id","production_id");--> statement-breakpoint
CREATE INDEX "series_search_de_idx" ON "series" USING gin ("search_de");--> statement-breakpoint
CREATE INDEX "series_search_en_idx" ON "series" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "series_name_de_trgm_idx" ON "series" USING gin (lower("name"->>'de') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "series_name_en_trgm_idx" ON "series" USING gin (lower("name"->>'en') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teasers_position_idx" ON "teasers" USING btree ("position");--> statement-breakpoint
CREATE INDEX "venues_search_de_idx" ON "venues" USING gin ("search_de");--> statement-breakpoint
CREATE INDEX "venues_search_en_idx" ON "venues" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "venues_name_de_trgm_idx" ON "venues" USING gin (lower("name"->>'de') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_name_en_trgm_idx" ON "venues" USING gin (lower("name"->>'en') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prices_event_idx" ON "prices" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "prices_seat_group_idx" ON "prices" USING btree ("seat_group_id");--> statement-breakpoint
CREATE INDEX "seat_groups_event_idx" ON "seat_groups" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "timeslots_event_idx" ON "timeslots" USING btree ("event_id","time_start");--> statement-breakpoint
CREATE INDEX "timeslots_seat_group_idx" ON "timeslots" USING btree ("seat_group_id");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id","published_at","id");--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "articles_search_de_idx" ON "articles" USING gin ("search_de");--> statement-breakpoint
CREATE INDEX "articles_search_en_idx" ON "articles" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "articles_title_de_idx" ON "articles" USING btree (("title"->>'de'),"published_at");--> statement-breakpoint
CREATE INDEX "articles_title_en_idx" ON "articles" USING btree (("title"->>'en'),"published_at");--> statement-breakpoint
CREATE INDEX "articles_tags_tag_idx" ON "articles_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "search_titles_title_trgm_idx" ON "search_titles" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "form_fields_form_slug_uq" ON "form_fields" USING btree ("form_id","slug");--> statement-breakpoint
CREATE INDEX "form_fields_form_idx" ON "form_fields" USING btree ("form_id","position");--> statement-breakpoint
CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "breaking_news_active_idx" ON "breaking_news" USING btree ("is_online","active_from");--> statement-breakpoint
CREATE INDEX "error_log_created_idx" ON "error_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_log_url_idx" ON "error_log" USING btree ("url");--> statement-breakpoint
CREATE INDEX "navigation_items_menu_idx" ON "navigation_items" USING btree ("menu","parent_id","position");--> statement-breakpoint
CREATE INDEX "opening_hours_weekday_idx" ON "opening_hours" USING btree ("weekday","time_from");--> statement-breakpoint
CREATE INDEX "opening_hours_exceptions_date_idx" ON "opening_hours_exceptions" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_old_path_uq" ON "redirects" USING btree ("old_path");--> statement-breakpoint
CREATE INDEX "login_throttles_window_idx" ON "login_throttles" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree (lower("username"));