CREATE TABLE "event_former_names" (
	"name" text PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"renamed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "member_token_hash" text;--> statement-breakpoint
ALTER TABLE "event_former_names" ADD CONSTRAINT "event_former_names_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_former_names_event_id_idx" ON "event_former_names" USING btree ("event_id");