ALTER TABLE "events" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "takes_registration" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "institute_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "events_page_key" ON "events" USING btree ("page") WHERE "events"."page" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_page_known" CHECK ("events"."page" is null or "events"."page" in ('mockmun'));