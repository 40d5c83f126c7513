/**
 * The editing of the team (docs/decisions/0058-team-as-data.md): tenures (start one blank or as a copy of
 * another, its intro), a tenure's groups (add, rename, reorder, delete when empty), its people (add, edit,
 * move, reorder, drop), their portraits (uploaded through the site's image checks, stored as square WebP at
 * two widths) and its letters. Each change is one transaction holding the tenure's row lock, with its audit
 * entry, raises the tenure's draft revision and answers the tenure as it is afterwards. The tables are the
 * draft: the public pages change only when a tenure is published, or a version restored
 * (docs/decisions/0070-team-restore-stays-in-its-tenure.md).
 */
import { isDeepStrictEqual } from 'node:util';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { teamDraftMessages } from '~/shared/desk-messages';
import { messages } from '~/shared/messages';
import { apiBase } from '~/shared/paths';
import type { AuditAction } from '~/shared/schemas/audit';
import type { letterInputSchema } from '~/shared/schemas/team';
import {
  type EditableTenure,
  type LetterKind,
  type PersonValues,
  type TeamImage,
  type TeamSnapshot,
  type TeamVersion,
  type TenureListItem,
  teamRules,
} from '~/shared/schemas/team';
import type { z } from '~/shared/zod';
import { type Db, type Executor, type Tx, queryRows } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { HttpError, uuidPattern } from '../../http';
import { InvalidImageError, decodeGate, processImage } from '../../images';
import { type Actor, recordAudit } from '../audit/service';
import { findTenureRow, newestVersion, snapshotOf, tenureView } from './service';
import {
  type TenureRow,
  teamFiles,
  teamGroups,
  teamLetters,
  teamPeople,
  teamPositions,
  teamTenures,
  teamVersions,
} from './table';

const m = messages.team;
const d = teamDraftMessages;

export const teamFileUrl = (id: string) => `${apiBase}/team-files/${id}`;

// ---------------------------------------------------------------------------------------------------------
// Reads

export async function listTenures(db: Executor): Promise<TenureListItem[]> {
  const [tenures, groupCounts, peopleCounts, versionCounts] = await Promise.all([
    db
      .select()
      .from(teamTenures)
      .orderBy(sql`${teamTenures.label} desc`),
    db.select({ id: teamGroups.tenureId, n: count() }).from(teamGroups).groupBy(teamGroups.tenureId),
    db.select({ id: teamPositions.tenureId, n: count() }).from(teamPositions).groupBy(teamPositions.tenureId),
    db.select({ id: teamVersions.tenureId, n: count() }).from(teamVersions).groupBy(teamVersions.tenureId),
  ]);
  const countOf = (list: { id: string; n: number }[], id: string) => list.find((c) => c.id === id)?.n ?? 0;
  return tenures.map((t) => ({
    label: t.label,
    current: t.current,
    groups: countOf(groupCounts, t.id),
    people: countOf(peopleCounts, t.id),
    published: countOf(versionCounts, t.id) > 0,
    changed: t.publishedRevision !== t.revision,
  }));
}

async function tenureOrThrow(db: Executor, label: string, lock = false): Promise<TenureRow> {
  const query = db.select().from(teamTenures).where(eq(teamTenures.label, label));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, m.noSuchTenure);
  return row;
}

export async function getEditableTenure(db: Executor, label: string): Promise<EditableTenure> {
  return tenureView(db, await tenureOrThrow(db, label));
}

// ---------------------------------------------------------------------------------------------------------
// Writes

/** The unique keys a superadmin can run into, as clear messages. */
function conflictOf(error: unknown): HttpError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === 'team_tenures_label_key') return new HttpError(409, m.tenureTaken);
  if (constraint === 'team_groups_tenure_name_key') return new HttpError(409, m.groupTaken);
  return undefined;
}

/**
 * Runs `change` in a transaction holding the tenure's row lock (changes to one tenure are serialised),
 * records `action` in the audit log, and answers the tenure as it is afterwards.
 */
