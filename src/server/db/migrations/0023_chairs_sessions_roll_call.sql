CREATE TYPE "public"."chair_state" AS ENUM('invited', 'accepted', 'revoked');--> statement-breakpoint
CREATE TYPE "public"."roll_call_state" AS ENUM('present', 'presentAndVoting', 'absent');--> statement-breakpoint
CREATE TABLE "committee_chairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"committee_id" uuid NOT NULL,
	"user_id" uuid,
	"invited_email" text NOT NULL,
	"state" "chair_state" DEFAULT 'invited' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"invited_by_email" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "committee_chairs_event_committee_user_key" UNIQUE("event_id","committee_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "committee_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"day" date NOT NULL,
	"start_time" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roll_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"state" "roll_call_state" NOT NULL,
	"marked_by" uuid,
	"marked_by_email" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roll_calls_session_registration_key" UNIQUE("session_id","registration_id")
);
--> statement-breakpoint
ALTER TABLE "committee_chairs" ADD CONSTRAINT "committee_chairs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_chairs" ADD CONSTRAINT "committee_chairs_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_chairs" ADD CONSTRAINT "committee_chairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_chairs" ADD CONSTRAINT "committee_chairs_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_sessions" ADD CONSTRAINT "committee_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_session_id_committee_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."committee_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "committee_chairs_committee_email_key" ON "committee_chairs" USING btree ("committee_id",lower("invited_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "committee_chairs_token_key" ON "committee_chairs" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "committee_chairs_user_idx" ON "committee_chairs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "committee_sessions_event_idx" ON "committee_sessions" USING btree ("event_id","day","start_time");--> statement-breakpoint
CREATE INDEX "roll_calls_registration_idx" ON "roll_calls" USING btree ("registration_id");