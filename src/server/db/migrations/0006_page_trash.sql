ALTER TABLE "pages" ADD COLUMN "first_online_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
CREATE INDEX "pages_deleted_idx" ON "pages" USING btree ("deleted_at");--> statement-breakpoint
-- Pages online when this ran have been public: moving them leaves redirects.
UPDATE "pages" SET "first_online_at" = "created_at" WHERE "is_online";