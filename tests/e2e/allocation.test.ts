/**
 * The allocation page (/registrations/:event/allocation) end to end, in Chromium against the
 * real server, database and an SMTP capture: the empty state and an unknown event; twelve confirmed
 * delegates with overlapping preferences allocated, one proposed seat locked, one changed by override, run
 * again (both kept), the proposed CSV, the apply (twelve assignment emails, every seat in the database, two
 * delegates' dashboards, the applied CSV); another admin assigning a proposed seat between preview and apply
 * (nothing applied, the conflict shown, the lock dropped, run again), then a locked seat taken before Run
 * again (the lock dropped, run again), then applied; at 375 px the preview as cards that fit the screen, the
 * members left out, the weights checked with the API's messages, and axe at both widths.
 *
 * ALLOC_SHOTS_DIR=/some/dir also saves full-page screenshots of the page there.
 */
import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { messages } from '~/shared/messages';
import { allocationMessages } from '~/shared/desk-messages';
import { registrations } from '../../src/server/modules/registration/table';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { type SeededRegistration, createRegistration, parseCsv } from '../support/admin';
import { request } from '../support/app';
import { SEEDED_EVENT as EVENT_NAME, seededDisplayNames, seededPortfolios } from '../support/seeded-event';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { screenshots, toast, useE2E, visit } from './support/harness';

const m = allocationMessages;
const eventPage = `/registrations/${encodeURIComponent(EVENT_NAME)}`;
const allocationPage = `${eventPage}/allocation`;
const subject = 'your committee and portfolio';

const e2e = useE2E({
  smtp: true,
  contextDefaults: { reducedMotion: 'reduce', acceptDownloads: true },
  failOnProblems: true,
});
const shot = screenshots(process.env.ALLOC_SHOTS_DIR);
let admin: TestUser;
let otherAdminToken: string;

