/**
 * Position papers (src/server/modules/papers/): a seated delegate uploads PDFs for their committee, each a new
 * version (late after the deadline); every refusal (not a PDF, over 5 MB, password-protected, unreadable,
 * carrying scripts or launch actions, papers closed, no seat in that committee: another committee, unseated,
 * pending, declined) answers its message and stores nothing; the chair of the committee (never another
 * committee's) lists the papers by seat, reads one (a download under a sandboxing CSP, never cached by shared
 * caches; only its author, the committee's chairs, admins and superadmins), asks for changes (the author is
 * mailed the feedback) or accepts the latest version only, closes the committee's papers, and downloads the
 * latest versions as a ZIP named by portfolio; admins set the rules and see each committee's progress.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chairMessages } from '~/shared/desk-messages';
import { paperMessages } from '~/shared/paper-messages';
import { paperRules } from '~/shared/schemas/papers';
import type { AdminPapers, CommitteePapers, MyPaper } from '~/shared/schemas/papers';
import { auditLog } from '../../src/server/modules/audit/table';
import { positionPapers } from '../../src/server/modules/papers/table';
import { registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { createRegistration } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { chairFixture } from '../support/chairs';
import { dataUrl, makeImage } from '../support/images';
import {
  type PaperFixture,
  makeEncryptedPdf,
  makePdf,
  paperFixture,
  paperPaths,
  pdfDataUrl,
} from '../support/papers';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';

const m = paperMessages;
let t: TestApp;
let smtp: SmtpCapture;
let admin: Record<string, string>;
let fx: PaperFixture;
let pdf: Buffer;

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, json?: unknown) =>
  request(t.app, { method, url, headers, ...(json === undefined ? {} : { json }) });
const p = () => paperPaths(fx);
const upload = (headers: Headers, file: string, committee = fx.committee) =>
  call('POST', paperPaths(fx, committee).upload, headers, { file, fileName: 'my paper.pdf' });
const versionsOf = async (registrationId: string) =>
  t.db
    .select({ version: positionPapers.version, late: positionPapers.late })
    .from(positionPapers)
    .where(eq(positionPapers.registrationId, registrationId))
    .orderBy(positionPapers.version);

/** A one-page PDF whose opening runs an action (written inline in the catalog, or as its own object). */
async function pdfOpening(action: Record<string, unknown>, { inline = true, objectStreams = true } = {}) {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Position paper', { x: 72, y: 760, size: 14 });
  const dict = doc.context.obj(action as Parameters<typeof doc.context.obj>[0]);
  doc.catalog.set(PDFName.of('OpenAction'), inline ? dict : doc.context.register(dict));
  return Buffer.from(await doc.save({ useObjectStreams: objectStreams }));
}

