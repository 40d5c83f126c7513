/**
 * Team portraits: one initials portrait per member of the seeded tenure (tests/fixtures/team-2024-25.json, the
 * values of the seed migration), written to public/team/ where the seed points.
 */
import { readFileSync } from 'node:fs';
import { portrait } from './lib';

interface SeededTeam {
  groups: { members: { name: string; photo: { url: string; width: number } }[] }[];
}

export async function generate() {
  const team = JSON.parse(
    readFileSync(new URL('../../tests/fixtures/team-2024-25.json', import.meta.url), 'utf8'),
  ) as SeededTeam;
  const members = team.groups.flatMap((group) => group.members);
  // The files live in public/ (served as they are), beside content/images/ where the other placeholders go.
  await Promise.all(
    members.map((member) => portrait(member.name, `../../public${member.photo.url}`, member.photo.width)),
  );
}
