CREATE TABLE "team_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenure_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_groups_tenure_name_key" UNIQUE("tenure_id","name")
);
--> statement-breakpoint
CREATE TABLE "team_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenure_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"photo" jsonb,
	CONSTRAINT "team_letters_tenure_kind_key" UNIQUE("tenure_id","kind"),
	CONSTRAINT "team_letters_kind" CHECK ("team_letters"."kind" in ('facultyAdvisor', 'secretaryGeneral'))
);
--> statement-breakpoint
CREATE TABLE "team_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"photo" jsonb,
	"facebook" text,
	"github" text,
	"mail" text,
	"linkedin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenure_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"role" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_positions_tenure_person_key" UNIQUE("tenure_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "team_tenures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_tenures_label_key" UNIQUE("label"),
	CONSTRAINT "team_tenures_label_format" CHECK ("team_tenures"."label" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "team_groups" ADD CONSTRAINT "team_groups_tenure_id_team_tenures_id_fk" FOREIGN KEY ("tenure_id") REFERENCES "public"."team_tenures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_letters" ADD CONSTRAINT "team_letters_tenure_id_team_tenures_id_fk" FOREIGN KEY ("tenure_id") REFERENCES "public"."team_tenures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_positions" ADD CONSTRAINT "team_positions_tenure_id_team_tenures_id_fk" FOREIGN KEY ("tenure_id") REFERENCES "public"."team_tenures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_positions" ADD CONSTRAINT "team_positions_group_id_team_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."team_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_positions" ADD CONSTRAINT "team_positions_person_id_team_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."team_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_positions_group_idx" ON "team_positions" USING btree ("group_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "team_tenures_current_key" ON "team_tenures" USING btree ("current") WHERE "team_tenures"."current";--> statement-breakpoint
-- The pages that show the team (/team, /team/:tenure, the home page's letters) are kept in memory until these
-- tables change (docs/decisions/0023-server-rendered-event-pages.md): every write notifies the change feed.
CREATE TRIGGER "team_people_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_people"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "team_tenures_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_tenures"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "team_groups_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "team_positions_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_positions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "team_letters_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_letters"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
-- The secretariat of tenure 2024-25 and its two letters, as the site showed them from content/ until now
-- (docs/decisions/0058-team-as-data.md). The portraits are files shipped in public/team/. Written once; never
-- edit it after it has run: a later change is a superadmin's edit in the browser, or a new migration.
INSERT INTO "team_tenures" ("label", "current", "intro") VALUES ('2024-25', true, 'Fifty-one students from every branch and batch of NIT Silchar, who research the agendas, chair the committees, design the posters, build this website and welcome every delegate who walks through our doors.');
--> statement-breakpoint
INSERT INTO "team_groups" ("tenure_id", "name", "position")
SELECT t."id", v.name, v.position
FROM "team_tenures" t, (VALUES
  ('SENIOR SECRETARIAT', 1),
  ('DEPUTIES', 2),
  ('MEDIA AND DESIGN TEAM', 3),
  ('RESEARCH AND DEVELOPMENT TEAM', 4),
  ('PUBLIC RELATIONS AND OUTREACH TEAM & MARKETING TEAM', 5),
  ('TECHNICAL TEAM', 6)
) AS v(name, position)
WHERE t."label" = '2024-25';
--> statement-breakpoint
WITH v(name, role, grp, position, photo, facebook, github, mail, linkedin) AS (VALUES
  ('Aniruddha Baruah', 'Secretary General', 'SENIOR SECRETARIAT', 1, '{"url":"/team/aniruddha-baruah.webp","width":320,"height":320,"alt":"Portrait of Aniruddha Baruah"}'::jsonb, 'https://www.facebook.com/aniruddha.baruah.nits', NULL, 'aniruddha_ug_21@ee.nits.ac.in', 'https://www.linkedin.com/in/aniruddha-baruah-nits'),
  ('Ishita Chakraborty', 'Director General', 'SENIOR SECRETARIAT', 2, '{"url":"/team/ishita-chakraborty.webp","width":320,"height":320,"alt":"Portrait of Ishita Chakraborty"}'::jsonb, 'https://www.facebook.com/ishita.chakraborty.nits', NULL, 'ishita_ug_21@cse.nits.ac.in', 'https://www.linkedin.com/in/ishita-chakraborty-nits'),
  ('Rohan Kumar Singh', 'Deputy Secretary General', 'SENIOR SECRETARIAT', 3, '{"url":"/team/rohan-kumar-singh.webp","width":320,"height":320,"alt":"Portrait of Rohan Kumar Singh"}'::jsonb, 'https://www.facebook.com/rohan.kumar.singh.nits', NULL, 'rohan_ug_21@me.nits.ac.in', 'https://www.linkedin.com/in/rohan-kumar-singh-nits'),
  ('Meghna Nair', 'Deputy Secretary General', 'SENIOR SECRETARIAT', 4, '{"url":"/team/meghna-nair.webp","width":320,"height":320,"alt":"Portrait of Meghna Nair"}'::jsonb, 'https://www.facebook.com/meghna.nair.nits', NULL, 'meghna_ug_21@ece.nits.ac.in', 'https://www.linkedin.com/in/meghna-nair-nits'),
  ('Tanmay Kulkarni', 'Under Secretary General, Delegate Affairs', 'SENIOR SECRETARIAT', 5, '{"url":"/team/tanmay-kulkarni.webp","width":320,"height":320,"alt":"Portrait of Tanmay Kulkarni"}'::jsonb, 'https://www.facebook.com/tanmay.kulkarni.nits', NULL, 'tanmay_ug_21@ce.nits.ac.in', 'https://www.linkedin.com/in/tanmay-kulkarni-nits'),
  ('Lalremruati Hnamte', 'Under Secretary General, Committees', 'SENIOR SECRETARIAT', 6, '{"url":"/team/lalremruati-hnamte.webp","width":320,"height":320,"alt":"Portrait of Lalremruati Hnamte"}'::jsonb, 'https://www.facebook.com/lalremruati.hnamte.nits', NULL, 'lalremruati_ug_21@ei.nits.ac.in', 'https://www.linkedin.com/in/lalremruati-hnamte-nits'),
  ('Harshvardhan Rathore', 'Under Secretary General, Finance', 'SENIOR SECRETARIAT', 7, '{"url":"/team/harshvardhan-rathore.webp","width":320,"height":320,"alt":"Portrait of Harshvardhan Rathore"}'::jsonb, 'https://www.facebook.com/harshvardhan.rathore.nits', NULL, 'harshvardhan_ug_21@me.nits.ac.in', 'https://www.linkedin.com/in/harshvardhan-rathore-nits'),
  ('Sneha Reddy', 'Chief of Staff', 'SENIOR SECRETARIAT', 8, '{"url":"/team/sneha-reddy.webp","width":320,"height":320,"alt":"Portrait of Sneha Reddy"}'::jsonb, 'https://www.facebook.com/sneha.reddy.nits', NULL, 'sneha_ug_21@cse.nits.ac.in', 'https://www.linkedin.com/in/sneha-reddy-nits'),
  ('Siddharth Iyer', 'Head of Research and Development', 'SENIOR SECRETARIAT', 9, '{"url":"/team/siddharth-iyer.webp","width":320,"height":320,"alt":"Portrait of Siddharth Iyer"}'::jsonb, 'https://www.facebook.com/siddharth.iyer.nits', NULL, 'siddharth_ug_21@ee.nits.ac.in', 'https://www.linkedin.com/in/siddharth-iyer-nits'),
  ('Priyanka Das', 'Head of Media and Design', 'SENIOR SECRETARIAT', 10, '{"url":"/team/priyanka-das.webp","width":320,"height":320,"alt":"Portrait of Priyanka Das"}'::jsonb, 'https://www.facebook.com/priyanka.das.nits', NULL, 'priyanka_ug_21@ce.nits.ac.in', 'https://www.linkedin.com/in/priyanka-das-nits'),
  ('Kabir Malhotra', 'Head of Public Relations', 'SENIOR SECRETARIAT', 11, '{"url":"/team/kabir-malhotra.webp","width":320,"height":320,"alt":"Portrait of Kabir Malhotra"}'::jsonb, 'https://www.facebook.com/kabir.malhotra.nits', NULL, 'kabir_ug_21@ece.nits.ac.in', 'https://www.linkedin.com/in/kabir-malhotra-nits'),
  ('Ananya Mishra', 'Head of Marketing', 'SENIOR SECRETARIAT', 12, '{"url":"/team/ananya-mishra.webp","width":320,"height":320,"alt":"Portrait of Ananya Mishra"}'::jsonb, 'https://www.facebook.com/ananya.mishra.nits', NULL, 'ananya_ug_21@ei.nits.ac.in', 'https://www.linkedin.com/in/ananya-mishra-nits'),
  ('Bedanta Gogoi', 'Head of Outreach', 'SENIOR SECRETARIAT', 13, '{"url":"/team/bedanta-gogoi.webp","width":320,"height":320,"alt":"Portrait of Bedanta Gogoi"}'::jsonb, 'https://www.facebook.com/bedanta.gogoi.nits', NULL, 'bedanta_ug_21@me.nits.ac.in', 'https://www.linkedin.com/in/bedanta-gogoi-nits'),
  ('Aditya Raj', 'Head of Technical', 'SENIOR SECRETARIAT', 14, '{"url":"/team/aditya-raj.webp","width":320,"height":320,"alt":"Portrait of Aditya Raj"}'::jsonb, NULL, 'https://github.com/aditya-raj-nits', 'aditya_ug_21@cse.nits.ac.in', 'https://www.linkedin.com/in/aditya-raj-nits'),
  ('Ningthoujam Bikram Singh', 'Head of Logistics', 'SENIOR SECRETARIAT', 15, '{"url":"/team/ningthoujam-bikram-singh.webp","width":320,"height":320,"alt":"Portrait of Ningthoujam Bikram Singh"}'::jsonb, 'https://www.facebook.com/ningthoujam.bikram.singh.nits', NULL, 'ningthoujam_ug_21@ce.nits.ac.in', 'https://www.linkedin.com/in/ningthoujam-bikram-singh-nits'),
  ('Riya Bhattacharjee', 'Head of Hospitality', 'SENIOR SECRETARIAT', 16, '{"url":"/team/riya-bhattacharjee.webp","width":320,"height":320,"alt":"Portrait of Riya Bhattacharjee"}'::jsonb, 'https://www.facebook.com/riya.bhattacharjee.nits', NULL, 'riya_ug_21@ece.nits.ac.in', 'https://www.linkedin.com/in/riya-bhattacharjee-nits'),
  ('Shreya Agarwal', 'Deputy Head of Research and Development', 'DEPUTIES', 1, '{"url":"/team/shreya-agarwal.webp","width":320,"height":320,"alt":"Portrait of Shreya Agarwal"}'::jsonb, 'https://www.facebook.com/shreya.agarwal.nits', NULL, 'shreya_ug_22@cse.nits.ac.in', 'https://www.linkedin.com/in/shreya-agarwal-nits'),
  ('Mohammed Faizan Ansari', 'Deputy Head of Research and Development', 'DEPUTIES', 2, '{"url":"/team/mohammed-faizan-ansari.webp","width":320,"height":320,"alt":"Portrait of Mohammed Faizan Ansari"}'::jsonb, 'https://www.facebook.com/mohammed.faizan.ansari.nits', NULL, 'mohammed_ug_22@ee.nits.ac.in', 'https://www.linkedin.com/in/mohammed-faizan-ansari-nits'),
  ('Pallavi Hazarika', 'Deputy Head of Research and Development', 'DEPUTIES', 3, '{"url":"/team/pallavi-hazarika.webp","width":320,"height":320,"alt":"Portrait of Pallavi Hazarika"}'::jsonb, 'https://www.facebook.com/pallavi.hazarika.nits', NULL, 'pallavi_ug_22@ece.nits.ac.in', 'https://www.linkedin.com/in/pallavi-hazarika-nits'),
  ('Ayush Tiwari', 'Deputy Head of Media and Design', 'DEPUTIES', 4, '{"url":"/team/ayush-tiwari.webp","width":320,"height":320,"alt":"Portrait of Ayush Tiwari"}'::jsonb, 'https://www.facebook.com/ayush.tiwari.nits', NULL, 'ayush_ug_22@me.nits.ac.in', 'https://www.linkedin.com/in/ayush-tiwari-nits'),
  ('Tenzin Dolma Bhutia', 'Deputy Head of Media and Design', 'DEPUTIES', 5, '{"url":"/team/tenzin-dolma-bhutia.webp","width":320,"height":320,"alt":"Portrait of Tenzin Dolma Bhutia"}'::jsonb, 'https://www.facebook.com/tenzin.dolma.bhutia.nits', NULL, 'tenzin_ug_22@ce.nits.ac.in', 'https://www.linkedin.com/in/tenzin-dolma-bhutia-nits'),
  ('Nikhil Patil', 'Deputy Head of Media and Design', 'DEPUTIES', 6, '{"url":"/team/nikhil-patil.webp","width":320,"height":320,"alt":"Portrait of Nikhil Patil"}'::jsonb, 'https://www.facebook.com/nikhil.patil.nits', NULL, 'nikhil_ug_22@ei.nits.ac.in', 'https://www.linkedin.com/in/nikhil-patil-nits'),
  ('Aishwarya Pillai', 'Deputy Head of Public Relations', 'DEPUTIES', 7, '{"url":"/team/aishwarya-pillai.webp","width":320,"height":320,"alt":"Portrait of Aishwarya Pillai"}'::jsonb, 'https://www.facebook.com/aishwarya.pillai.nits', NULL, 'aishwarya_ug_22@ece.nits.ac.in', 'https://www.linkedin.com/in/aishwarya-pillai-nits'),
  ('Dhruv Saxena', 'Deputy Head of Public Relations', 'DEPUTIES', 8, '{"url":"/team/dhruv-saxena.webp","width":320,"height":320,"alt":"Portrait of Dhruv Saxena"}'::jsonb, 'https://www.facebook.com/dhruv.saxena.nits', NULL, 'dhruv_ug_22@me.nits.ac.in', 'https://www.linkedin.com/in/dhruv-saxena-nits'),
  ('Khushi Jain', 'Deputy Head of Marketing', 'DEPUTIES', 9, '{"url":"/team/khushi-jain.webp","width":320,"height":320,"alt":"Portrait of Khushi Jain"}'::jsonb, 'https://www.facebook.com/khushi.jain.nits', NULL, 'khushi_ug_22@ee.nits.ac.in', 'https://www.linkedin.com/in/khushi-jain-nits'),
  ('Rahul Debnath', 'Deputy Head of Marketing', 'DEPUTIES', 10, '{"url":"/team/rahul-debnath.webp","width":320,"height":320,"alt":"Portrait of Rahul Debnath"}'::jsonb, 'https://www.facebook.com/rahul.debnath.nits', NULL, 'rahul_ug_22@ce.nits.ac.in', 'https://www.linkedin.com/in/rahul-debnath-nits'),
  ('Sanjana Hegde', 'Deputy Head of Outreach', 'DEPUTIES', 11, '{"url":"/team/sanjana-hegde.webp","width":320,"height":320,"alt":"Portrait of Sanjana Hegde"}'::jsonb, 'https://www.facebook.com/sanjana.hegde.nits', NULL, 'sanjana_ug_22@cse.nits.ac.in', 'https://www.linkedin.com/in/sanjana-hegde-nits'),
  ('Abhishek Yadav', 'Deputy Head of Outreach', 'DEPUTIES', 12, '{"url":"/team/abhishek-yadav.webp","width":320,"height":320,"alt":"Portrait of Abhishek Yadav"}'::jsonb, 'https://www.facebook.com/abhishek.yadav.nits', NULL, 'abhishek_ug_22@me.nits.ac.in', 'https://www.linkedin.com/in/abhishek-yadav-nits'),
  ('Vivek Choudhary', 'Deputy Head of Technical', 'DEPUTIES', 13, '{"url":"/team/vivek-choudhary.webp","width":320,"height":320,"alt":"Portrait of Vivek Choudhary"}'::jsonb, NULL, 'https://github.com/vivek-choudhary-nits', 'vivek_ug_22@cse.nits.ac.in', 'https://www.linkedin.com/in/vivek-choudhary-nits'),
  ('Sakshi Verma', 'Deputy Head of Technical', 'DEPUTIES', 14, '{"url":"/team/sakshi-verma.webp","width":320,"height":320,"alt":"Portrait of Sakshi Verma"}'::jsonb, NULL, 'https://github.com/sakshi-verma-nits', 'sakshi_ug_22@ece.nits.ac.in', 'https://www.linkedin.com/in/sakshi-verma-nits'),
  ('Manas Ranjan Sahoo', 'Deputy Head of Logistics', 'DEPUTIES', 15, '{"url":"/team/manas-ranjan-sahoo.webp","width":320,"height":320,"alt":"Portrait of Manas Ranjan Sahoo"}'::jsonb, 'https://www.facebook.com/manas.ranjan.sahoo.nits', NULL, 'manas_ug_22@ce.nits.ac.in', 'https://www.linkedin.com/in/manas-ranjan-sahoo-nits'),
  ('Bhaskar Jyoti Saikia', 'Deputy Head of Logistics', 'DEPUTIES', 16, '{"url":"/team/bhaskar-jyoti-saikia.webp","width":320,"height":320,"alt":"Portrait of Bhaskar Jyoti Saikia"}'::jsonb, 'https://www.facebook.com/bhaskar.jyoti.saikia.nits', NULL, 'bhaskar_ug_22@ee.nits.ac.in', 'https://www.linkedin.com/in/bhaskar-jyoti-saikia-nits'),
  ('Pooja Kumari', 'Deputy Head of Logistics', 'DEPUTIES', 17, '{"url":"/team/pooja-kumari.webp","width":320,"height":320,"alt":"Portrait of Pooja Kumari"}'::jsonb, 'https://www.facebook.com/pooja.kumari.nits', NULL, 'pooja_ug_22@ei.nits.ac.in', 'https://www.linkedin.com/in/pooja-kumari-nits'),
  ('Arpita Sen', 'Deputy Head of Hospitality', 'DEPUTIES', 18, '{"url":"/team/arpita-sen.webp","width":320,"height":320,"alt":"Portrait of Arpita Sen"}'::jsonb, 'https://www.facebook.com/arpita.sen.nits', NULL, 'arpita_ug_22@ece.nits.ac.in', 'https://www.linkedin.com/in/arpita-sen-nits'),
  ('Yash Gupta', 'Deputy Head of Hospitality', 'DEPUTIES', 19, '{"url":"/team/yash-gupta.webp","width":320,"height":320,"alt":"Portrait of Yash Gupta"}'::jsonb, 'https://www.facebook.com/yash.gupta.nits', NULL, 'yash_ug_22@me.nits.ac.in', 'https://www.linkedin.com/in/yash-gupta-nits'),
  ('Imlijungla Jamir', 'Deputy Head of Hospitality', 'DEPUTIES', 20, '{"url":"/team/imlijungla-jamir.webp","width":320,"height":320,"alt":"Portrait of Imlijungla Jamir"}'::jsonb, 'https://www.facebook.com/imlijungla.jamir.nits', NULL, 'imlijungla_ug_22@ce.nits.ac.in', 'https://www.linkedin.com/in/imlijungla-jamir-nits'),
  ('Karthik Subramanian', 'Deputy Head of Finance', 'DEPUTIES', 21, '{"url":"/team/karthik-subramanian.webp","width":320,"height":320,"alt":"Portrait of Karthik Subramanian"}'::jsonb, 'https://www.facebook.com/karthik.subramanian.nits', NULL, 'karthik_ug_22@ee.nits.ac.in', 'https://www.linkedin.com/in/karthik-subramanian-nits'),
  ('Neha Thakur', 'Deputy Head of Finance', 'DEPUTIES', 22, '{"url":"/team/neha-thakur.webp","width":320,"height":320,"alt":"Portrait of Neha Thakur"}'::jsonb, 'https://www.facebook.com/neha.thakur.nits', NULL, 'neha_ug_22@cse.nits.ac.in', 'https://www.linkedin.com/in/neha-thakur-nits'),
  ('Soumyadeep Roy', 'Graphic Designer', 'MEDIA AND DESIGN TEAM', 1, '{"url":"/team/soumyadeep-roy.webp","width":320,"height":320,"alt":"Portrait of Soumyadeep Roy"}'::jsonb, 'https://www.facebook.com/soumyadeep.roy.nits', NULL, 'soumyadeep_ug_23@ece.nits.ac.in', 'https://www.linkedin.com/in/soumyadeep-roy-nits'),
  ('Anushka Singh', 'Video Editor', 'MEDIA AND DESIGN TEAM', 2, '{"url":"/team/anushka-singh.webp","width":320,"height":320,"alt":"Portrait of Anushka Singh"}'::jsonb, 'https://www.facebook.com/anushka.singh.nits', NULL, 'anushka_ug_23@cse.nits.ac.in', 'https://www.linkedin.com/in/anushka-singh-nits'),
  ('Rituraj Borah', 'Photographer', 'MEDIA AND DESIGN TEAM', 3, '{"url":"/team/rituraj-borah.webp","width":320,"height":320,"alt":"Portrait of Rituraj Borah"}'::jsonb, 'https://www.facebook.com/rituraj.borah.nits', NULL, 'rituraj_ug_23@me.nits.ac.in', 'https://www.linkedin.com/in/rituraj-borah-nits'),
  ('Zoya Khan', 'Motion Designer', 'MEDIA AND DESIGN TEAM', 4, '{"url":"/team/zoya-khan.webp","width":320,"height":320,"alt":"Portrait of Zoya Khan"}'::jsonb, 'https://www.facebook.com/zoya.khan.nits', NULL, 'zoya_ug_23@ei.nits.ac.in', 'https://www.linkedin.com/in/zoya-khan-nits'),
  ('Aditi Deshmukh', 'Research Executive', 'RESEARCH AND DEVELOPMENT TEAM', 1, '{"url":"/team/aditi-deshmukh.webp","width":320,"height":320,"alt":"Portrait of Aditi Deshmukh"}'::jsonb, 'https://www.facebook.com/aditi.deshmukh.nits', NULL, 'aditi_ug_23@ce.nits.ac.in', 'https://www.linkedin.com/in/aditi-deshmukh-nits'),
  ('Prateek Pandey', 'Research Executive', 'RESEARCH AND DEVELOPMENT TEAM', 2, '{"url":"/team/prateek-pandey.webp","width":320,"height":320,"alt":"Portrait of Prateek Pandey"}'::jsonb, 'https://www.facebook.com/prateek.pandey.nits', NULL, 'prateek_ug_23@ee.nits.ac.in', 'https://www.linkedin.com/in/prateek-pandey-nits'),
  ('Sayan Mukherjee', 'Research Executive', 'RESEARCH AND DEVELOPMENT TEAM', 3, '{"url":"/team/sayan-mukherjee.webp","width":320,"height":320,"alt":"Portrait of Sayan Mukherjee"}'::jsonb, 'https://www.facebook.com/sayan.mukherjee.nits', NULL, 'sayan_ug_23@ece.nits.ac.in', 'https://www.linkedin.com/in/sayan-mukherjee-nits'),
  ('Mehak Arora', 'Public Relations Executive', 'PUBLIC RELATIONS AND OUTREACH TEAM & MARKETING TEAM', 1, '{"url":"/team/mehak-arora.webp","width":320,"height":320,"alt":"Portrait of Mehak Arora"}'::jsonb, 'https://www.facebook.com/mehak.arora.nits', NULL, 'mehak_ug_23@cse.nits.ac.in', 'https://www.linkedin.com/in/mehak-arora-nits'),
  ('Jyotishman Kalita', 'Outreach Executive', 'PUBLIC RELATIONS AND OUTREACH TEAM & MARKETING TEAM', 2, '{"url":"/team/jyotishman-kalita.webp","width":320,"height":320,"alt":"Portrait of Jyotishman Kalita"}'::jsonb, 'https://www.facebook.com/jyotishman.kalita.nits', NULL, 'jyotishman_ug_23@me.nits.ac.in', 'https://www.linkedin.com/in/jyotishman-kalita-nits'),
  ('Varsha Rao', 'Marketing Executive', 'PUBLIC RELATIONS AND OUTREACH TEAM & MARKETING TEAM', 3, '{"url":"/team/varsha-rao.webp","width":320,"height":320,"alt":"Portrait of Varsha Rao"}'::jsonb, 'https://www.facebook.com/varsha.rao.nits', NULL, 'varsha_ug_23@ei.nits.ac.in', 'https://www.linkedin.com/in/varsha-rao-nits'),
  ('Ankit Sharma', 'Web Developer', 'TECHNICAL TEAM', 1, '{"url":"/team/ankit-sharma.webp","width":320,"height":320,"alt":"Portrait of Ankit Sharma"}'::jsonb, NULL, 'https://github.com/ankit-sharma-nits', 'ankit_ug_23@cse.nits.ac.in', 'https://www.linkedin.com/in/ankit-sharma-nits'),
  ('Diya Patel', 'Full-Stack Developer', 'TECHNICAL TEAM', 2, '{"url":"/team/diya-patel.webp","width":320,"height":320,"alt":"Portrait of Diya Patel"}'::jsonb, NULL, 'https://github.com/diya-patel-nits', 'diya_ug_23@ece.nits.ac.in', 'https://www.linkedin.com/in/diya-patel-nits'),
  ('Saurav Paul', 'Backend Developer', 'TECHNICAL TEAM', 3, '{"url":"/team/saurav-paul.webp","width":320,"height":320,"alt":"Portrait of Saurav Paul"}'::jsonb, NULL, 'https://github.com/saurav-paul-nits', 'saurav_ug_23@cse.nits.ac.in', 'https://www.linkedin.com/in/saurav-paul-nits')
), people AS (
  INSERT INTO "team_people" ("name", "photo", "facebook", "github", "mail", "linkedin")
  SELECT v.name, v.photo, v.facebook, v.github, v.mail, v.linkedin FROM v
  RETURNING "id", "name"
)
INSERT INTO "team_positions" ("tenure_id", "group_id", "person_id", "role", "position")
SELECT t."id", g."id", p."id", v.role, v.position
FROM v
JOIN people p ON p."name" = v.name
JOIN "team_tenures" t ON t."label" = '2024-25'
JOIN "team_groups" g ON g."tenure_id" = t."id" AND g."name" = v.grp;
--> statement-breakpoint
INSERT INTO "team_letters" ("tenure_id", "kind", "title", "author", "role", "text", "photo")
SELECT t."id", v.kind, v.title, v.author, v.role, v.text, v.photo
FROM "team_tenures" t, (VALUES
  ('facultyAdvisor', 'Letter from the Faculty Advisor', 'Dr. Sanghamitra Dutta', 'Faculty Advisor, NITSMUN', 'Dear delegates and members of the secretariat,

It gives me great joy to welcome you to NITSMUN. Every year I watch students who walk into their first committee session unsure of how to raise a placard leave as confident speakers who can negotiate, draft and compromise. That transformation, more than any award, is what this club exists for.

An engineering campus might seem an unlikely home for diplomacy, yet the habits are the same: define the problem honestly, listen to every stakeholder and build a solution that holds under pressure. I urge you to research deeply, to argue with courtesy and to remember that the person across the aisle is a colleague, not an opponent.

To the secretariat: thank you for the countless late evenings that make our conferences possible. To every delegate: speak up, stay curious and enjoy the debate. I look forward to seeing you in committee.', '{"url":"/team/letters/faculty-advisor.webp","width":360,"height":360,"alt":"Portrait of Dr. Sanghamitra Dutta, Faculty Advisor"}'::jsonb),
  ('secretaryGeneral', 'Letter from the Secretary General', 'Aniruddha Baruah', 'Secretary General, NITSMUN 2024-25', 'Esteemed delegates and dear members of the secretariat,

On behalf of the entire secretariat, welcome to NITSMUN. What began as a handful of students debating in a seminar hall has grown into one of the liveliest MUN communities in the Northeast, with more than 700 delegates hosted till date. We are proud of that journey, and prouder still of the people who made it.

This tenure, our committees range from the United Nations Human Rights Council to a Hastinapur Special Council set in the world of the Mahabharata. Whether this is your first conference or your fifteenth, you will find agendas that challenge you, chairs who mentor you and friends you will keep long after the gavel falls.

Come prepared, come curious and, above all, come ready to listen. Diplomacy is not about winning the room; it is about moving it. See you in Silchar!', '{"url":"/team/letters/secretary-general.webp","width":360,"height":360,"alt":"Portrait of Aniruddha Baruah, Secretary General"}'::jsonb)
) AS v(kind, title, author, role, text, photo)
WHERE t."label" = '2024-25';