/** A delegate of the fixture's event with this registration state and seat, and their headers. */
async function delegate(
  status: 'confirmed' | 'pending' | 'declined',
  committee: string | null,
  portfolio: string | null,
) {
  const reg = await createRegistration(t.db, { eventName: fx.eventName, status });
  await t.db
    .update(registrations)
    .set({ assignedCommittee: committee, assignedPortfolio: portfolio })
    .where(eq(registrations.id, reg.id));
  return { id: reg.id, headers: bearer(await sessionFor(t.db, reg.user)) };
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ site: false, env: { SMTP_URL: smtp.url } });
  admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
  pdf = await makePdf();
});
beforeEach(async () => {
  fx = await paperFixture(t.db);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('uploading', () => {
  it('keeps each upload as the next version, late after the deadline, and the dashboard lists them', async () => {
    const second = await upload(fx.delegate, pdfDataUrl(pdf));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().message).toBe(m.uploaded(2));
    expect(second.json<{ paper: MyPaper }>().paper).toMatchObject({
      eventName: fx.eventName,
      committee: 'CA',
      portfolio: 'Alpha',
      status: 'submitted',
      rules: { deadline: null, required: false, closed: false },
    });

    const past = new Date(Date.now() - 60_000).toISOString();
    const rules = await call('PUT', p().rules, admin, { required: true, deadline: past, committees: [] });
    expect(rules.statusCode, rules.body).toBe(200);
    const third = await upload(fx.delegate, pdfDataUrl(pdf));
    expect(third.json<{ paper: MyPaper }>().paper.status).toBe('late');
    expect(await versionsOf(fx.registrationId)).toEqual([
      { version: 1, late: false },
      { version: 2, late: false },
      { version: 3, late: true },
    ]);

    const mine = await call('GET', p().mine, fx.delegate);
    const [paper] = mine.json<{ papers: MyPaper[] }>().papers;
    expect(paper!.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(paper!.rules).toEqual({ deadline: past, required: true, closed: false });
    expect(mine.body).not.toContain('base64');
  });

  it('a committee’s own deadline wins over the one for all', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    await call('PUT', p().rules, admin, {
      required: false,
      deadline: past,
      committees: [{ committee: 'CA', deadline: future }],
    });
    const res = await upload(fx.delegate, pdfDataUrl(pdf));
    expect(res.json<{ paper: MyPaper }>().paper).toMatchObject({
      status: 'submitted',
      rules: { deadline: future },
    });
  });

  it('two uploads at once get two numbers', async () => {
    const [a, b] = await Promise.all([
      upload(fx.delegate, pdfDataUrl(pdf)),
      upload(fx.delegate, pdfDataUrl(pdf)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await versionsOf(fx.registrationId)).map((v) => v.version)).toEqual([1, 2, 3]);
  });
});

describe('every refusal says why and stores nothing', () => {
  const refused = async (
    headers: Headers,
    file: string,
    status: number,
    error: string,
    committee = fx.committee,
  ) => {
    const before = await t.db.select({ id: positionPapers.id }).from(positionPapers);
    const res = await upload(headers, file, committee);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ error });
    expect(await t.db.select({ id: positionPapers.id }).from(positionPapers)).toHaveLength(before.length);
  };

  it('refuses what is not a PDF by its bytes, whatever its declared type', async () => {
    await refused(fx.delegate, pdfDataUrl(await makeImage('png')), 400, m.notPdf);
    await refused(fx.delegate, dataUrl('image/png', await makeImage('png')), 400, m.notPdf);
    await refused(
      fx.delegate,
      pdfDataUrl(Buffer.from('<html><script>alert(1)</script></html>')),
      400,
      m.notPdf,
    );
    await refused(fx.delegate, 'data:application/pdf;base64,%%%', 400, m.notPdf);
    await refused(
      fx.delegate,
      pdfDataUrl(Buffer.from('%PDF-1.7\nnot really a pdf at all')),
      400,
      m.unreadable,
    );
  });

  it('refuses a PDF over 5 MB', async () => {
    const big = await makePdf({ bytes: paperRules.maxBytes + 1024 });
    expect(big.length).toBeGreaterThan(paperRules.maxBytes);
    await refused(fx.delegate, pdfDataUrl(big), 400, m.tooLarge);
    const justUnder = await makePdf({ bytes: paperRules.maxBytes - 4096 });
    expect((await upload(fx.delegate, pdfDataUrl(justUnder))).statusCode).toBe(200);
  });

  it('refuses a password-protected PDF', async () => {
    await refused(fx.delegate, pdfDataUrl(await makeEncryptedPdf()), 400, m.encrypted);
  });

  it('refuses a PDF with a script or an action that launches a file, and still takes a plain one', async () => {
    const script = await pdfOpening({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    // Saved in a compressed object stream: only the parsed objects show the script, not the raw bytes.
    expect(script.toString('latin1')).not.toContain('/JavaScript');
    await refused(fx.delegate, pdfDataUrl(script), 400, m.activeContent);
    const launch = await pdfOpening(
      { Type: 'Action', S: 'Launch', F: PDFString.of('calc.exe') },
      { inline: false },
    );
    await refused(fx.delegate, pdfDataUrl(launch), 400, m.activeContent);
    // Names written with #xx escapes (in lower case, which pdf-lib leaves undecoded) are still seen.
    const plainText = await pdfOpening(
      { S: 'JavaScript', JS: PDFString.of('app.alert(1)') },
      { objectStreams: false },
    );
    const escaped = plainText
      .toString('latin1')
      .replace('/S /JavaScript', '/S /#4aava#53cript')
      .replace('/JS (', '/#4a#53 (');
    expect(escaped).not.toMatch(/\/JavaScript|\/JS /);
    await refused(fx.delegate, pdfDataUrl(Buffer.from(escaped, 'latin1')), 400, m.activeContent);
    expect((await upload(fx.delegate, pdfDataUrl(pdf))).statusCode).toBe(200);
  });

  it('refuses uploads once the committee’s papers are closed, and takes them again when opened', async () => {
    const closed = await call('PUT', p().closed, fx.chair, { closed: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({
      message: m.closedNow,
      rules: { deadline: null, required: false, closed: true },
    });
    await refused(fx.delegate, pdfDataUrl(pdf), 409, m.closed);
    const opened = await call('PUT', p().closed, admin, { closed: false });
    expect(opened.json().rules.closed).toBe(false);
    expect((await upload(fx.delegate, pdfDataUrl(pdf))).statusCode).toBe(200);
  });

  it('refuses a delegate of another committee, an unseated, a pending and a declined registration', async () => {
    const elsewhere = await delegate('confirmed', 'CB', 'Alpha');
    await refused(elsewhere.headers, pdfDataUrl(pdf), 409, m.notSeated, 'CA');
    expect((await upload(elsewhere.headers, pdfDataUrl(pdf), 'CB')).statusCode).toBe(200);
    const unseated = await delegate('confirmed', null, null);
    await refused(unseated.headers, pdfDataUrl(pdf), 409, m.notSeated);
    const pending = await delegate('pending', 'CA', 'Beta');
    await refused(pending.headers, pdfDataUrl(pdf), 409, m.notSeated);
    const declined = await delegate('declined', 'CA', 'Gamma');
    await refused(declined.headers, pdfDataUrl(pdf), 409, m.notSeated);
    const stranger = bearer(await sessionFor(t.db, await createUser(t.db)));
    await refused(stranger, pdfDataUrl(pdf), 409, m.notSeated);
    await refused(fx.delegate, pdfDataUrl(pdf), 404, chairMessages.noSuchCommittee, 'ZZ');
  });
});

describe('reading a paper', () => {
  it('serves the PDF as a sandboxed download, uncached by shared caches, to its author, the committee’s chair and admins', async () => {
    // A superadmin holds every admin power (docs/decisions/0075-superadmin-holds-the-admin-role.md).
    const superadmin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'superadmin' })));
    for (const headers of [fx.delegate, fx.chair, admin, superadmin]) {
      const res = await call('GET', p().read(fx.paperId), headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="v1-Alpha\.pdf"/);
      expect(String(res.headers['content-security-policy']).split(/;\s*/)).toContain('sandbox');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('refuses another committee’s chair, another delegate and a client', async () => {
    const otherDelegate = await delegate('confirmed', 'CA', 'Beta');
    for (const headers of [
      fx.otherChair,
      otherDelegate.headers,
      bearer(await sessionFor(t.db, await createUser(t.db))),
    ]) {
      const res = await call('GET', p().read(fx.paperId), headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: m.notReader });
    }
    expect((await call('GET', p().read(randomUUID()), admin)).statusCode).toBe(404);
    expect((await call('GET', p().read('not-an-id'), admin)).json()).toEqual({ error: m.noSuchPaper });
  });
});

describe('the chair’s review', () => {
  it('asks for changes (mailed with the feedback), then accepts version 2; an older version cannot be reviewed', async () => {
    const list = await call('GET', p().list, fx.chair);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<CommitteePapers>();
    expect(body.papers).toHaveLength(1);
    expect(body.papers[0]).toMatchObject({ portfolio: 'Alpha', status: 'submitted', versions: 1 });
    expect(list.body).not.toMatch(/@example\.com/);

    const noFeedback = await call('POST', p().review(fx.paperId), fx.chair, { decision: 'changesRequested' });
    expect(noFeedback.statusCode).toBe(400);
    expect(noFeedback.json()).toEqual({ error: m.feedbackRequired });

    const feedback = 'Cite the resolutions your country voted for.';
    const changes = await call('POST', p().review(fx.paperId), fx.chair, {
      decision: 'changesRequested',
      feedback,
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json()).toMatchObject({
      message: m.reviewed.changesRequested,
      paper: { status: 'changesRequested', latest: { feedback } },
    });
    const [registration] = await t.db
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(eq(registrations.id, fx.registrationId));
    await t.app.mailer.drain();
    const mails = smtp.messages.filter((x) => x.text.includes(feedback));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('changes requested');
    expect(registration).toBeDefined();

    const v2 = await upload(fx.delegate, pdfDataUrl(pdf));
    expect(v2.json<{ paper: MyPaper }>().paper.status).toBe('submitted');
    const stale = await call('POST', p().review(fx.paperId), fx.chair, { decision: 'accepted' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: m.notLatest });

    const latestId = v2.json<{ paper: MyPaper }>().paper.versions[0]!.id;
    const accepted = await call('POST', p().review(latestId), fx.chair, { decision: 'accepted' });
    expect(accepted.json()).toMatchObject({
      message: m.reviewed.accepted,
      paper: { status: 'accepted', versions: 2 },
    });
    const mine = await call('GET', p().mine, fx.delegate);
    expect(mine.json<{ papers: MyPaper[] }>().papers[0]!.status).toBe('accepted');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'paper.review'), eq(auditLog.targetId, fx.registrationId)));
    expect(audit).toHaveLength(2);
  });

  it('is closed to another committee’s chair, to delegates and to clients; a paper of another committee is not found', async () => {
    const otherDelegate = await delegate('confirmed', 'CB', 'Alpha');
    for (const headers of [fx.otherChair, fx.delegate, otherDelegate.headers]) {
      for (const [method, url, json] of [
        ['GET', p().list, undefined],
        ['GET', p().zip, undefined],
        ['PUT', p().closed, { closed: true }],
        ['POST', p().review(fx.paperId), { decision: 'accepted' }],
      ] as const) {
        const res = await call(method, url, headers, json);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ error: chairMessages.notChair });
      }
    }
    const [row] = await t.db.select().from(positionPapers).where(eq(positionPapers.id, fx.paperId));
    expect(row!.review).toBe('submitted');
    // The other committee's chair, in their own room, cannot reach this committee's paper.
    const res = await call('POST', paperPaths(fx, 'CB').review(fx.paperId), fx.otherChair, {
      decision: 'accepted',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: m.noSuchPaper });
  });
});

