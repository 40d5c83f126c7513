CREATE TABLE "board_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"committee_id" uuid,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo" jsonb,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "co_sponsors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text,
	"logo" jsonb,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "committees" ADD COLUMN "full_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "committees" ADD COLUMN "agenda" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "committees" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "committees" ADD COLUMN "banner" jsonb;--> statement-breakpoint
ALTER TABLE "committees" ADD COLUMN "guide_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "theme" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hero" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "fee_individual" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "fee_group_per_member" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "fee_hospitality" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "group_min_people" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "payment" jsonb DEFAULT '{"accountHolder":"","bankName":"","accountNumber":"","ifsc":"","upiIds":[],"contacts":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_sponsors" ADD CONSTRAINT "co_sponsors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_files" ADD CONSTRAINT "event_files_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_members_event_idx" ON "board_members" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "co_sponsors_event_idx" ON "co_sponsors" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "events_featured_key" ON "events" USING btree ("featured") WHERE "events"."featured";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_fees_nonnegative" CHECK ("events"."fee_individual" >= 0 and "events"."fee_group_per_member" >= 0 and "events"."fee_hospitality" >= 0);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_group_min_people" CHECK ("events"."group_min_people" >= 2);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_dates_order" CHECK ("events"."ends_on" is null or "events"."starts_on" is null or "events"."ends_on" >= "events"."starts_on");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_window_order" CHECK ("events"."registration_closes_at" is null or "events"."registration_opens_at" is null or "events"."registration_closes_at" > "events"."registration_opens_at");--> statement-breakpoint
-- The events list of the read caches and the server-rendered pages also show the board and co-sponsors.
CREATE TRIGGER "board_members_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "board_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "co_sponsors_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "co_sponsors"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
