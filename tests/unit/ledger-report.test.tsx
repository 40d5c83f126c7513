// @vitest-environment jsdom
/**
 * The ledger page's report (src/web/features/admin/ledger/LedgerPage.tsx) as a screen reader meets it: the
 * key figures, the table by kind with its hospitality rows, the chart of money received per day named by its
 * summary with the same figures as a table, the notes on what is left out, and the empty state. And the one
 * rule the ledger's hospitality part rests on: the breakdown's hospitality lines are recognised.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { computeAmountDue, isHospitalityLine } from '~/shared/fees';
import type { LedgerFigures, LedgerResponse } from '~/shared/schemas/ledger';
import { LedgerReport } from '~/web/features/admin/ledger/LedgerPage';

afterEach(cleanup);

const figures = (changes: Partial<LedgerFigures> = {}): LedgerFigures => ({
  bills: 0,
  due: 0,
  received: 0,
  outstanding: 0,
  short: 0,
  over: 0,
  waived: 0,
  submitted: 0,
  refunded: 0,
  net: 0,
  hospitality: { due: 0, received: 0, outstanding: 0 },
  ...changes,
});

const ledger: Omit<LedgerResponse, 'message'> = {
  eventName: 'Winter Session 2031',
  totals: figures({
    bills: 3,
    due: 4845,
    received: 2946,
    outstanding: 1899,
    submitted: 0,
    refunded: 200,
    net: 2746,
    hospitality: { due: 3000, received: 1500, outstanding: 1500 },
  }),
  byKind: [
    {
      kind: 'individual',
      ...figures({
        bills: 2,
        due: 2298,
        received: 399,
        outstanding: 1899,
        refunded: 200,
        net: 199,
        hospitality: { due: 1500, received: 0, outstanding: 1500 },
      }),
    },
    {
      kind: 'group',
      ...figures({
        bills: 1,
        due: 2547,
        received: 2547,
        net: 2547,
        hospitality: { due: 1500, received: 1500, outstanding: 0 },
      }),
    },
  ],
  byDay: [
    { date: '2031-01-02', amount: 399, bills: 1 },
    { date: '2031-01-05', amount: 2547, bills: 1 },
  ],
  receivedUndated: 0,
  withoutBreakdown: 1,
  declinedUnpaid: { bills: 2, amount: 798 },
};

describe('the ledger report', () => {
  it('names its key figures', () => {
    render(<LedgerReport ledger={ledger} />);
    const figure = (term: string) =>
      screen.getAllByRole('term').find((dt) => dt.textContent?.startsWith(term))!.nextElementSibling!
        .textContent;
    expect(figure('Amount due')).toBe('Rs 4,845');
    expect(figure('Received')).toBe('Rs 2,946');
    expect(figure('Outstanding')).toBe('Rs 1,899');
    expect(figure('Refunded')).toBe('Rs 200');
    expect(figure('Held')).toBe('Rs 2,746');
  });

  it('says what the received bills lack, what came beyond the amount due and what was waived, to the paisa', () => {
    render(
      <LedgerReport
        ledger={{
          ...ledger,
          totals: { ...ledger.totals, received: 3047.5, short: 49, over: 0.5, waived: 50, outstanding: 1948 },
        }}
      />,
    );
    const term = (start: string) =>
      screen.getAllByRole('term').find((dt) => dt.textContent?.startsWith(start))!;
    expect(term('Received').textContent).toBe('ReceivedRs 0.50 more than due');
    expect(term('Received').nextElementSibling!.textContent).toBe('Rs 3,047.50');
    expect(term('Outstanding').textContent).toBe('OutstandingRs 49 short of received bills');
    expect(term('Waived').nextElementSibling!.textContent).toBe('Rs 50');
  });

  it('lists each kind with its hospitality part, and the total, in a table named by its heading', () => {
    render(<LedgerReport ledger={ledger} />);
    const table = screen.getByRole('table', { name: 'By kind of bill' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole('rowheader').concat(within(row).queryAllByRole('cell')))
      .map((cells) => cells.map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['Individual', '2', 'Rs 2,298', 'Rs 399', 'Rs 1,899', 'Rs 200'],
      ['Individual: of which hospitality', '–not split', 'Rs 1,500', 'Rs 0', 'Rs 1,500', '–not split'],
      ['Group', '1', 'Rs 2,547', 'Rs 2,547', 'Rs 0', 'Rs 0'],
      ['Group: of which hospitality', '–not split', 'Rs 1,500', 'Rs 1,500', 'Rs 0', '–not split'],
      ['Total', '3', 'Rs 4,845', 'Rs 2,946', 'Rs 1,899', 'Rs 200'],
      ['Total: of which hospitality', '–not split', 'Rs 3,000', 'Rs 1,500', 'Rs 1,500', '–not split'],
    ]);
    // The table scrolls sideways on a phone: a region the keyboard reaches.
    const region = screen.getByRole('region', { name: 'By kind of bill' });
    expect(region.tabIndex).toBe(0);
  });

  it('gives the chart a summary as its name and the same figures as a table', () => {
    render(<LedgerReport ledger={ledger} />);
    const summary = 'Rs 2,946 received over 2 days; the most on 5 Jan 2031, Rs 2,547.';
    expect(screen.getByRole('img', { name: `Money received per day: ${summary}` })).toBeTruthy();
    expect(screen.getByText(summary)).toBeTruthy();
    const data = screen.getByRole('table', { name: 'Money received per day' });
    expect(
      within(data)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayReceived', '2 Jan 2031Rs 399', '5 Jan 2031Rs 2,547']);
  });

  it('says what is left out of the figures', () => {
    render(<LedgerReport ledger={ledger} />);
    expect(screen.getByText(/^2 declined registrations never paid \(Rs 798\): left out/)).toBeTruthy();
    expect(screen.getByText(/^1 bill was made before amounts kept their breakdown/)).toBeTruthy();
  });

  it('says so when nothing is billed yet, and when no money came in', () => {
    const none = {
      ...ledger,
      totals: figures(),
      byKind: [],
      byDay: [],
      declinedUnpaid: { bills: 0, amount: 0 },
    };
    const { unmount } = render(<LedgerReport ledger={none} />);
    expect(screen.getByText(/^No bills yet/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    unmount();
    render(<LedgerReport ledger={{ ...ledger, byDay: [] }} />);
    expect(screen.getByText('No money received yet.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('the hospitality lines of a breakdown', () => {
  const fees = { individual: 100, groupPerMember: 90, hospitality: 500, groupMinPeople: 3 };
  it("are recognised in an individual's and a leader's amount, and nothing else is", () => {
    const individual = computeAmountDue(
      { kind: 'individual', isStudentOfNITS: false, accommodation: true },
      fees,
    );
    const leader = computeAmountDue(
      {
        kind: 'leader',
        isStudentOfNITS: false,
        accommodation: true,
        registeredMembers: 2,
        membersWithHospitality: 1,
      },
      fees,
    );
    const hospitality = (lines: typeof leader.lines) =>
      lines.filter(isHospitalityLine).reduce((sum, line) => sum + line.amount, 0);
    expect(hospitality(individual.lines)).toBe(500);
    expect(hospitality(leader.lines)).toBe(1000);
    expect(leader.lines.filter((line) => !isHospitalityLine(line)).map((line) => line.amount)).toEqual([270]);
  });
});
