CREATE TABLE "editor_presence" (
	"session_id" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"object_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_presence_session_id_content_type_object_id_pk" PRIMARY KEY("session_id","content_type","object_id")
);
--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "page_versions" ADD COLUMN "label" varchar(120);--> statement-breakpoint
ALTER TABLE "editor_presence" ADD CONSTRAINT "editor_presence_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_presence" ADD CONSTRAINT "editor_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_presence_owner_idx" ON "editor_presence" USING btree ("content_type","object_id","seen_at");