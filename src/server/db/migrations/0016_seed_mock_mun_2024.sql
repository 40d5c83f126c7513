-- Mock MUN 2024 as data (docs/decisions/0022-conferences-as-data.md): the facts the Mock MUN page showed from
-- content/mockmun.ts until now, as an event like any other (free, for students of the institute only, shown
-- on the Mock MUN page, registration closed since 22 September 2024). Written once; never edit it after it
-- has run: a later change is a new migration or a superadmin's edit.
--> statement-breakpoint
INSERT INTO "events" (
  "name", "theme", "about", "starts_on", "ends_on", "venue", "page", "takes_registration", "institute_only",
  "registration_open", "registration_opens_at", "registration_closes_at",
  "fee_individual", "fee_group_per_member", "fee_hospitality"
) VALUES (
  'Mock MUN 2024',
  'For the batch of 2028: your first Model United Nations conference, on campus, in one weekend. No experience and no fee: just bring your curiosity.',
  'A free, two-day introduction to Model United Nations for first-year students of NIT Silchar, from every branch and programme. No previous MUN experience is needed: a briefing on the first morning covers the rules of procedure, position papers and how to speak in committee.

Both days run from 9:30 AM to 5:30 PM. Arrive by 9:15 AM on 28 September for the delegate briefing. Seats are limited, and committees are allotted in the order registrations arrive; look out for your committee and portfolio allotment, along with a short study guide, in your inbox.',
  '2024-09-28', '2024-09-29',
  'Lecture Hall Complex, NIT Silchar campus, Silchar, Assam',
  'mockmun', true, true,
  false, NULL, '2024-09-22T23:59:00+05:30',
  0, 0, 0
) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "committees" ("event_id", "code", "display_name", "full_name", "agenda", "description", "position")
SELECT e."id", v.code, v.display_name, v.full_name, v.agenda, v.description, v.position
FROM "events" e, (VALUES
  ('UNGA-DISEC', 'UNGA-DISEC', 'United Nations General Assembly: Disarmament and International Security Committee',
   'Regulating lethal autonomous weapons systems in modern warfare',
   'The largest committee and the best place for a first MUN. Every country has a seat and a vote, and the debate follows the classic General Assembly procedure.', 1),
  ('Crisis', 'Crisis Committee', 'Executive Committee of the National Security Council, October 1962',
   'Averting nuclear war during the Cuban Missile Crisis',
   'A small, fast-moving room where each delegate is an adviser to the President. Crisis updates arrive in real time and you answer them with directives, not speeches.', 2)
) AS v(code, display_name, full_name, agenda, description, position)
WHERE e."name" = 'Mock MUN 2024'
ON CONFLICT ("event_id", "code") DO NOTHING;
