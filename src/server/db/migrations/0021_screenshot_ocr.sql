CREATE TYPE "public"."screenshot_reading_state" AS ENUM('pending', 'read', 'not_read');--> statement-breakpoint
CREATE TABLE "screenshot_readings" (
	"payment_image_id" uuid PRIMARY KEY NOT NULL,
	"state" "screenshot_reading_state" DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" uuid,
	"text" text,
	"amount" numeric(12, 2),
	"transaction_id" text,
	"duration_ms" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "screenshot_readings" ADD CONSTRAINT "screenshot_readings_payment_image_id_payment_images_id_fk" FOREIGN KEY ("payment_image_id") REFERENCES "public"."payment_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screenshot_readings_pending_idx" ON "screenshot_readings" USING btree ("next_attempt_at") WHERE "screenshot_readings"."state" = 'pending';--> statement-breakpoint
-- The screenshots stored before readings existed are read too, one after another in the background.
INSERT INTO "screenshot_readings" ("payment_image_id") SELECT "id" FROM "payment_images";
