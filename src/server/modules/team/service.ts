/**
 * The team as everyone reads it (docs/decisions/0058-team-as-data.md): a tenure with its groups in order,
 * each group's people in order, and the tenure's letters. The tables are each tenure's draft; the public
 * pages read a tenure's newest published version (docs/decisions/0070-team-restore-stays-in-its-tenure.md) through
 * `TeamLookup`, answered from memory while the change feed is live and dropped by any change to the team's
 * tables (the rules of docs/decisions/0021-read-caches.md). The editing lives in editor.ts.
 */
import { asc, desc, eq, exists, sql } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import {
  type EditableTenure,
  type TeamLetter,
  type TeamTenure,
  type TeamSnapshot,
  type TenureSummary,
  letterKinds,
} from '~/shared/schemas/team';
import { type ChangeFeed, changes } from '../../db/change-feed';
import type { Db, Executor } from '../../db/client';
import { createReadCache } from '../../db/read-cache';
import { HttpError } from '../../http';
import {
  type TenureRow,
  teamGroups,
  teamLetters,
  teamPeople,
  teamPositions,
  teamTenures,
  teamVersions,
} from './table';

const m = messages.team;

/** Every tenure, newest first (labels sort as the years they start). */
export async function tenureSummaries(db: Executor): Promise<TenureSummary[]> {
  const rows = await db
    .select({ label: teamTenures.label, current: teamTenures.current })
    .from(teamTenures)
    .orderBy(desc(teamTenures.label));
  return rows;
}

/** The tenures the public pages show (those with a published version), newest first. */
export async function publishedSummaries(db: Executor): Promise<TenureSummary[]> {
  return db
    .select({ label: teamTenures.label, current: teamTenures.current })
    .from(teamTenures)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(teamVersions)
          .where(eq(teamVersions.tenureId, teamTenures.id)),
      ),
    )
    .orderBy(desc(teamTenures.label));
}

/** The tenure a label names, or the current one for null. */
export async function findTenureRow(db: Executor, label: string | null): Promise<TenureRow | undefined> {
  const [row] = await db
    .select()
    .from(teamTenures)
    .where(label === null ? eq(teamTenures.current, true) : eq(teamTenures.label, label))
    .limit(1);
  return row;
}

/** A tenure with everything the pages and the editor show (four queries). */
export async function tenureView(db: Executor, row: TenureRow): Promise<EditableTenure> {
  const [groups, members, letters, tenures] = await Promise.all([
    db
      .select()
      .from(teamGroups)
      .where(eq(teamGroups.tenureId, row.id))
      .orderBy(asc(teamGroups.position), asc(teamGroups.name)),
    db
      .select({ position: teamPositions, person: teamPeople })
      .from(teamPositions)
      .innerJoin(teamPeople, eq(teamPeople.id, teamPositions.personId))
      .where(eq(teamPositions.tenureId, row.id))
      .orderBy(asc(teamPositions.position), asc(teamPeople.name)),
    db.select().from(teamLetters).where(eq(teamLetters.tenureId, row.id)),
    tenureSummaries(db),
  ]);
  const ordered: TeamLetter[] = [];
  for (const kind of letterKinds) {
    const letter = letters.find((l) => l.kind === kind);
    if (letter) {
      ordered.push({
        kind,
        title: letter.title,
        author: letter.author,
        role: letter.role,
        text: letter.text,
        photo: letter.photo ?? null,
      });
    }
  }
  return {
    label: row.label,
    current: row.current,
    intro: row.intro,
    revision: row.revision,
    publishedRevision: row.publishedRevision,
    tenures,
    letters: ordered,
    groups: groups.map((group) => ({
      _id: group.id,
      name: group.name,
      members: members
        .filter(({ position }) => position.groupId === group.id)
        .map(({ position, person }) => ({
          _id: position.id,
          personId: person.id,
          name: person.name,
          role: position.role,
          photo: person.photo ?? null,
          links: {
            facebook: person.facebook,
            github: person.github,
            mail: person.mail,
            linkedin: person.linkedin,
          },
        })),
    })),
  };
}

/** What a version keeps of a tenure's draft. */
export function snapshotOf(tenure: EditableTenure): TeamSnapshot {
  return { intro: tenure.intro, groups: tenure.groups, letters: tenure.letters };
}

/** The public shape of a snapshot: without the person ids. */
export function publicTenure(
  snapshot: TeamSnapshot,
  tenure: { label: string; current: boolean; tenures: TenureSummary[] },
): TeamTenure {
  return {
    label: tenure.label,
    current: tenure.current,
    intro: snapshot.intro,
    tenures: tenure.tenures,
    letters: snapshot.letters,
    groups: snapshot.groups.map((group) => ({
      _id: group._id,
      name: group.name,
      members: group.members.map(({ personId: _personId, ...member }) => member),
    })),
  };
}

/** A tenure's newest version, or undefined when it was never published. */
export async function newestVersion(db: Executor, tenureId: string) {
  const [version] = await db
    .select()
    .from(teamVersions)
    .where(eq(teamVersions.tenureId, tenureId))
    .orderBy(desc(teamVersions.number))
    .limit(1);
  return version;
}

/** A tenure as the public pages show it (its newest version), or null when there is none to show. */
export async function publishedTenure(db: Executor, label: string | null): Promise<TeamTenure | null> {
  const row = await findTenureRow(db, label);
  if (!row) return null;
  const [version, tenures] = await Promise.all([newestVersion(db, row.id), publishedSummaries(db)]);
  if (!version) return null;
  return publicTenure(version.snapshot, { label: row.label, current: row.current, tenures });
}

export interface TeamLookup {
  /** A tenure by label, or the current one for null; null when there is no such tenure. */
  find(label: string | null): Promise<TeamTenure | null>;
  /** The same, or 404 with the message. */
  get(label: string | null): Promise<TeamTenure>;
  /** Whether a tenure has this label (the server answers /team/:tenure only for those). */
  has(label: string): Promise<boolean>;
}

/** The tables whose changes make a kept tenure stale: which is current, and the published versions. */
export const teamTables: ReadonlySet<string> = new Set([
  changes.tables.teamTenures,
  changes.tables.teamVersions,
]);

export function createTeamLookup(db: Db, feed: ChangeFeed): TeamLookup {
  const cache = createReadCache<{ tenure: TeamTenure | null }>(feed, {
    max: 50,
    ttlMs: 10 * 60 * 1000,
    invalidates: (change) => (teamTables.has(change) ? 'all' : null),
  });
  const labels = createReadCache<{ labels: string[] }>(feed, {
    max: 1,
    ttlMs: 10 * 60 * 1000,
    invalidates: (change) => (teamTables.has(change) ? 'all' : null),
  });
  const find = async (label: string | null) => {
    const kept = await cache.get(label ?? '', async () => ({ tenure: await publishedTenure(db, label) }));
    return kept!.tenure;
  };
  return {
    find,
    async get(label) {
      const tenure = await find(label);
      if (!tenure) throw new HttpError(404, label === null ? m.noCurrentTenure : m.noSuchTenure);
      return tenure;
    },
    async has(label) {
      const kept = await labels.get('all', async () => ({
        labels: (await publishedSummaries(db)).map((t) => t.label),
      }));
      return kept!.labels.includes(label);
    },
  };
}
