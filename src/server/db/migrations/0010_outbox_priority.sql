DROP INDEX "outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("priority","next_attempt_at") WHERE "outbox"."sent_at" is null;