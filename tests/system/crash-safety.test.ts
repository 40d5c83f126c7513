/**
 * Crash safety: a registration burst (individuals and group leaders with a payment screenshot, invited
 * members) against a real server process, which is killed with SIGKILL in the middle of it, then started
 * again on the same PostgreSQL database and DATA_DIR. Proves that every registration acknowledged before
 * the kill is there and complete (its row, its payment image served by the admin route, its emails in the
 * outbox, its invite accepted), and that nothing half-written exists anywhere: no registration without its
 * parts, no payment image or registration email without its registration, no invite accepted without a
 * registration, no file left in DATA_DIR. Requests that got no answer may or may not have registered, but
 * if they did the registration is complete, and the others can register after the restart.
 */
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/server/db/schema';
import { outbox } from '../../src/server/mail/table';
import { users } from '../../src/server/modules/accounts/table';
import { invites, paymentImages, registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { dataUrl, makeImage } from '../support/images';
import {
  EVENT_NAME,
  type Registrant,
  createInvite,
  createRegistrant,
  individualBody,
  leaderBody,
  memberBody,
  setRegistrationOpen,
} from '../support/registration';
import type { ServerProcess } from '../support/server-process';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';
import {
  type Answer,
  type SystemDatabase,
  call,
  createSystemDatabase,
  eventually,
  forwardedFor,
  serverProcesses,
} from './helpers';

const INDIVIDUALS = 28;
/** Groups whose two members registered before the burst: their leaders register (and pay) in it. */
const LEADERS = 4;
/** Groups whose two invited members register in the burst. */
const MEMBER_GROUPS = 4;
const CONCURRENCY = 8;
/** The server is killed once this many registrations have been acknowledged. */
const KILL_AFTER = 15;

const individualSubject = `[NITSMUN] ${EVENT_NAME} registration completed`;
const leaderSubject = (grpName: string) =>
  `[NITSMUN] ${EVENT_NAME} registration completed for the group ${grpName}`;
const groupSubject = (grpName: string) => `[NITSMUN] ${EVENT_NAME}: your group ${grpName} is registered`;

interface Job {
  kind: 'individual' | 'leader' | 'member';
  registrant: Registrant;
  body: Record<string, unknown>;
  grpName?: string;
  /** The leader's registered members (for the group mails). */
  members?: string[];
}

interface Outcome {
  job: Job;
  answer?: Answer;
  failure?: string;
}

let database: SystemDatabase;
let smtp: SmtpCapture;
const servers = serverProcesses();

beforeAll(async () => {
  database = await createSystemDatabase();
  smtp = await startSmtpCapture();
});

afterAll(async () => {
  await servers.stopAll();
  await smtp?.close();
  await database?.destroy();
});

/** Everything half-written in the database, as sentences (empty when every registration is complete). */
async function halfWritten(db: SystemDatabase['db']): Promise<string[]> {
  const problems: string[] = [];
  const regs = await db
    .select({
      id: registrations.id,
      kind: registrations.kind,
      groupId: registrations.groupId,
      paymentImageId: registrations.paymentImageId,
      email: users.email,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId));
  const images = await db
    .select({ id: paymentImages.id, size: paymentImages.bytes, contentType: paymentImages.contentType })
    .from(paymentImages);
  const mails = await db.select({ to: outbox.to, subject: outbox.subject }).from(outbox);
  const allInvites = await db.select().from(invites);
  const mailCount = (to: string, subject: string) =>
    mails.filter((m) => m.to === to && m.subject === subject).length;

  const imageById = new Map(images.map((i) => [i.id, i]));
  for (const reg of regs) {
    const what = `${reg.kind} registration of ${reg.email}`;
    if (reg.kind === 'member') {
      if (reg.paymentImageId) problems.push(`${what} has a payment image`);
      const invite = allInvites.find((i) => i.registrationId === reg.id);
      if (!invite?.acceptedAt) problems.push(`${what} has no accepted invite`);
      if (mailCount(reg.email, individualSubject) !== 1) problems.push(`${what} lacks its email`);
      continue;
    }
    const image = reg.paymentImageId ? imageById.get(reg.paymentImageId) : undefined;
    if (!image || image.size.length === 0 || image.contentType !== 'image/webp') {
      problems.push(`${what} lacks its payment image`);
    }
    if (reg.kind === 'individual' && mailCount(reg.email, individualSubject) !== 1) {
      problems.push(`${what} lacks its email`);
    }
    if (reg.kind === 'leader') {
      const members = allInvites.filter((i) => i.groupId === reg.groupId && i.registrationId);
      const grpName = mails
        .find((m) => m.to === reg.email && m.subject.startsWith(leaderSubject('')))
        ?.subject.slice(leaderSubject('').length);
      if (grpName === undefined || mailCount(reg.email, leaderSubject(grpName)) !== 1) {
        problems.push(`${what} lacks its email`);
      } else {
        for (const member of members) {
          if (mailCount(member.memberEmail, groupSubject(grpName)) !== 1) {
            problems.push(`${what} lacks the email to ${member.memberEmail}`);
          }
        }
      }
    }
  }

  const usedImages = new Set(regs.map((r) => r.paymentImageId));
  for (const image of images) {
    if (!usedImages.has(image.id)) problems.push(`payment image ${image.id} belongs to no registration`);
  }
  const registered = new Set(regs.map((r) => r.email));
  for (const mail of mails) {
    if (mail.subject === individualSubject || mail.subject.startsWith(leaderSubject(''))) {
      if (!registered.has(mail.to)) problems.push(`"${mail.subject}" to ${mail.to} without a registration`);
    }
  }
  for (const invite of allInvites) {
    if (invite.acceptedAt && !invite.registrationId) {
      problems.push(`invite to ${invite.memberEmail} accepted without a registration`);
    }
  }
  return problems;
}

/** The check itself can fail: half-written data of each kind, made on purpose, is reported (then removed). */
async function expectCheckToFindHalfWrittenData(db: SystemDatabase['db']) {
  const user = await createUser(db);
  const other = await createRegistrant(db);
  const [image] = await db
    .insert(paymentImages)
    .values({ userId: user.id, bytes: Buffer.from('x'), contentType: 'image/webp' })
    .returning({ id: paymentImages.id });
  await db.insert(outbox).values({ to: user.email, subject: individualSubject, text: 't', html: 'h' });
  const invite = await createInvite(db, other.user, user, 'Half crew');
  await db.update(invites).set({ acceptedAt: new Date() }).where(eq(invites.memberEmail, user.email));
  expect(await halfWritten(db)).toEqual([
    `payment image ${image!.id} belongs to no registration`,
    `"${individualSubject}" to ${user.email} without a registration`,
    `invite to ${invite.memberEmail} accepted without a registration`,
  ]);
  await db.delete(paymentImages).where(eq(paymentImages.id, image!.id));
  await db.delete(outbox).where(eq(outbox.to, user.email));
  await db.delete(invites).where(eq(invites.memberEmail, user.email));
  expect(await halfWritten(db)).toEqual([]);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => !e.isDirectory()).map((e) => `${e.parentPath}/${e.name}`);
}

