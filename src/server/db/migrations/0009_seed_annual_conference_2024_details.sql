-- Annual Conference 2024 as data (docs/decisions/0022-conferences-as-data.md): the facts the site showed from
-- content/ and src/shared/constants.ts until now, its executive board and co-sponsor, and the portfolio lists
-- the club published. Written once; never edit it after it has run: a later change is a new migration.
-- Images are files shipped in public/events/annual-conference-2024/.
--> statement-breakpoint
UPDATE "events" SET
  "theme" = 'Diplomacy at the Crossroads: Dialogue in a Divided World',
  "about" = 'Wars, displacement and disinformation are testing every institution built to keep the peace. This year we ask what diplomacy can still achieve when trust is scarce, and how young leaders can rebuild it: one negotiation, one compromise, one resolution at a time.

The Annual Conference is the flagship event of NITSMUN, the Model United Nations club of NIT Silchar. Every year it brings hundreds of delegates from colleges and schools across the North East and the rest of India to the campus in the Barak Valley for three days of debate, diplomacy and friendship.

Delegates represent countries, officials, journalists and characters of the epic in four committees, guided by an experienced executive board. Beyond committee sessions there are socials, a cultural night and awards for the best delegates of every committee.',
  "starts_on" = '2024-10-04',
  "ends_on" = '2024-10-06',
  "venue" = 'NIT Silchar, Assam',
  "hero" = '{"url": "/events/annual-conference-2024/hero-1920.webp", "width": 1920, "height": 820, "alt": "Annual Conference 2024 poster: a gold globe circled by orbits on a deep navy sky"}'::jsonb,
  "featured" = true,
  "fee_individual" = 399,
  "fee_group_per_member" = 349,
  "fee_hospitality" = 1500,
  "group_min_people" = 3,
  "payment" = '{"accountHolder": "NITSMUN", "bankName": "State Bank of India, NIT Silchar branch", "accountNumber": "38472615094", "ifsc": "SBIN0007061", "upiIds": ["nitsmun@sbi", "nitsmun.treasurer@okaxis"], "contacts": [{"name": "Priyanshu Nath", "phone": "+91 94350 18276"}, {"name": "Sneha Paul", "phone": "+91 70029 53148"}]}'::jsonb,
  "updated_at" = now()
WHERE "name" = 'Annual Conference 2024';
--> statement-breakpoint
UPDATE "committees" c SET
  "full_name" = 'A historical crisis committee set in the Mahabharata',
  "agenda" = 'The question of succession to the throne of Hastinapur and averting the war of Kurukshetra',
  "description" = 'The court of Hastinapur is divided. The Pandavas have returned from exile and claim their share of the kingdom; Duryodhana refuses to yield even a needle’s point of land. Elders, kings and counsellors gather in a special council before the armies march.

Delegates take on the roles of the epic’s characters, each bound by their vows, loyalties and ambitions. Expect a fast-moving crisis committee: directives, secret pacts and crisis updates that may rewrite the most famous war of Indian literature.

Knowledge of the Mahabharata helps, but sharp reasoning, persuasion and quick thinking under pressure matter far more.',
  "banner" = '{"url": "/events/annual-conference-2024/banner-mahabharat.webp", "width": 960, "height": 480, "alt": "Hastinapur Special Council committee banner"}'::jsonb,
  "guide_url" = 'https://nitsmun.in/guides/hastinapur-special-council.pdf',
  "position" = 1
FROM "events" e WHERE e."id" = c."event_id" AND e."name" = 'Annual Conference 2024' AND c."code" = 'Mahabharat';
--> statement-breakpoint
UPDATE "committees" c SET
  "full_name" = 'United Nations Human Rights Council',
  "agenda" = 'Safeguarding the human rights of civilians in armed conflicts, with special emphasis on refugees and internally displaced persons',
  "description" = 'The Human Rights Council is the intergovernmental body within the United Nations system responsible for promoting and protecting human rights around the globe.

More than a hundred million people have been forced from their homes by conflict, persecution and violence. Delegates will examine the protection of civilians, humanitarian access, accountability for violations and durable solutions for the displaced, and work towards a resolution that member states can stand behind.

A committee for delegates who enjoy rigorous policy debate, coalition building and careful drafting.',
  "banner" = '{"url": "/events/annual-conference-2024/banner-unhrc.webp", "width": 960, "height": 480, "alt": "UNHRC committee banner"}'::jsonb,
  "guide_url" = 'https://nitsmun.in/guides/unhrc.pdf',
  "position" = 2