async function editTenure(
  db: Db,
  actor: Actor,
  label: string,
  action: AuditAction,
  change: (tx: Tx, tenure: TenureRow) => Promise<Record<string, unknown> | void>,
): Promise<EditableTenure> {
  try {
    return await db.transaction(async (tx) => {
      const tenure = await tenureOrThrow(tx, label, true);
      const details = (await change(tx, tenure)) ?? {};
      const [after] = await tx
        .update(teamTenures)
        .set({ revision: sql`${teamTenures.revision} + 1` })
        .where(eq(teamTenures.id, tenure.id))
        .returning();
      await recordAudit(tx, actor, {
        action,
        targetType: 'team',
        targetId: tenure.label,
        details: { ...details, revision: after!.revision },
      });
      return tenureView(tx, after!);
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

const isId = (value: string) => uuidPattern.test(value);

async function groupOrThrow(tx: Executor, tenure: TenureRow, groupId: string) {
  const [group] = isId(groupId)
    ? await tx
        .select()
        .from(teamGroups)
        .where(and(eq(teamGroups.id, groupId), eq(teamGroups.tenureId, tenure.id)))
    : [];
  if (!group) throw new HttpError(404, m.noSuchGroup);
  return group;
}

async function positionOrThrow(tx: Executor, tenure: TenureRow, positionId: string) {
  const [position] = isId(positionId)
    ? await tx
        .select()
        .from(teamPositions)
        .where(and(eq(teamPositions.id, positionId), eq(teamPositions.tenureId, tenure.id)))
    : [];
  if (!position) throw new HttpError(404, m.noSuchPosition);
  return position;
}

/** The next position at the end of a group (or of the tenure's groups). */
async function nextPositionIn(tx: Executor, groupId: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${teamPositions.position})` })
    .from(teamPositions)
    .where(eq(teamPositions.groupId, groupId));
  return Number(row?.max ?? 0) + 1;
}

/** A new tenure, blank or as a copy of another's groups, positions (the same people) and letters. */
export async function createTenure(
  db: Db,
  actor: Actor,
  input: { label: string; copyFrom?: string | null },
): Promise<EditableTenure> {
  try {
    return await db.transaction(async (tx) => {
      const source = input.copyFrom ? await tenureOrThrow(tx, input.copyFrom) : null;
      const [created] = await tx
        .insert(teamTenures)
        .values({ label: input.label, intro: source?.intro ?? '' })
        .returning();
      if (source) await copyTenure(tx, source.id, created!.id);
      await recordAudit(tx, actor, {
        action: 'team.tenure_create',
        targetType: 'team',
        targetId: created!.label,
        details: { copyFrom: source?.label ?? null },
      });
      return tenureView(tx, created!);
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

async function copyTenure(tx: Tx, fromId: string, toId: string) {
  const groups = await tx
    .select()
    .from(teamGroups)
    .where(eq(teamGroups.tenureId, fromId))
    .orderBy(asc(teamGroups.position));
  const groupMap = new Map<string, string>();
  for (const group of groups) {
    const [copy] = await tx
      .insert(teamGroups)
      .values({ tenureId: toId, name: group.name, position: group.position })
      .returning({ id: teamGroups.id });
    groupMap.set(group.id, copy!.id);
  }
  const positions = await tx.select().from(teamPositions).where(eq(teamPositions.tenureId, fromId));
  if (positions.length > 0) {
    await tx.insert(teamPositions).values(
      positions.map((p) => ({
        tenureId: toId,
        groupId: groupMap.get(p.groupId)!,
        personId: p.personId,
        role: p.role,
        position: p.position,
      })),
    );
  }
  const letters = await tx.select().from(teamLetters).where(eq(teamLetters.tenureId, fromId));
  if (letters.length > 0) {
    await tx
      .insert(teamLetters)
      .values(letters.map(({ id: _id, tenureId: _tenureId, ...fields }) => ({ ...fields, tenureId: toId })));
  }
}

export function updateTenure(db: Db, actor: Actor, label: string, input: { intro: string }) {
  return editTenure(db, actor, label, 'team.tenure_update', async (tx, tenure) => {
    await tx.update(teamTenures).set({ intro: input.intro }).where(eq(teamTenures.id, tenure.id));
  });
}

/** The draft at `revision`, or a 409 when it changed since (someone else's edit, publish or restore). */
function checkRevision(tenure: TenureRow, revision: number) {
  if (tenure.revision !== revision) throw new HttpError(409, d.draftChanged);
}

/** Makes `tenure` the current one (the tenure current before stays published, at its own address). */
async function setCurrent(tx: Tx, tenure: TenureRow): Promise<string | null> {
  if (tenure.current) return null;
  const previous = await findTenureRow(tx, null);
  await tx
    .update(teamTenures)
    .set({ current: false })
    .where(and(eq(teamTenures.current, true), sql`${teamTenures.id} <> ${tenure.id}`));
  await tx.update(teamTenures).set({ current: true }).where(eq(teamTenures.id, tenure.id));
  return previous?.label ?? null;
}

/** Keeps the draft as the tenure's next version (what its page and, when current, the letters show). */
async function addVersion(
  tx: Tx,
  actor: Actor,
  tenure: TenureRow,
  restoredFrom: number | null,
): Promise<number> {
  const [after] = await tx.select().from(teamTenures).where(eq(teamTenures.id, tenure.id));
  const snapshot = snapshotOf(await tenureView(tx, after!));
  const number = ((await newestVersion(tx, tenure.id))?.number ?? 0) + 1;
  await tx.insert(teamVersions).values({
    tenureId: tenure.id,
    number,
    snapshot,
    madeCurrent: after!.current,
    restoredFrom,
    publishedBy: actor.email,
  });
  await tx
    .update(teamTenures)
    .set({ publishedRevision: after!.revision })
    .where(eq(teamTenures.id, tenure.id));
  return number;
}

/**
 * Publishes the draft a team editor previewed (at `revision`): it becomes the tenure's newest version, which
 * its page shows; with `current`, the tenure also becomes the current one (/team and the home page's letters).
 */
export async function publishTenure(
  db: Db,
  actor: Actor,
  label: string,
  input: { revision: number; current: boolean },
): Promise<EditableTenure> {
  return db.transaction(async (tx) => {
    const tenure = await tenureOrThrow(tx, label, true);
    checkRevision(tenure, input.revision);
    const previous = input.current ? await setCurrent(tx, tenure) : null;
    const version = await addVersion(tx, actor, tenure, null);
    const [after] = await tx.select().from(teamTenures).where(eq(teamTenures.id, tenure.id));
    await recordAudit(tx, actor, {
      action: 'team.publish',
      targetType: 'team',
      targetId: tenure.label,
      details: { version, revision: tenure.revision, current: after!.current, previous },
    });
    return tenureView(tx, after!);
  });
}

/** A person's name, portrait and links as a version holds them. */
function personValuesOf(member: TeamSnapshot['groups'][number]['members'][number]) {
  return {
    name: member.name,
    photo: member.photo,
    facebook: member.links.facebook,
    github: member.links.github,
    mail: member.links.mail,
    linkedin: member.links.linkedin,
  };
}

/**
 * The person row a restored member takes, asked once the restored tenure's own positions are gone
 * (docs/decisions/0070-team-restore-stays-in-its-tenure.md): the version's person id, brought back as it was
 * when no row has it any more (a person dropped from every tenure since), kept when its row already holds the
 * version's details, and updated in place when no other tenure holds a position of theirs; when another one
 * does and the details differ, a new row with the version's details, so the other tenures keep theirs.
 */
async function restoredPerson(
  tx: Tx,
  member: TeamSnapshot['groups'][number]['members'][number],
): Promise<string> {
  const values = personValuesOf(member);
  const [row] = await tx.select().from(teamPeople).where(eq(teamPeople.id, member.personId));
  if (!row) {
    await tx.insert(teamPeople).values({ id: member.personId, ...values });
    return member.personId;
  }
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...current } = row;
  if (isDeepStrictEqual(current, values)) return row.id;
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(teamPositions)
    .where(eq(teamPositions.personId, row.id));
  if (n === 0) {
    await tx
      .update(teamPeople)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(teamPeople.id, row.id));
    return row.id;
  }
  const [created] = await tx.insert(teamPeople).values(values).returning({ id: teamPeople.id });
  return created!.id;
}

/**
 * The snapshot's people, groups, positions, letters and intro, written over the tenure's draft. The people it
 * held before and no tenure holds any more go, as a person dropped from their last tenure does.
 */
async function writeSnapshot(tx: Tx, tenure: TenureRow, snapshot: TeamSnapshot) {
  const before = await tx
    .select({ personId: teamPositions.personId })
    .from(teamPositions)
    .where(eq(teamPositions.tenureId, tenure.id));
  // The tenure's positions go with its groups.
  await tx.delete(teamGroups).where(eq(teamGroups.tenureId, tenure.id));
  await tx.delete(teamLetters).where(eq(teamLetters.tenureId, tenure.id));
  const personIds = new Map<string, string>();
  for (const member of snapshot.groups.flatMap((g) => g.members)) {
    personIds.set(member.personId, await restoredPerson(tx, member));
  }
  for (const [g, group] of snapshot.groups.entries()) {
    await tx
      .insert(teamGroups)
      .values({ id: group._id, tenureId: tenure.id, name: group.name, position: g + 1 });
    if (group.members.length > 0) {
      await tx.insert(teamPositions).values(
        group.members.map((member, i) => ({
          id: member._id,
          tenureId: tenure.id,
          groupId: group._id,
          personId: personIds.get(member.personId)!,
          role: member.role,
          position: i + 1,
        })),
      );
    }
  }
  const gone = before.map((p) => p.personId);
  if (gone.length > 0) {
    await tx
      .delete(teamPeople)
      .where(
        and(
          inArray(teamPeople.id, gone),
          sql`not exists (select 1 from ${teamPositions} where ${teamPositions.personId} = ${teamPeople.id})`,
        ),
      );
  }
  if (snapshot.letters.length > 0) {
    await tx
      .insert(teamLetters)
      .values(snapshot.letters.map((letter) => ({ ...letter, tenureId: tenure.id })));
  }
  await tx
    .update(teamTenures)
    .set({ intro: snapshot.intro, revision: sql`${teamTenures.revision} + 1` })
    .where(eq(teamTenures.id, tenure.id));
}

/**
 * Restores a version: its content is written over the tenure's draft (at `revision`) and published again as
 * a new version; a version published while its tenure was current makes the tenure current again, so the
 * site shows what it showed then. Only this tenure changes: a person another tenure holds keeps their details
 * there (`restoredPerson`).
 */
export async function restoreVersion(
  db: Db,
  actor: Actor,
  label: string,
  number: number,
  input: { revision: number },
): Promise<EditableTenure> {
  return db.transaction(async (tx) => {
    const tenure = await tenureOrThrow(tx, label, true);
    const [version] = await tx
      .select()
      .from(teamVersions)
      .where(and(eq(teamVersions.tenureId, tenure.id), eq(teamVersions.number, number)));
    if (!version) throw new HttpError(404, d.noSuchVersion);
    checkRevision(tenure, input.revision);
    await writeSnapshot(tx, tenure, version.snapshot);
    const previous = version.madeCurrent ? await setCurrent(tx, tenure) : null;
    const published = await addVersion(tx, actor, tenure, version.number);
    const [after] = await tx.select().from(teamTenures).where(eq(teamTenures.id, tenure.id));
    await recordAudit(tx, actor, {
      action: 'team.restore',
      targetType: 'team',
      targetId: tenure.label,
      details: { restored: version.number, version: published, current: after!.current, previous },
    });
    return tenureView(tx, after!);
  });
}

/** A tenure's versions, newest first. */
export async function listVersions(db: Executor, label: string): Promise<TeamVersion[]> {
  const tenure = await tenureOrThrow(db, label);
  const rows = await db
    .select()
    .from(teamVersions)
    .where(eq(teamVersions.tenureId, tenure.id))
    .orderBy(desc(teamVersions.number));
  return rows.map((row, i) => {
    const letter = row.snapshot.letters.find((l) => l.kind === 'secretaryGeneral');
    return {
      number: row.number,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: row.publishedBy,
      madeCurrent: row.madeCurrent,
      restoredFrom: row.restoredFrom,
      live: i === 0,
      people: row.snapshot.groups.reduce((n, g) => n + g.members.length, 0),
      secretaryGeneral: letter ? `${letter.author}: ${letter.text.slice(0, 80)}` : null,
    };
  });
}

export function addGroup(db: Db, actor: Actor, label: string, name: string) {
  return editTenure(db, actor, label, 'team.group_add', async (tx, tenure) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(teamGroups)
      .where(eq(teamGroups.tenureId, tenure.id));
    if (n >= teamRules.maxGroups) throw new HttpError(400, m.tooManyGroups);
    const [row] = await tx
      .select({ max: sql<number | null>`max(${teamGroups.position})` })
      .from(teamGroups)
      .where(eq(teamGroups.tenureId, tenure.id));
    const [group] = await tx
      .insert(teamGroups)
      .values({ tenureId: tenure.id, name, position: Number(row?.max ?? 0) + 1 })
      .returning({ id: teamGroups.id });
    return { groupId: group!.id, name };
  });
}

export function renameGroup(db: Db, actor: Actor, label: string, groupId: string, name: string) {
  return editTenure(db, actor, label, 'team.group_rename', async (tx, tenure) => {
    const group = await groupOrThrow(tx, tenure, groupId);
    await tx.update(teamGroups).set({ name }).where(eq(teamGroups.id, group.id));
    return { groupId: group.id, from: group.name, to: name };
  });
}

/** Deletes a group without people (the people of a group are moved or dropped first). */
export function deleteGroup(db: Db, actor: Actor, label: string, groupId: string) {
  return editTenure(db, actor, label, 'team.group_delete', async (tx, tenure) => {
    const group = await groupOrThrow(tx, tenure, groupId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(teamPositions)
      .where(eq(teamPositions.groupId, group.id));
    if (n > 0) throw new HttpError(409, m.groupNotEmpty);
    await tx.delete(teamGroups).where(eq(teamGroups.id, group.id));
    return { groupId: group.id, name: group.name };
  });
}

/** `ids` must be exactly the ids of `current`, once each. */
function sameSet(ids: string[], current: string[]): boolean {
  return (
    ids.length === current.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => current.includes(id))
  );
}

export function reorderGroups(db: Db, actor: Actor, label: string, groupIds: string[]) {
  return editTenure(db, actor, label, 'team.groups_reorder', async (tx, tenure) => {
    const groups = await tx
      .select({ id: teamGroups.id })
      .from(teamGroups)
      .where(eq(teamGroups.tenureId, tenure.id));
    if (
      !sameSet(
        groupIds,
        groups.map((g) => g.id),
      )
    )
      throw new HttpError(400, m.orderMismatch);
    for (const [i, id] of groupIds.entries()) {
      await tx
        .update(teamGroups)
        .set({ position: i + 1 })
        .where(eq(teamGroups.id, id));
    }
    return { groupIds };
  });
}

function personColumns(person: PersonValues) {
  return {
    name: person.name,
    photo: person.photo,
    facebook: person.facebook,
    github: person.github,
    mail: person.mail,
    linkedin: person.linkedin,
  };
}

/** A new person at the end of a group, with their designation. */
export function addPosition(
  db: Db,
  actor: Actor,
  label: string,
  input: { groupId: string; role: string; person: PersonValues },
) {
  return editTenure(db, actor, label, 'team.position_add', async (tx, tenure) => {
    const group = await groupOrThrow(tx, tenure, input.groupId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(teamPositions)
      .where(eq(teamPositions.tenureId, tenure.id));
    if (n >= teamRules.maxPositions) throw new HttpError(400, m.tooManyPositions);
    const [person] = await tx
      .insert(teamPeople)
      .values(personColumns(input.person))
      .returning({ id: teamPeople.id });
    const [position] = await tx
      .insert(teamPositions)
      .values({
        tenureId: tenure.id,
        groupId: group.id,
        personId: person!.id,
        role: input.role,
        position: await nextPositionIn(tx, group.id),
      })
      .returning({ id: teamPositions.id });
    return { positionId: position!.id, personId: person!.id, name: input.person.name, role: input.role };
  });
}

/** A new designation, or another group (the person goes last in it). */
export function updatePosition(
  db: Db,
  actor: Actor,
  label: string,
  positionId: string,
  input: { groupId: string; role: string },
) {
  return editTenure(db, actor, label, 'team.position_update', async (tx, tenure) => {
    const position = await positionOrThrow(tx, tenure, positionId);
    const group = await groupOrThrow(tx, tenure, input.groupId);
    const moved = group.id !== position.groupId;
    await tx
      .update(teamPositions)
      .set({
        role: input.role,
        groupId: group.id,
        ...(moved ? { position: await nextPositionIn(tx, group.id) } : {}),
      })
      .where(eq(teamPositions.id, position.id));
    return {
      positionId: position.id,
      personId: position.personId,
      role: { from: position.role, to: input.role },
      ...(moved ? { group: { from: position.groupId, to: group.id } } : {}),
    };
  });
}

/** Drops a person from this tenure; a person left in no tenure at all goes too. */
export function dropPosition(db: Db, actor: Actor, label: string, positionId: string) {
  return editTenure(db, actor, label, 'team.position_drop', async (tx, tenure) => {
    const position = await positionOrThrow(tx, tenure, positionId);
    const [person] = await tx.select().from(teamPeople).where(eq(teamPeople.id, position.personId));
    await tx.delete(teamPositions).where(eq(teamPositions.id, position.id));
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(teamPositions)
      .where(eq(teamPositions.personId, position.personId));
    if (n === 0) await tx.delete(teamPeople).where(eq(teamPeople.id, position.personId));
    return { positionId: position.id, personId: position.personId, name: person?.name, role: position.role };
  });
}

export function reorderPositions(
  db: Db,
  actor: Actor,
  label: string,
  groupId: string,
  positionIds: string[],
) {
  return editTenure(db, actor, label, 'team.positions_reorder', async (tx, tenure) => {
    const group = await groupOrThrow(tx, tenure, groupId);
    const current = await tx
      .select({ id: teamPositions.id })
      .from(teamPositions)
      .where(eq(teamPositions.groupId, group.id));
    if (
      !sameSet(
        positionIds,
        current.map((p) => p.id),
      )
    )
      throw new HttpError(400, m.orderMismatch);
    for (const [i, id] of positionIds.entries()) {
      await tx
        .update(teamPositions)
        .set({ position: i + 1 })
        .where(eq(teamPositions.id, id));
    }
    return { groupId: group.id, positionIds };
  });
}

/**
 * A person of this tenure: name, portrait, links (the same person in other tenures shows the change too), over
 * the draft at `revision` (a stale one is a 409: another editor's change is never silently overwritten).
 */
export function updatePerson(
  db: Db,
  actor: Actor,
  label: string,
  personId: string,
  { revision, ...person }: PersonValues & { revision: number },
) {
  return editTenure(db, actor, label, 'team.person_update', async (tx, tenure) => {
    checkRevision(tenure, revision);
    const [held] = isId(personId)
      ? await tx
          .select({ id: teamPositions.id })
          .from(teamPositions)
          .where(and(eq(teamPositions.tenureId, tenure.id), eq(teamPositions.personId, personId)))
      : [];
    if (!held) throw new HttpError(404, m.noSuchPerson);
    const [before] = await tx.select().from(teamPeople).where(eq(teamPeople.id, personId));
    await tx
      .update(teamPeople)
      .set({ ...personColumns(person), updatedAt: new Date() })
      .where(eq(teamPeople.id, personId));
    return { personId, name: { from: before?.name, to: person.name } };
  });
}

/**
 * Writes one of the tenure's letters (a tenure copied from another starts with its letters), over the draft
 * at `revision` (a stale one is a 409).
 */
export function setLetter(
  db: Db,
  actor: Actor,
  label: string,
  kind: LetterKind,
  { revision, ...input }: z.output<typeof letterInputSchema> & { revision: number },
) {
  return editTenure(db, actor, label, 'team.letter_update', async (tx, tenure) => {
    checkRevision(tenure, revision);
    await tx
      .insert(teamLetters)
      .values({ tenureId: tenure.id, kind, ...input })
      .onConflictDoUpdate({
        target: [teamLetters.tenureId, teamLetters.kind],
        set: {
          title: input.title,
          author: input.author,
          role: input.role,
          text: input.text,
          photo: input.photo,
        },
      });
    return { kind };
  });
}

/**
 * A portrait: checked and re-encoded by the site's image checks (type by its bytes, size, pixels; the
 * metadata dropped), then cut to a centred square and stored as WebP at each width of
 * `teamRules.photoWidths` no larger than the picture. Answers the image with its variants (srcset).
 */
export async function uploadTeamPhoto(
  db: Db,
  actor: Actor,
  dataUrl: string,
  alt: string | undefined,
): Promise<TeamImage> {
  let squares: { bytes: Buffer; width: number }[];
  try {
    const image = await processImage(dataUrl, {
      maxBytes: teamRules.photoMaxBytes,
      maxDimension: Math.max(...teamRules.photoWidths) * 2,
    });
    const side = Math.min(image.width, image.height);
    const widths = teamRules.photoWidths.filter((w) => w <= side);
    const sizes = widths.length > 0 ? widths : [side];
    squares = await decodeGate.run(false, () =>
      Promise.all(
        sizes.map(async (width) => ({
          width,
          bytes: await sharp(image.bytes)
            .resize({ width, height: width, fit: 'cover', position: 'attention' })
            .webp({ quality: 80 })
            .toBuffer(),
        })),
      ),
    );
  } catch (error) {
    if (error instanceof InvalidImageError) throw new HttpError(400, m.invalidPhoto);
    throw error;
  }
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(teamFiles)
      .values(
        squares.map((s) => ({ contentType: 'image/webp', bytes: s.bytes, width: s.width, height: s.width })),
      )
      .returning({ id: teamFiles.id, width: teamFiles.width });
    stored.sort((a, b) => a.width - b.width);
    const base = stored[0]!;
    await recordAudit(tx, actor, {
      action: 'team.file_upload',
      targetType: 'team',
      targetId: null,
      details: { fileIds: stored.map((s) => s.id) },
    });
    return {
      url: teamFileUrl(base.id),
      width: base.width,
      height: base.width,
      alt: alt?.trim() ?? '',
      variants: stored.map((s) => ({ url: teamFileUrl(s.id), width: s.width })),
    };
  });
}

export async function readTeamFile(db: Executor, id: string) {
  if (!isId(id)) return undefined;
  const [file] = await db
    .select({ bytes: teamFiles.bytes, contentType: teamFiles.contentType })
    .from(teamFiles)
    .where(eq(teamFiles.id, id));
  return file;
}

/** A portrait never saved into a person, a letter or a version is kept this long (its editor may save it). */
export const UNUSED_PORTRAIT_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the uploaded portraits older than a day that no person, letter or published version names (the
 * versions keep theirs, so a restore brings back a picture the draft no longer uses). Answers the number of
 * files deleted.
 */
export async function sweepUnusedTeamFiles(db: Executor, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_PORTRAIT_RETENTION_MS);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
      with referrers(t) as (
        select photo::text from team_people where photo is not null
        union all
        select photo::text from team_letters where photo is not null
        union all
        select snapshot::text from team_versions
      ),
      used(id) as (
        select lower((regexp_matches(t, 'team-files/([0-9a-fA-F-]{36})', 'g'))[1]) from referrers
      )
      delete from team_files f
      where f.created_at < ${cutoff} and f.id::text not in (select id from used)
      returning f.id`,
  );
  return rows.length;
}
