CREATE TABLE "cart_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"seat_group_id" integer NOT NULL,
	"timeslot_id" integer,
	"price_id" integer NOT NULL,
	"sale_type_id" integer,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_positions_quantity_check" CHECK ("cart_positions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"lang" varchar(2) DEFAULT 'de' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"state" varchar(8) DEFAULT 'running' NOT NULL,
	"status" integer,
	"body" jsonb,
	"cookies" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_state_check" CHECK ("idempotency_keys"."state" IN ('running', 'done'))
);
--> statement-breakpoint
CREATE TABLE "order_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"seat_group_id" integer NOT NULL,
	"timeslot_id" integer,
	"price_id" integer,
	"sale_type_id" integer,
	"price" numeric(8, 2) NOT NULL,
	"price_name" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_positions_quantity_check" CHECK ("order_positions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(32) NOT NULL,
	"cart_id" integer,
	"name" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"lang" varchar(2) DEFAULT 'de' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_positions" ADD CONSTRAINT "cart_positions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_positions" ADD CONSTRAINT "cart_positions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_positions" ADD CONSTRAINT "cart_positions_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_positions" ADD CONSTRAINT "cart_positions_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_positions" ADD CONSTRAINT "cart_positions_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_positions_cart_idx" ON "cart_positions" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_positions_group_idx" ON "cart_positions" USING btree ("seat_group_id","expires_at") WHERE "cart_positions"."timeslot_id" IS NULL;--> statement-breakpoint
CREATE INDEX "cart_positions_slot_idx" ON "cart_positions" USING btree ("timeslot_id","expires_at");--> statement-breakpoint
CREATE INDEX "cart_positions_event_idx" ON "cart_positions" USING btree ("event_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_token_idx" ON "carts" USING btree ("token");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_positions_order_idx" ON "order_positions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_positions_group_idx" ON "order_positions" USING btree ("seat_group_id") WHERE "order_positions"."timeslot_id" IS NULL;--> statement-breakpoint
CREATE INDEX "order_positions_slot_idx" ON "order_positions" USING btree ("timeslot_id");--> statement-breakpoint
CREATE INDEX "order_positions_event_idx" ON "order_positions" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");