FROM "events" e WHERE e."id" = c."event_id" AND e."name" = 'Annual Conference 2024' AND c."code" = 'UNHRC';
--> statement-breakpoint
UPDATE "committees" c SET
  "full_name" = 'International Press Corps',
  "agenda" = 'Reporting the Annual Conference 2024: journalism, photography and caricature from every committee',
  "description" = 'The International Press Corps is the eyes and ears of the conference. Journalists represent the world’s leading news agencies and cover every committee: press conferences, interviews, breaking news and editorials.

Photographers and caricaturists capture the moments that words cannot, and the best work is published in the conference newsletter. Delegates are assessed on accuracy, insight and the editorial line of the agency they represent.',
  "banner" = '{"url": "/events/annual-conference-2024/banner-ipc.webp", "width": 960, "height": 480, "alt": "IPC committee banner"}'::jsonb,
  "guide_url" = NULL,
  "position" = 3
FROM "events" e WHERE e."id" = c."event_id" AND e."name" = 'Annual Conference 2024' AND c."code" = 'IPC';
--> statement-breakpoint
UPDATE "committees" c SET
  "full_name" = 'Indian Bureaucracy',
  "agenda" = 'Reviewing India’s internal security architecture, with special emphasis on the North Eastern Region',
  "description" = 'The Indian Bureaucracy brings together the Union Cabinet, the senior civil service and the heads of the security establishment in one room.

Delegates will weigh insurgency, cross-border infiltration, cyber threats and the development deficit of the North East, and decide how the Union and the states should share the task of keeping the country safe without compromising civil liberties.

Expect policy debate grounded in the Constitution, with directives and press releases instead of resolutions.',
  "banner" = '{"url": "/events/annual-conference-2024/banner-ib.webp", "width": 960, "height": 480, "alt": "IB committee banner"}'::jsonb,
  "guide_url" = 'https://nitsmun.in/guides/indian-bureaucracy.pdf',
  "position" = 4