beforeAll(async () => {
  admin = await createUser(e2e.server.db, { role: 'admin', name: 'Asha Admin' });
  otherAdminToken = await sessionFor(
    e2e.server.db,
    await createUser(e2e.server.db, { role: 'admin', name: 'Omar Otheradmin' }),
  );
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

interface Delegate extends SeededRegistration {
  name: string;
}

let clock = Date.UTC(2025, 0, 1);

/** Confirmed registrations of the seeded event without a seat, registered in this order, with these wishes. */
async function seedDelegates(
  prefix: string,
  wishes: { committees: string[]; portfolios: string[] }[],
): Promise<Delegate[]> {
  const delegates: Delegate[] = [];
  for (const [i, wish] of wishes.entries()) {
    clock += 60_000;
    const name = `${prefix} ${String(i + 1).padStart(2, '0')}`;
    const reg = await createRegistration(e2e.server.db, {
      status: 'confirmed',
      registeredAt: new Date(clock),
      userOptions: { name },
    });
    await e2e.server.db
      .update(registrations)
      .set({ committeePreference: wish.committees, portfolioPreference: wish.portfolios })
      .where(eq(registrations.id, reg.id));
    delegates.push({ ...reg, name });
  }
  return delegates;
}

async function seatsOf(ids: string[]) {
  const rows = await e2e.server.db
    .select({
      id: registrations.id,
      committee: registrations.assignedCommittee,
      portfolio: registrations.assignedPortfolio,
    })
    .from(registrations)
    .where(inArray(registrations.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Does `action` and waits for the preview it sends to be answered. */
async function andPreview(page: Page, action: () => Promise<void>): Promise<void> {
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/allocation/preview') && r.request().method() === 'POST'),
    action(),
  ]);
}

/** The row (table) of a delegate, and the portfolio of its seat. */
const rowOf = (page: Page, d: Delegate) => page.locator('tbody tr').filter({ hasText: d.user.email });
const seatIn = (page: Page, d: Delegate) => rowOf(page, d).locator('.alloc-seat__portfolio');

const U = seededPortfolios.UNHRC;
const IB = seededPortfolios.IB;
const IPC = seededPortfolios.IPC;
const MB = seededPortfolios.Mahabharat;

describe('the allocation page', () => {
  it('says so when no delegate is waiting for a seat, or the event does not exist; admins only', async () => {
    const page = await e2e.sharedPage({ as: admin });
    await visit(page, allocationPage);
    await expect(h1(page)).toHaveText(`${EVENT_NAME} Allocation`);
    await andPreview(page, () => button(page, 'Run allocation').click());
    await expect(page.getByRole('heading', { name: 'No delegate is waiting for a seat' })).toBeVisible();
    await expect(button(page, 'Apply allocation')).toHaveCount(0);

    // An event that does not exist: the error line.
    await visit(page, '/registrations/No%20Such%20Event/allocation');
    await andPreview(page, () => button(page, 'Run allocation').click());
    await expect(page.getByRole('alert')).toHaveText(messages.admin.noSuchEvent);

    // Admins only: a client (and a visitor) leaves for /.
    for (const as of [await createUser(e2e.server.db), undefined]) {
      const other = await e2e.page({ as });
      await other.goto(allocationPage);
      await expect(other).toHaveURL(`${e2e.url}/`);
    }
  });

  it('runs, locks, overrides, runs again and applies twelve seats: emails, database, dashboards and CSV', async () => {
    // Twelve delegates wanting the same few UNHRC and IB portfolios, in overlapping orders.
    const delegates = await seedDelegates(
      'Allocation Delegate',
      Array.from({ length: 12 }, (_, i) => ({
        committees: ['UNHRC', 'IB'],
        portfolios: [U[i % 4]!, U[(i + 1) % 4]!, IB[i % 3]!],
      })),
    );
    const [locked, changed] = [delegates[0]!, delegates[5]!];
    const page = await e2e.sharedPage({ as: admin });

    // From the event's registrations page.
    await visit(page, eventPage);
    await shot(page, 'registrations-1280');
    await page.getByRole('link', { name: 'Allocation', exact: true }).click();
    await expect(page).toHaveURL(`${e2e.url}${allocationPage}`);
    await expect(h1(page)).toHaveText(`${EVENT_NAME} Allocation`);
    await expect(page).toHaveTitle(`${EVENT_NAME} Allocation | NITSMUN`);
    // The weights start collapsed.
    expect(await page.locator('details.alloc-weights').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(
      false,
    );

    await andPreview(page, () => button(page, 'Run allocation').click());
    await expect(
      page.getByRole('status').filter({ hasText: /^Allocation proposed: 12 delegates, \d+% first choice$/ }),
    ).toBeAttached();
    await expect(page.locator('tbody tr.alloc-row')).toHaveCount(12);
    await expect(page.locator('.alloc-cards')).toHaveCount(0);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.locator('dt')).toHaveText([
      'First choice',
      'Top 3 choices',
      'Any preference',
      'Unplaced',
      'Seats left',
    ]);
    await expect(summary.getByText(/^\d+ of 12$/).first()).toBeVisible();
    await expect(summary.locator('.adm-bars__row')).toHaveCount(4);
    // The earliest delegate gets their first choice (ties go to the earlier registration).
    await expect(seatIn(page, locked)).toHaveText(U[0]!);
    await expect(rowOf(page, locked)).toContainText('1st portfolio choice');
    await expect(rowOf(page, locked)).toContainText(m.source.allocated);
    await expectNoAxeViolations(page, 'allocation preview at 1280 px');
    // At 1280 px no word of a seat is broken across lines ("Germ-any"): each word draws on one line.
    const brokenWords = await page.locator('.alloc-table td .alloc-seat__portfolio').evaluateAll((spans) =>
      spans.flatMap((span) => {
        const text = span.firstChild;
        if (!text || !text.textContent) return [];
        const out: string[] = [];
        for (const match of text.textContent.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) out.push(match[0]);
        }
        return out;
      }),
    );
    expect(brokenWords).toEqual([]);

    // Lock the first delegate's proposed seat.
    await button(page, `Lock the seat of ${locked.name}`).click();
    await expect(rowOf(page, locked)).toContainText(m.source.locked);
    await expect(button(page, `Unlock the seat of ${locked.name}`)).toBeVisible();

    // Give the sixth a free seat of another committee by override: the page runs again around it.
    await button(page, `Change seat of ${changed.name}`).click();
    const picker = page.getByLabel(`New seat for ${changed.name}`);
    await expect(picker.locator('optgroup')).toHaveCount(4);
    await picker.selectOption({ label: MB[0]! });
    await andPreview(page, () => button(page, 'Use this seat').click());
    await expect(seatIn(page, changed)).toHaveText(MB[0]!);
    await expect(rowOf(page, changed)).toContainText(m.choice.outside);
    await expect(rowOf(page, changed)).toContainText(m.source.override);
    await expect(rowOf(page, locked)).toContainText(m.source.locked);
    await shot(page, 'allocation-preview-1280');

    // Run again: the lock and the override are kept.
    await andPreview(page, () => button(page, 'Run again').click());
    await expect(rowOf(page, locked)).toContainText(m.source.locked);
    await expect(seatIn(page, locked)).toHaveText(U[0]!);
    await expect(rowOf(page, changed)).toContainText(m.source.override);
    await expect(seatIn(page, changed)).toHaveText(MB[0]!);

    // The proposed CSV: every delegate with the seat, the choice and the source.
    const [proposed] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Download proposed CSV').click(),
    ]);
    const proposedRows = parseCsv(readFileSync((await proposed.path())!, 'utf8').slice(1));
    expect(proposedRows[0]).toContain('Source');
    expect(proposedRows.slice(1).filter((r) => r.length > 1)).toHaveLength(12);
    expect(proposedRows.find((r) => r.includes(locked.user.email))).toContain(m.source.locked);
    expect(proposedRows.find((r) => r.includes(changed.user.email))).toContain(m.source.override);

    // Apply, after the confirmation.
    await button(page, 'Apply allocation').click();
    const dialog = page.getByRole('dialog', { name: 'Assign 12 seats and email 12 delegates?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'apply dialog at 1280 px');
    await dialog.getByRole('button', { name: 'Apply allocation' }).click();
    await expect(toast(page, m.applied)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Applied: 12 seats assigned' })).toBeFocused();
    await expect(page.locator('tbody tr')).toHaveCount(0);

    // Every seat is in the database, each once, the lock and the override as chosen.
    const seats = await seatsOf(delegates.map((d) => d.id));
    for (const d of delegates) expect(seats.get(d.id)?.portfolio, d.name).toBeTruthy();
    expect(new Set([...seats.values()].map((s) => `${s.committee}/${s.portfolio}`)).size).toBe(12);
    expect(seats.get(locked.id)).toMatchObject({ committee: 'UNHRC', portfolio: U[0] });
    expect(seats.get(changed.id)).toMatchObject({ committee: 'Mahabharat', portfolio: MB[0] });

    // Twelve assignment emails, one per delegate, naming their portfolio.
    await e2e.server.app.mailer.drain();
    for (const d of delegates) {
      const mail = await e2e.smtp.waitFor(d.user.email, { predicate: (x) => x.subject.includes(subject) });
      expect(mail.text).toContain(seats.get(d.id)!.portfolio!);
      expect(e2e.smtp.to(d.user.email).filter((x) => x.subject.includes(subject))).toHaveLength(1);
    }

    // The applied CSV: every seat held, with each delegate's.
    const [applied] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Download applied CSV').click(),
    ]);
    expect(applied.suggestedFilename()).toMatch(/allocation\.csv$/);
    const appliedRows = parseCsv(readFileSync((await applied.path())!, 'utf8').slice(1));
    const header = appliedRows[0]!;
    const [email, committee, portfolio] = ['Email', 'Committee', 'Portfolio'].map((c) => header.indexOf(c));
    for (const d of delegates) {
      const row = appliedRows.find((r) => r[email!] === d.user.email);
      expect(row && [row[committee!], row[portfolio!]], d.name).toEqual([
        seats.get(d.id)!.committee,
        seats.get(d.id)!.portfolio,
      ]);
    }

    // Every delegate's dashboard data (GET /client/allevents, which the dashboard lists) has the seat.
    for (const d of delegates) {
      const seat = seats.get(d.id)!;
      const res = await fetch(`${e2e.url}/v1/api/client/allevents`, {
        headers: bearer(await sessionFor(e2e.server.db, d.user)),
      });
      const { ypEvents } = (await res.json()) as {
        ypEvents: { assignedCommittee: string | null; assignedPortfolio: string | null }[];
      };
      expect(ypEvents, d.name).toEqual([
        expect.objectContaining({
          assignedCommittee: seededDisplayNames[seat.committee as keyof typeof seededDisplayNames],
          assignedPortfolio: seat.portfolio,
        }),
      ]);
    }
    // Two of them see it on the dashboard page itself.
    for (const d of [locked, changed]) {
      const seat = seats.get(d.id)!;
      const own = await e2e.page({ as: d.user });
      await visit(own, '/dashboard');
      await expect(own.getByRole('region', { name: 'Registered Events' })).toContainText(
        `Committee: ${seededDisplayNames[seat.committee as keyof typeof seededDisplayNames]} · Portfolio: ${seat.portfolio}`,
      );
    }
  });

  it('applies nothing when another admin assigned a proposed seat meanwhile, shows the conflict and runs again', async () => {
    const delegates = await seedDelegates(
      'Conflict Delegate',
      Array.from({ length: 3 }, () => ({ committees: ['IPC'], portfolios: [IPC[0]!, IPC[1]!, IPC[2]!] })),
    );
    const first = delegates[0]!;
    const page = await e2e.sharedPage({ as: admin });
    await visit(page, allocationPage);
    await andPreview(page, () => button(page, 'Run allocation').click());
    await expect(page.locator('tbody tr.alloc-row')).toHaveCount(3);
    await expect(seatIn(page, first)).toHaveText(IPC[0]!);
    await button(page, `Lock the seat of ${first.name}`).click();

    // Another admin gives the seat proposed (and locked) for the first delegate to someone else.
    const other = await createRegistration(e2e.server.db, { status: 'confirmed' });
    const res = await request(e2e.server.app, {
      method: 'PUT',
      url: '/v1/api/admin/assign/portfolios',
      headers: bearer(otherAdminToken),
      json: { eventID: other.id, committee: 'IPC', portfolio: IPC[0] },
    });
    expect(res.statusCode, res.body).toBe(200);

    await button(page, 'Apply allocation').click();
    await andPreview(page, () =>
      page
        .getByRole('dialog', { name: 'Assign 3 seats and email 3 delegates?' })
        .getByRole('button', { name: 'Apply allocation' })
        .click(),
    );
    const notice = page.getByRole('alert').filter({ hasText: 'Nothing was applied' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('heading', { name: 'Nothing was applied' })).toBeFocused();
    await expect(notice).toContainText(`${first.name}, ${IPC[0]}`);
    await expect(notice).toContainText(m.conflict.seatTaken);
    await expect(notice).toContainText(`Locks removed: ${first.name}.`);
    await expect(notice).toContainText('The allocation was run again');
    await shot(page, 'allocation-conflict-1280');

    // Nothing was written; the new proposal leaves the taken seat out and the lock is gone.
    const before = await seatsOf(delegates.map((d) => d.id));
    for (const d of delegates) expect(before.get(d.id)?.portfolio ?? null, d.name).toBeNull();
    await expect(page.locator('tbody tr.alloc-row')).toHaveCount(3);
    await expect(rowOf(page, first)).toContainText(m.source.allocated);
    await expect(page.locator('.alloc-seat__portfolio').filter({ hasText: IPC[0]! })).toHaveCount(0);

    // A lock whose seat is taken before Run again: the run says so, drops the lock and runs again.
    const second = delegates[1]!;
    const secondSeat = (await seatIn(page, second).textContent())!;
    await button(page, `Lock the seat of ${second.name}`).click();
    const another = await createRegistration(e2e.server.db, { status: 'confirmed' });
    const taken = await request(e2e.server.app, {
      method: 'PUT',
      url: '/v1/api/admin/assign/portfolios',
      headers: bearer(otherAdminToken),
      json: { eventID: another.id, committee: 'IPC', portfolio: secondSeat },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    await andPreview(page, () => button(page, 'Run again').click());
    const lockNotice = page.getByRole('alert').filter({ hasText: 'Some locked seats can no longer be kept' });
    await expect(lockNotice).toContainText(`${second.name}, ${secondSeat}`);
    await expect(lockNotice).toContainText(`Locks removed: ${second.name}.`);
    await expect(rowOf(page, second)).toContainText(m.source.allocated);
    await expect(seatIn(page, second)).not.toHaveText(secondSeat);

    await button(page, 'Apply allocation').click();
    await page
      .getByRole('dialog', { name: 'Assign 3 seats and email 3 delegates?' })
      .getByRole('button', { name: 'Apply allocation' })
      .click();
    await expect(page.getByRole('heading', { name: 'Applied: 3 seats assigned' })).toBeVisible();
    const after = await seatsOf(delegates.map((d) => d.id));
    for (const d of delegates) expect(after.get(d.id)?.committee, d.name).toBe('IPC');
    const given = new Set([...after.values()].map((s) => s.portfolio));
    expect(given).not.toContain(IPC[0]);
    expect(given).not.toContain(secondSeat);
  });

  it('at 375 px shows the delegates as cards that fit the screen, checks the weights, and has no axe violations', async () => {
    const delegates = await seedDelegates(
      'Phone Delegate',
      Array.from({ length: 4 }, (_, i) => ({
        committees: ['UNHRC', 'IB'],
        portfolios: [U[10 + (i % 2)]!, IB[5]!],
      })),
    );
    // A member whose group is gone (its leader's account deleted): listed apart, not allocated.
    const [member] = await seedDelegates('Member Delegate', [
      { committees: ['UNHRC'], portfolios: [U[10]!] },
    ]);
    await e2e.server.db
      .update(registrations)
      .set({ kind: 'member', groupId: null })
      .where(eq(registrations.id, member!.id));
    const page = await e2e.sharedPage({ as: admin, viewport: 'mobile' });
    await visit(page, allocationPage);
    await expectNoAxeViolations(page, 'allocation page at 375 px');

    // The weights, checked with the API's schema and messages.
    await page.getByText('Weights', { exact: true }).click();
    await page.getByLabel('Seat outside their preferences').fill('abc');
    await button(page, 'Run allocation').click();
    await expect(page.getByText(m.invalidWeight)).toBeVisible();
    await expect(page.getByLabel('Seat outside their preferences')).toBeFocused();
    await page.getByLabel('Seat outside their preferences').fill('5');
    await expect(page.getByText(m.outsideLast)).toBeVisible();
    await button(page, 'Reset to defaults').click();
    await expect(page.getByLabel('Seat outside their preferences')).toHaveValue('20');
    await expect(page.getByText(m.outsideLast)).toHaveCount(0);
    await expectNoAxeViolations(page, 'allocation weights at 375 px');

    await andPreview(page, () => button(page, 'Run allocation').click());
    await expect(page.locator('.alloc-cards > li')).toHaveCount(4);
    const excluded = page.getByRole('region', { name: 'Not allocated (1)' });
    await expect(excluded).toContainText(member!.name);
    await expect(excluded).toContainText(`Not allocated: ${messages.admin.groupPaymentLabel.leaderDeleted}`);
    await expect(page.locator('table')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: delegates[0]!.name, level: 3 })).toBeVisible();
    await button(page, `Change seat of ${delegates[1]!.name}`).click();
    await expect(page.getByLabel(`New seat for ${delegates[1]!.name}`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page, 'allocation preview at 375 px');
    await shot(page, 'allocation-preview-375');
  });
});
