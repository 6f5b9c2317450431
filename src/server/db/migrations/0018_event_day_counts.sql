CREATE TABLE "event_day_counts" (
	"tag_id" integer NOT NULL,
	"day" date NOT NULL,
	"room_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "event_day_counts_pk" PRIMARY KEY("tag_id","day","room_id","type_id","series_id","genre_id")
);