FROM "events" e WHERE e."id" = c."event_id" AND e."name" = 'Annual Conference 2024' AND c."code" = 'IB';
--> statement-breakpoint
INSERT INTO "board_members" ("event_id", "committee_id", "name", "role", "bio", "photo", "position")
SELECT e."id", c."id", v."name", 'Chairperson', v."bio", v."photo", v."position"
FROM "events" e
CROSS JOIN (VALUES
  ('Aditi Bhattacharjee', 'Mahabharat', 'A veteran of more than twenty conferences across the North East, Aditi has chaired crisis committees at three national MUNs. She reads the epics for their politics and promises a council where every alliance has a price.', '{"url": "/events/annual-conference-2024/chair-hastinapur.webp", "width": 560, "height": 560, "alt": "Portrait of Aditi Bhattacharjee"}'::jsonb, 1),
  ('Arnav Choudhury', 'UNHRC', 'Arnav is a final-year student of Electrical Engineering and a two-time Best Delegate in human rights committees. He values well-researched speeches, courteous debate and resolutions that could actually work.', '{"url": "/events/annual-conference-2024/chair-unhrc.webp", "width": 560, "height": 560, "alt": "Portrait of Arnav Choudhury"}'::jsonb, 2),
  ('Meghna Sinha', 'IPC', 'Meghna edits the campus newsletter and has led press corps at MUNs in Guwahati and Shillong. She looks for reporters who ask the uncomfortable question and photographers who find the story in a single frame.', '{"url": "/events/annual-conference-2024/chair-ipc.webp", "width": 560, "height": 560, "alt": "Portrait of Meghna Sinha"}'::jsonb, 3),
  ('Rahul Deb', 'IB', 'Rahul has moderated cabinet simulations at conferences across eastern India and follows Indian public policy closely. He expects delegates to know their ministries and to argue from the Constitution.', '{"url": "/events/annual-conference-2024/chair-ib.webp", "width": 560, "height": 560, "alt": "Portrait of Rahul Deb"}'::jsonb, 4)
) AS v("name", "code", "bio", "photo", "position")
LEFT JOIN "committees" c ON c."code" = v."code"
WHERE e."name" = 'Annual Conference 2024' AND (c."id" IS NULL OR c."event_id" = e."id");
--> statement-breakpoint
INSERT INTO "co_sponsors" ("event_id", "name", "description", "url", "logo", "position")
SELECT e."id", 'Barak Valley Ventures', 'Supporting student leadership and enterprise in the Barak Valley.', NULL, '{"url": "/events/annual-conference-2024/cosponsor.webp", "width": 480, "height": 200, "alt": "Barak Valley Ventures logo"}'::jsonb, 1
FROM "events" e WHERE e."name" = 'Annual Conference 2024';
--> statement-breakpoint
-- The published portfolio lists replace the earlier ones. A name that a registration already uses (in its
-- preferences or its assignment) is kept, after the published ones, so no registration loses what it names.
CREATE TEMPORARY TABLE "published_portfolios" ("code" text NOT NULL, "name" text NOT NULL, "position" integer NOT NULL);
--> statement-breakpoint
INSERT INTO "published_portfolios" ("code", "name", "position")
SELECT v."code", v."name", v."position" FROM (VALUES
  ('IB', 'Prime minister', 1),
  ('IB', 'Amit Shah', 2),
  ('IB', 'Director of IB', 3),
  ('IB', 'Director General, Central Reserve Police Force', 4),
  ('IB', 'Director General, Central Industrial Security Force', 5),
  ('IB', 'Director General, National Security Guard', 6),
  ('IB', 'Director General, National Investigation Agency', 7),
  ('IB', 'Secretary , RAW (Ravi Sinha, IPS)', 8),
  ('IB', 'DGP UP Police', 9),
  ('IB', 'ADGP UP Police', 10),
  ('IB', 'Cabinet Secretary (Rajiv Gauba, IAS)', 11),
  ('IB', 'Home Secretary (Ajay Kumar Bhalla, IAS)', 12),
  ('IB', 'Foreign secretary', 13),
  ('IB', 'Defence Secretary', 14),
  ('IB', 'National Security Advisor', 15),
  ('IB', 'National Cyber Security Coordinator', 16),
  ('IB', 'Chairman NTRO', 17),
  ('IB', 'Head of NIA', 18),
  ('IB', 'DNSA', 19),
  ('IB', 'Himanta Biswa Sarma', 20),
  ('IB', 'Pramod Sawant', 21),
  ('IB', 'Bhupendra Patel', 22),
  ('IB', 'Manik Saha', 23),
  ('IB', 'Pushkar Singh Dhami', 24),
  ('IB', 'Yogi Adityanath', 25),
  ('UNHRC', 'Afghanistan', 1),
  ('UNHRC', 'Algeria', 2),
  ('UNHRC', 'Argentina', 3),
  ('UNHRC', 'Australia', 4),
  ('UNHRC', 'Bangaldesh', 5),
  ('UNHRC', 'Belgium', 6),
  ('UNHRC', 'Bolivia', 7),
  ('UNHRC', 'Brazil', 8),
  ('UNHRC', 'Burkina Faso', 9),
  ('UNHRC', 'Canada', 10),
  ('UNHRC', 'Chile', 11),
  ('UNHRC', 'China', 12),
  ('UNHRC', 'Democratic Republic of Congo', 13),
  ('UNHRC', 'Denmark', 14),
  ('UNHRC', 'France', 15),
  ('UNHRC', 'Germany', 16),
  ('UNHRC', 'Greece', 17),
  ('UNHRC', 'India', 18),
  ('UNHRC', 'Iran', 19),
  ('UNHRC', 'Iraq', 20),
  ('UNHRC', 'Israel', 21),
  ('UNHRC', 'Italy', 22),
  ('UNHRC', 'Japan', 23),
  ('UNHRC', 'Jordan', 24),
  ('UNHRC', 'Kuwait', 25),
  ('UNHRC', 'Libya', 26),
  ('UNHRC', 'Malaysia', 27),
  ('UNHRC', 'Mexico', 28),
  ('UNHRC', 'Morocco', 29),
  ('UNHRC', 'Netherlands', 30),
  ('UNHRC', 'Nigeria', 31),
  ('UNHRC', 'Pakistan', 32),
  ('UNHRC', 'Palestine', 33),
  ('UNHRC', 'Poland', 34),
  ('UNHRC', 'Qatar', 35),
  ('UNHRC', 'Russian Federation', 36),
  ('UNHRC', 'Saudi Arabia', 37),
  ('UNHRC', 'Senegal', 38),
  ('UNHRC', 'South Africa', 39),
  ('UNHRC', 'South Korea', 40),
  ('UNHRC', 'Spain', 41),
  ('UNHRC', 'Srilanka', 42),
  ('UNHRC', 'Sudan', 43),
  ('UNHRC', 'Switzerland', 44),
  ('UNHRC', 'Turkey', 45),
  ('UNHRC', 'Ukraine', 46),
  ('UNHRC', 'United Arab Emirates', 47),
  ('UNHRC', 'United Kingdom', 48),
  ('UNHRC', 'United States Of America', 49),
  ('UNHRC', 'Uruguay', 50),
  ('UNHRC', 'Vietnam', 51),
  ('IPC', 'Al-Jazeera', 1),
  ('IPC', 'Australian Broadcasting Corporation', 2),
  ('IPC', 'BBC', 3),
  ('IPC', 'DAWN', 4),
  ('IPC', 'Reuters', 5),
  ('IPC', 'The Guardian', 6),
  ('IPC', 'The Hindu', 7),
  ('IPC', 'The Independent', 8),
  ('IPC', 'The Indian Express', 9),
  ('IPC', 'The Spectator', 10),
  ('IPC', 'The Washington Post', 11),
  ('IPC', 'Xinhua News Agency', 12),
  ('Mahabharat', 'Abhimanyu', 1),
  ('Mahabharat', 'Arjuna', 2),
  ('Mahabharat', 'Bhima', 3),
  ('Mahabharat', 'Chekitana', 4),
  ('Mahabharat', 'Dhrishtadyumna', 5),
  ('Mahabharat', 'Dhrishtaketu', 6),
  ('Mahabharat', 'Draupadi', 7),
  ('Mahabharat', 'Drupada', 8),
  ('Mahabharat', 'Ghatotkacha', 9),
  ('Mahabharat', 'Iravan', 10),
  ('Mahabharat', 'Kaikeyi', 11),
  ('Mahabharat', 'Krishna', 12),
  ('Mahabharat', 'Kunti', 13),
  ('Mahabharat', 'Madri', 14),
  ('Mahabharat', 'Malaydhwaja', 15),
  ('Mahabharat', 'Nakula', 16),
  ('Mahabharat', 'Sahadeva', 17),
  ('Mahabharat', 'Satyaki', 18),
  ('Mahabharat', 'Shalya', 19),
  ('Mahabharat', 'Shankha', 20),
  ('Mahabharat', 'Shikhandi', 21),
  ('Mahabharat', 'Sreniman', 22),
  ('Mahabharat', 'Uttara', 23),
  ('Mahabharat', 'Virata', 24),
  ('Mahabharat', 'Yudhishthira', 25),
  ('Mahabharat', 'Alambusha', 26),
  ('Mahabharat', 'Ashwatthama', 27),
  ('Mahabharat', 'Bahlika', 28),
  ('Mahabharat', 'Bhagadatta', 29),
  ('Mahabharat', 'Bhishma', 30),
  ('Mahabharat', 'Brihadbala', 31),
  ('Mahabharat', 'Dhritarashtra', 32),
  ('Mahabharat', 'Dronacharya', 33),
  ('Mahabharat', 'Durmukha', 34),
  ('Mahabharat', 'Duryodhana', 35),
  ('Mahabharat', 'Dushasana', 36),
  ('Mahabharat', 'Dushkarna', 37),
  ('Mahabharat', 'Gandhari', 38),
  ('Mahabharat', 'Jarasandha', 39),
  ('Mahabharat', 'Jayadratha', 40),
  ('Mahabharat', 'Karna', 41),
  ('Mahabharat', 'Kripacharya', 42),
  ('Mahabharat', 'Laxman Kumara', 43),
  ('Mahabharat', 'Shakuni', 44),
  ('Mahabharat', 'Shishupala', 45),
  ('Mahabharat', 'Sudakshina', 46),
  ('Mahabharat', 'Susharma', 47),
  ('Mahabharat', 'Uluka', 48),
  ('Mahabharat', 'Vikarna', 49),
  ('Mahabharat', 'Vrishaketu', 50),
  ('Mahabharat', 'Vrishasena', 51),
  ('Mahabharat', 'Vidur', 52),
  ('Mahabharat', 'Yuyutsu', 53)
) AS v("code", "name", "position");
--> statement-breakpoint
DELETE FROM "portfolios" p
USING "committees" c, "events" e
WHERE p."committee_id" = c."id" AND c."event_id" = e."id" AND e."name" = 'Annual Conference 2024'
  AND NOT EXISTS (SELECT 1 FROM "published_portfolios" n WHERE n."code" = c."code" AND n."name" = p."name")
  AND NOT EXISTS (
    SELECT 1 FROM "registrations" r
    WHERE r."event_id" = e."id"
      AND (p."name" = ANY (r."portfolio_preference") OR (r."assigned_committee" = c."code" AND r."assigned_portfolio" = p."name"))
  );
--> statement-breakpoint
UPDATE "portfolios" p SET "position" = 1000 + p."position"
FROM "committees" c, "events" e
WHERE p."committee_id" = c."id" AND c."event_id" = e."id" AND e."name" = 'Annual Conference 2024';
--> statement-breakpoint
INSERT INTO "portfolios" ("committee_id", "name", "position")
SELECT c."id", n."name", n."position"
FROM "published_portfolios" n
JOIN "committees" c ON c."code" = n."code"
JOIN "events" e ON e."id" = c."event_id" AND e."name" = 'Annual Conference 2024'
ON CONFLICT ("committee_id", "name") DO UPDATE SET "position" = excluded."position";
--> statement-breakpoint
DROP TABLE "published_portfolios";
