ALTER TABLE "registrations" ADD COLUMN "amount_received_paise" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "waived_paise" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "waiver_note" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_amount_received_positive" CHECK ("registrations"."amount_received_paise" > 0);--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_waived_positive" CHECK ("registrations"."waived_paise" > 0);--> statement-breakpoint
-- The bills received before this migration: the money and day of their statement line when one paid them,
-- else the amount due and the day they were marked received (India's calendar, the conference's).
UPDATE "registrations" r SET
	"amount_received_paise" = coalesce(
		(SELECT sum(l."amount_paise") FROM "statement_lines" l WHERE l."registration_id" = r."id"),
		nullif(r."amount_due", 0) * 100
	),
	"received_on" = coalesce(
		(SELECT min(l."transaction_date") FROM "statement_lines" l WHERE l."registration_id" = r."id"),
		(r."payment_received_at" AT TIME ZONE 'Asia/Kolkata')::date
	)
WHERE r."payment_state" IN ('received', 'refunded');
