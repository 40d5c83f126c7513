CREATE TABLE "marks" (
	"session_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"max_mark" integer NOT NULL,
	"committee_id" uuid NOT NULL,
	"mark" integer NOT NULL,
	"marked_by" uuid,
	"marked_by_email" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marks_pkey" PRIMARY KEY("session_id","registration_id","criterion_id"),
	CONSTRAINT "marks_mark_in_range" CHECK ("marks"."mark" >= 0 and "marks"."mark" <= "marks"."max_mark")
);
--> statement-breakpoint
CREATE TABLE "rubric_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"max_mark" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rubric_criteria_id_max_key" UNIQUE("id","max_mark"),
	CONSTRAINT "rubric_criteria_max_positive" CHECK ("rubric_criteria"."max_mark" > 0)
);
--> statement-breakpoint
DROP INDEX "certificates_live_registration_key";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "award_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "award" text;--> statement-breakpoint
ALTER TABLE "marks" ADD CONSTRAINT "marks_session_id_committee_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."committee_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marks" ADD CONSTRAINT "marks_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marks" ADD CONSTRAINT "marks_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marks" ADD CONSTRAINT "marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marks" ADD CONSTRAINT "marks_criterion_max_fk" FOREIGN KEY ("criterion_id","max_mark") REFERENCES "public"."rubric_criteria"("id","max_mark") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "rubric_criteria" ADD CONSTRAINT "rubric_criteria_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marks_committee_idx" ON "marks" USING btree ("committee_id","registration_id");--> statement-breakpoint
CREATE INDEX "marks_criterion_idx" ON "marks" USING btree ("criterion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rubric_criteria_event_name_key" ON "rubric_criteria" USING btree ("event_id",lower("name"));--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_live_award_key" ON "certificates" USING btree ("award_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_live_registration_key" ON "certificates" USING btree ("registration_id") WHERE "certificates"."revoked_at" is null and "certificates"."award" is null;--> statement-breakpoint
-- /results/<event> lists the published awards by committee and is kept in memory until the awards or their
-- categories change (docs/decisions/0023-server-rendered-event-pages.md): every write notifies the change feed.
CREATE TRIGGER "awards_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "awards"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "award_categories_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "award_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