describe('the ZIP and the progress', () => {
  it('streams the latest version of each seated delegate’s paper, named by portfolio', async () => {
    const beta = await delegate('confirmed', 'CA', 'Beta/Gamma');
    const betaPdf = await makePdf({ text: 'Beta paper' });
    await upload(beta.headers, pdfDataUrl(pdf));
    await upload(beta.headers, pdfDataUrl(betaPdf));
    await delegate('confirmed', 'CA', 'Delta');
    const res = await call('GET', p().zip, fx.chair);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; /);
    expect(String(res.headers['content-disposition'])).toContain(`${fx.eventName}-CA-papers.zip`);
    expect(String(res.headers['content-security-policy']).split(/;\s*/)).toContain('sandbox');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['Alpha.pdf', 'Beta_Gamma.pdf']);
    expect(Buffer.from(files['Beta_Gamma.pdf']!).equals(betaPdf)).toBe(true);
  });

  it('counts submitted, accepted and missing papers per committee for admins', async () => {
    await delegate('confirmed', 'CA', 'Beta');
    await call('POST', p().review(fx.paperId), admin, { decision: 'accepted' });
    const elsewhere = await delegate('confirmed', 'CB', 'Alpha');
    await upload(elsewhere.headers, pdfDataUrl(pdf), 'CB');
    await call('PUT', paperPaths(fx, 'CB').closed, fx.otherChair, { closed: true });
    const res = await call('GET', p().admin, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminPapers>().committees).toEqual([
      {
        committee: 'CA',
        committeeName: 'Council CA',
        deadline: null,
        closed: false,
        seated: 2,
        submitted: 1,
        accepted: 1,
        missing: 1,
      },
      {
        committee: 'CB',
        committeeName: 'Council CB',
        deadline: null,
        closed: true,
        seated: 1,
        submitted: 1,
        accepted: 0,
        missing: 0,
      },
    ]);
    const client = await call('GET', p().admin, fx.chair);
    expect(client.statusCode).toBe(403);
  });

  it('refuses rules naming a committee the event does not have, or a deadline that is not a time', async () => {
    const unknown = await call('PUT', p().rules, admin, {
      required: true,
      deadline: null,
      committees: [{ committee: 'ZZ', deadline: null }],
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call('PUT', p().rules, admin, { required: true, deadline: 'tomorrow', committees: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: m.invalidDeadline });
    const fresh = await chairFixture(t.db);
    const empty = await call('GET', paperPaths(fresh).admin, admin);
    expect(empty.json<AdminPapers>()).toMatchObject({ required: false, deadline: null });
  });
});
