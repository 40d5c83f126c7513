CREATE TYPE "public"."paper_review" AS ENUM('submitted', 'changesRequested', 'accepted');--> statement-breakpoint
CREATE TABLE "paper_committee_rules" (
	"committee_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"deadline" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by_email" text
);
--> statement-breakpoint
CREATE TABLE "paper_event_rules" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"deadline" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"committee_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"review" "paper_review" DEFAULT 'submitted' NOT NULL,
	"feedback" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewed_by_email" text,
	CONSTRAINT "position_papers_registration_committee_version_key" UNIQUE("registration_id","committee_id","version")
);
--> statement-breakpoint
ALTER TABLE "paper_committee_rules" ADD CONSTRAINT "paper_committee_rules_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_committee_rules" ADD CONSTRAINT "paper_committee_rules_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_event_rules" ADD CONSTRAINT "paper_event_rules_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_papers" ADD CONSTRAINT "position_papers_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_papers" ADD CONSTRAINT "position_papers_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_papers" ADD CONSTRAINT "position_papers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "position_papers_committee_idx" ON "position_papers" USING btree ("committee_id");--> statement-breakpoint
-- PDFs are compressed already: stored out of line without another compression pass.
ALTER TABLE "position_papers" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
--> statement-breakpoint
CREATE TABLE "award_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"per_committee" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"committee_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"proposed_by" uuid,
	"proposed_by_email" text NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_by_email" text,
	CONSTRAINT "awards_category_committee_registration_key" UNIQUE("category_id","committee_id","registration_id")
);
--> statement-breakpoint
ALTER TABLE "award_categories" ADD CONSTRAINT "award_categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_category_id_award_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."award_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "award_categories_event_name_key" ON "award_categories" USING btree ("event_id",lower("name"));--> statement-breakpoint
CREATE INDEX "awards_committee_idx" ON "awards" USING btree ("committee_id");