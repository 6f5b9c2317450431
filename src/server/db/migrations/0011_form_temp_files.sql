CREATE TABLE "form_temp_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"form_id" integer NOT NULL,
	"field_slug" varchar(128) NOT NULL,
	"submission_id" integer,
	"name" varchar(255) NOT NULL,
	"mime" varchar(64) NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_temp_files" ADD CONSTRAINT "form_temp_files_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_temp_files" ADD CONSTRAINT "form_temp_files_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_temp_files_token_uq" ON "form_temp_files" USING btree ("token");--> statement-breakpoint
CREATE INDEX "form_temp_files_unclaimed_idx" ON "form_temp_files" USING btree ("created_at") WHERE "form_temp_files"."submission_id" is null;--> statement-breakpoint
CREATE INDEX "form_temp_files_submission_idx" ON "form_temp_files" USING btree ("submission_id");