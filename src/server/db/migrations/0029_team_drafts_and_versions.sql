CREATE TABLE "team_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenure_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"made_current" boolean DEFAULT false NOT NULL,
	"restored_from" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "team_versions_tenure_number_key" UNIQUE("tenure_id","number")
);
--> statement-breakpoint
ALTER TABLE "team_tenures" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_tenures" ADD COLUMN "published_revision" integer;--> statement-breakpoint
ALTER TABLE "team_versions" ADD CONSTRAINT "team_versions_tenure_id_team_tenures_id_fk" FOREIGN KEY ("tenure_id") REFERENCES "public"."team_tenures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The public team pages read the published versions (docs/decisions/0067-team-drafts-and-versions.md): a
-- publish or restore notifies the change feed, so the kept pages and tenures are dropped.
CREATE TRIGGER "team_versions_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
-- Every tenure the site showed until now is published as it is: its version 1 is its draft (the tables) as
-- the server would snapshot it, with the same order of groups, people and letters. Written once; never edit
-- it after it has run.
INSERT INTO "team_versions" ("tenure_id", "number", "snapshot", "made_current", "published_at", "published_by")
SELECT t."id", 1, jsonb_build_object(
  'intro', t."intro",
  'groups', COALESCE((
    SELECT jsonb_agg(jsonb_build_object(
      '_id', g."id",
      'name', g."name",
      'members', COALESCE((
        SELECT jsonb_agg(jsonb_build_object(
          '_id', p."id",
          'personId', pe."id",
          'name', pe."name",
          'role', p."role",
          'photo', pe."photo",
          'links', jsonb_build_object(
            'facebook', pe."facebook",
            'github', pe."github",
            'mail', pe."mail",
            'linkedin', pe."linkedin"
          )
        ) ORDER BY p."position", pe."name")
        FROM "team_positions" p JOIN "team_people" pe ON pe."id" = p."person_id"
        WHERE p."group_id" = g."id"
      ), '[]'::jsonb)
    ) ORDER BY g."position", g."name")
    FROM "team_groups" g WHERE g."tenure_id" = t."id"
  ), '[]'::jsonb),
  'letters', COALESCE((
    SELECT jsonb_agg(jsonb_build_object(
      'kind', l."kind",
      'title', l."title",
      'author', l."author",
      'role', l."role",
      'text', l."text",
      'photo', l."photo"
    ) ORDER BY CASE l."kind" WHEN 'facultyAdvisor' THEN 0 ELSE 1 END)
    FROM "team_letters" l WHERE l."tenure_id" = t."id"
  ), '[]'::jsonb)
), t."current", now(), NULL
FROM "team_tenures" t;
--> statement-breakpoint
UPDATE "team_tenures" SET "published_revision" = "revision";
