CREATE TABLE "content_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload" uuid NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_albums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_albums_current_published" CHECK (not "gallery_albums"."current" or "gallery_albums"."published")
);
--> statement-breakpoint
CREATE TABLE "gallery_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"album_id" uuid NOT NULL,
	"caption" text NOT NULL,
	"alt" text NOT NULL,
	"image" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gallery_photos_alt_given" CHECK (length(trim("gallery_photos"."alt")) > 0)
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "thumbnail_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_album_id_gallery_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."gallery_albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_files_upload_idx" ON "content_files" USING btree ("upload");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_albums_current_key" ON "gallery_albums" USING btree ("current") WHERE "gallery_albums"."current";--> statement-breakpoint
CREATE INDEX "gallery_photos_album_idx" ON "gallery_photos" USING btree ("album_id","position");--> statement-breakpoint
-- The gallery and the blogs show on pages kept in memory until their tables change
-- (docs/decisions/0023-server-rendered-event-pages.md): every write notifies the change feed.
CREATE TRIGGER "gallery_albums_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_albums"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "gallery_photos_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "blogs_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blogs"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
-- The listed blogs keep the order they had (newest first); their thumbnails get a text alternative.
UPDATE "blogs" SET "position" = o."n", "thumbnail_alt" = 'Cover image of the blog post ' || chr(8220) || "blogs"."name" || chr(8221)
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at" DESC, "name") AS "n" FROM "blogs") AS o
  WHERE o."id" = "blogs"."id";
--> statement-breakpoint
-- The gallery's first album: the photos the site shipped with, as they were (files in public/gallery/).
INSERT INTO "gallery_albums" ("id", "title", "position", "published", "current", "version") VALUES
('6a1f0c9e-3b2d-4c51-9d0e-0a7c5b8e2f10', 'Annual Conference 2023', 1, true, true, 1);
--> statement-breakpoint
INSERT INTO "gallery_photos" ("album_id", "caption", "alt", "image", "position") VALUES
('6a1f0c9e-3b2d-4c51-9d0e-0a7c5b8e2f10', 'Opening Ceremony', 'The secretariat lights the ceremonial lamp at the opening ceremony of the Annual Conference 2023', '{"url":"/gallery/full/photo-1.webp","width":1600,"height":1067,"variants":[{"url":"/gallery/thumb/photo-1.webp","width":480},{"url":"/gallery/full/photo-1.webp","width":1600}]}'::jsonb, 1),
('6a1f0c9e-3b2d-4c51-9d0e-0a7c5b8e2f10', 'UNHRC in Session', 'Delegates of the UNHRC raise their placards to vote during a moderated caucus', '{"url":"/gallery/full/photo-2.webp","width":1600,"height":1067,"variants":[{"url":"/gallery/thumb/photo-2.webp","width":480},{"url":"/gallery/full/photo-2.webp","width":1600}]}'::jsonb, 2),
('6a1f0c9e-3b2d-4c51-9d0e-0a7c5b8e2f10', 'Hastinapur Special Council', 'Members of the Hastinapur Special Council deliberate over a fresh crisis update', '{"url":"/gallery/full/photo-3.webp","width":1600,"height":1067,"variants":[{"url":"/gallery/thumb/photo-3.webp","width":480},{"url":"/gallery/full/photo-3.webp","width":1600}]}'::jsonb, 3),
('6a1f0c9e-3b2d-4c51-9d0e-0a7c5b8e2f10', 'International Press Corps', 'A reporter of the International Press Corps interviews a delegate between sessions', '{"url":"/gallery/full/photo-4.webp","width":1600,"height":1067,"variants":[{"url":"/gallery/thumb/photo-4.webp","width":480},{"url":"/gallery/full/photo-4.webp","width":1600}]}'::jsonb, 4),
('6a1f0c9e-3b2d-4c51-9d0e-0a7c5b8e2f10', 'Lobbying Hour', 'Delegates gather around a laptop to draft a working paper during an unmoderated caucus', '{"url":"/gallery/full/photo-5.webp","width":1600,"height":1067,"variants":[{"url":"/gallery/thumb/photo-5.webp","width":480},{"url":"/gallery/full/photo-5.webp","width":1600}]}'::jsonb, 5),
('6a1f0c9e-3b2d-4c51-9d0e-0a7c5b8e2f10', 'Executive Board', 'The executive board of the Intelligence Bureau reviews directives at the dais', '{"url":"/gallery/full/photo-6.webp","width":1600,"height":1067,"variants":[{"url":"/gallery/thumb/photo-6.webp","width":480},{"url":"/gallery/full/photo-6.webp","width":1600}]}'::jsonb, 6),
('6a1f0c9e-3b2d-4c51-9d0e-0a7c5b8e2f10', 'Cultural Night', 'Delegates and organisers dance at the cultural night on the first evening of the conference', '{"url":"/gallery/full/photo-7.webp","width":1600,"height":1067,"variants":[{"url":"/gallery/thumb/photo-7.webp","width":480},{"url":"/gallery/full/photo-7.webp","width":1600}]}'::jsonb, 7),
('6a1f0c9e-3b2d-4c51-9d0e-0a7c5b8e2f10', 'Awards Ceremony', 'Best Delegate awardees hold their trophies on stage at the valedictory ceremony', '{"url":"/gallery/full/photo-8.webp","width":1600,"height":1067,"variants":[{"url":"/gallery/thumb/photo-8.webp","width":480},{"url":"/gallery/full/photo-8.webp","width":1600}]}'::jsonb, 8),
('6a1f0c9e-3b2d-4c51-9d0e-0a7c5b8e2f10', 'Team NITSMUN', 'The NITSMUN secretariat of 2023 poses on the steps of the auditorium after the closing ceremony', '{"url":"/gallery/full/photo-9.webp","width":1600,"height":1067,"variants":[{"url":"/gallery/thumb/photo-9.webp","width":480},{"url":"/gallery/full/photo-9.webp","width":1600}]}'::jsonb, 9);
