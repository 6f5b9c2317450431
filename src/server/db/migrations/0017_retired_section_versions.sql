CREATE TABLE "retired_section_versions" (
	"slug" varchar(128) PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "retire_section_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "retired_section_versions" ("slug", "version") VALUES (OLD."slug", OLD."version")
	ON CONFLICT ("slug") DO UPDATE SET "version" = GREATEST("retired_section_versions"."version", EXCLUDED."version");
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "containers_retire_version" AFTER DELETE ON "containers" FOR EACH ROW EXECUTE FUNCTION "retire_section_version"();
--> statement-breakpoint
INSERT INTO "retired_section_versions" ("slug", "version")
	SELECT "slug", max("version") FROM "published_containers" WHERE "slug" NOT IN (SELECT "slug" FROM "containers") GROUP BY "slug";