describe('kill -9 during a registration burst', () => {
  it('keeps every acknowledged registration complete and leaves nothing half-written', async () => {
    let server: ServerProcess = await servers.spawn({
      name: 'server',
      env: { DATABASE_URL: database.url, SMTP_URL: smtp.url, TRUST_PROXY: 'true' },
    });
    const db = database.db;
    await setRegistrationOpen(db);
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.name, EVENT_NAME));
    const admin = await createUser(db, { role: 'admin' });
    const adminHeaders = bearer(await sessionFor(db, admin));
    // A screenshot that does not compress (about 190 KB): decoding and re-encoding it takes a while. Each
    // registration has its own, as the server refuses a screenshot byte-identical to another's.
    const payment = async () =>
      dataUrl('image/png', await makeImage('png', { width: 256, height: 256, noise: true }));
    const post = (target: ServerProcess, job: Job) =>
      call(target.url, '/v1/api/reg/yp', {
        headers: { ...job.registrant.headers, ...forwardedFor() },
        json: job.body,
      });

    const jobs: Job[] = [];
    for (let i = 0; i < INDIVIDUALS; i++) {
      const registrant = await createRegistrant(db);
      jobs.push({ kind: 'individual', registrant, body: await individualBody({ payment: await payment() }) });
    }
    for (let g = 0; g < LEADERS; g++) {
      const leader = await createRegistrant(db);
      const grpName = `Crash crew ${g}`;
      const members: string[] = [];
      for (let m = 0; m < 2; m++) {
        const member = await createRegistrant(db);
        const invite = await createInvite(db, leader.user, member.user, grpName);
        const answer = await post(server, { kind: 'member', registrant: member, body: memberBody(invite) });
        expect(answer.status).toBe(200);
        members.push(member.user.email);
      }
      const body = await leaderBody(grpName, members, { payment: await payment() });
      jobs.push({ kind: 'leader', registrant: leader, body, grpName, members });
    }
    for (let g = 0; g < MEMBER_GROUPS; g++) {
      const leader = await createRegistrant(db);
      for (let m = 0; m < 2; m++) {
        const member = await createRegistrant(db);
        const invite = await createInvite(db, leader.user, member.user, `Waiting crew ${g}`);
        jobs.push({ kind: 'member', registrant: member, body: memberBody(invite) });
      }
    }
    await expectCheckToFindHalfWrittenData(db);

    // Interleave the kinds so that each is in flight when the server dies.
    jobs.sort((x, y) => (x.registrant.user.id < y.registrant.user.id ? -1 : 1));

    // The burst: CONCURRENCY requests at a time; SIGKILL once KILL_AFTER are acknowledged.
    const outcomes: Outcome[] = [];
    let next = 0;
    let killed: Promise<unknown> | undefined;
    let inFlightAtKill = 0;
    let inFlight = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (!killed && next < jobs.length) {
          const job = jobs[next++]!;
          inFlight += 1;
          try {
            outcomes.push({ job, answer: await post(server, job) });
          } catch (error) {
            outcomes.push({ job, failure: error instanceof Error ? error.message : String(error) });
          } finally {
            inFlight -= 1;
          }
          if (!killed && outcomes.filter((o) => o.answer?.status === 200).length >= KILL_AFTER) {
            inFlightAtKill = inFlight;
            killed = server.kill('SIGKILL');
          }
        }
      }),
    );
    expect(killed).toBeDefined();
    expect(await killed).toMatchObject({ signal: 'SIGKILL' });

    const acknowledged = outcomes.filter((o) => o.answer);
    const unanswered = outcomes.filter((o) => o.failure);
    // Acknowledged means 200: nothing else (a 409 or a 5xx) was answered during the burst.
    expect(acknowledged.map((o) => o.answer!.status)).toEqual(Array<number>(acknowledged.length).fill(200));
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    // The kill did land in the middle of requests (some in flight then may still have been answered).
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(unanswered.length).toBeGreaterThan(0);
    expect(unanswered.length).toBeLessThanOrEqual(inFlightAtKill);

    // Messages the killed worker had claimed and not marked sent: they wait for its lease to expire.
    const claimedByDeadWorker = new Set(
      (await db.select().from(outbox))
        .filter((r) => r.sentAt === null && r.lockedUntil !== null && r.lockedUntil > new Date())
        .map((r) => r.id),
    );

    server = await servers.restart(server);
    const dataDir = server.env.DATA_DIR!;

    // Every acknowledged registration is there, as answered.
    for (const { job, answer } of acknowledged) {
      const reply = answer!.body as { registration: { _id: string; amountDue: number } };
      const [row] = await db.select().from(registrations).where(eq(registrations.id, reply.registration._id));
      expect(row).toMatchObject({
        userId: job.registrant.user.id,
        eventId: event!.id,
        kind: job.kind,
        amountDue: reply.registration.amountDue,
      });
      if (job.kind === 'member') continue;
      // Its payment screenshot is readable through the admin route of the restarted server.
      const image = await call(server.url, `/v1/api/admin/registrations/${reply.registration._id}/payment`, {
        headers: { ...adminHeaders, ...forwardedFor() },
      });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(image.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    // Nothing half-written, whether acknowledged or not; no file left behind.
    expect(await halfWritten(db)).toEqual([]);
    expect(await filesUnder(dataDir)).toEqual([]);

    // The rest of the burst goes through on the restarted server: no lock or partial row blocks it.
    const pending = jobs.filter((job) => !acknowledged.some((o) => o.job === job));
    const registeredIds = new Set((await db.select().from(registrations)).map((r) => r.userId));
    for (const job of pending) {
      const answer = await post(server, job);
      if (registeredIds.has(job.registrant.user.id)) expect(answer.status).toBe(409);
      else expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    // The restarted mail worker sends the outbox, each message once; only the messages the killed worker
    // had claimed wait for their lease to expire (and may then go out a second time: at least once).
    expect(
      await eventually(
        async () =>
          (await db.select().from(outbox)).every((r) => r.sentAt !== null || claimedByDeadWorker.has(r.id)),
        { attempts: 300 },
      ),
    ).toBe(true);
    const messageIds = smtp.messages.map((m) => m.messageId);
    expect(new Set(messageIds).size).toBe(messageIds.length);

    const all = await db.select().from(registrations).where(eq(registrations.eventId, event!.id));
    expect(all).toHaveLength(jobs.length + LEADERS * 2);
    expect(await halfWritten(db)).toEqual([]);
    console.info(
      `crash: ${acknowledged.length} acknowledged, ${unanswered.length} unanswered at the kill ` +
        `(${unanswered.filter((o) => registeredIds.has(o.job.registrant.user.id)).length} of them committed), ` +
        `${pending.length} registered after the restart; ${claimedByDeadWorker.size} emails wait for the dead worker's lease`,
    );
  });
});
