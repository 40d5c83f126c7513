CREATE TYPE "public"."payment_received_via" AS ENUM('manual', 'statement');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('due', 'submitted', 'received', 'refunded');--> statement-breakpoint
CREATE TABLE "payment_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_references_reference_key" UNIQUE("reference"),
	CONSTRAINT "payment_references_event_user_key" UNIQUE("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "transaction_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_shares_transaction_user_key" UNIQUE("transaction_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "payment_images" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "payment_images" ADD COLUMN "dhash" bigint;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "payment_state" "payment_state";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "transaction_id" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "transaction_share_id" uuid;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "payment_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "payment_received_via" "payment_received_via";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "payment_note" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "refunded_on" date;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "refund_note" text;--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_shares" ADD CONSTRAINT "transaction_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_shares" ADD CONSTRAINT "transaction_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_transaction_share_id_transaction_shares_id_fk" FOREIGN KEY ("transaction_share_id") REFERENCES "public"."transaction_shares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_transaction_id_key" ON "registrations" USING btree ("transaction_id") WHERE "registrations"."transaction_share_id" is null;--> statement-breakpoint
CREATE INDEX "registrations_event_payment_state_idx" ON "registrations" USING btree ("event_id","payment_state");--> statement-breakpoint
ALTER TABLE "payment_images" ADD CONSTRAINT "payment_images_sha256_key" UNIQUE("sha256");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_transaction_share_key" UNIQUE("transaction_share_id");--> statement-breakpoint
-- Registrations before payment tracking: a bill with a screenshot has its evidence submitted, one without is
-- due; one an admin already confirmed was accepted as paid by hand. Nothing is due for members and free events.
UPDATE "registrations" SET
	"payment_state" = CASE
		WHEN "status" = 'confirmed' THEN 'received'::"payment_state"
		WHEN "payment_photo_id" IS NOT NULL THEN 'submitted'::"payment_state"
		ELSE 'due'::"payment_state" END,
	"payment_received_at" = CASE WHEN "status" = 'confirmed' THEN coalesce("confirmed_at", now()) END,
	"payment_received_via" = CASE WHEN "status" = 'confirmed' THEN 'manual'::"payment_received_via" END,
	"payment_note" = CASE WHEN "status" = 'confirmed' THEN 'Confirmed before payments were tracked' END
WHERE "kind" <> 'member' AND "amount_due" > 0;--> statement-breakpoint
-- A payment reference for each of their bills, as src/shared/payments.ts makes them (prefix: the event's
-- initials and 2-digit year; code: 4 characters without look-alikes), drawn again on a collision.
DO $$
DECLARE
	r record;
	alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
	prefix text;
	code text;
BEGIN
	FOR r IN
		SELECT reg."user_id", reg."event_id", e."name", e."starts_on", e."created_at"
		FROM "registrations" reg JOIN "events" e ON e."id" = reg."event_id"
		WHERE reg."payment_state" IS NOT NULL
	LOOP
		prefix := left(coalesce(nullif(upper(array_to_string(ARRAY(
			SELECT left(w, 1) FROM regexp_split_to_table(r."name", '[^A-Za-z0-9]+') AS w WHERE w ~ '^[A-Za-z]'
		), '')), ''), 'EV'), 4) || right(coalesce(
			to_char(r."starts_on", 'YYYY'), substring(r."name" from '\m(\d{4})\M'), to_char(r."created_at", 'YYYY')
		), 2);
		LOOP
			code := '';
			FOR i IN 1..4 LOOP
				code := code || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
			END LOOP;
			BEGIN
				INSERT INTO "payment_references" ("event_id", "user_id", "reference")
				VALUES (r."event_id", r."user_id", prefix || '-' || code);
				EXIT;
			EXCEPTION WHEN unique_violation THEN
				-- the code was taken: draw another
			END;
		END LOOP;
	END LOOP;
END $$;
