CREATE TABLE "payment_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"received_on" date NOT NULL,
	"via" "payment_received_via" NOT NULL,
	"note" text NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_receipts_amount_positive" CHECK ("payment_receipts"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_amount_received_positive";--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_receipts_registration_idx" ON "payment_receipts" USING btree ("registration_id","received_on");--> statement-breakpoint
-- Each bill's money so far becomes its first receipt: its amount and day, how it came, and its note.
INSERT INTO "payment_receipts" ("registration_id", "amount_paise", "received_on", "via", "note", "recorded_at")
SELECT "id", "amount_received_paise",
	coalesce("received_on", ("payment_received_at" AT TIME ZONE 'Asia/Kolkata')::date, current_date), coalesce("payment_received_via", 'manual'),
	coalesce("payment_note", ''), coalesce("payment_received_at", now())
FROM "registrations"
WHERE "amount_received_paise" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" DROP COLUMN "amount_received_paise";--> statement-breakpoint
ALTER TABLE "registrations" DROP COLUMN "received_on";