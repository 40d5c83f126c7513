// @vitest-environment jsdom
/**
 * The statement page's steps (src/web/features/statements/StatementPage.tsx): the columns step preselects
 * the proposed mapping and refuses one column chosen twice before any call; the preview counts each outcome,
 * filters the lines by it, and offers Apply only when a line is matched; a line whose amount differs, or
 * that fits two bills, is settled by hand in a dialog that asks for the bill and, when the amounts differ,
 * a note (src/web/features/statements/SettleDialog.tsx).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { statementMessages } from '~/shared/statement-messages';
import type { StatementPreview, StatementUpload } from '~/shared/schemas/statements';
import { SettleDialog } from '~/web/features/statements/SettleDialog';
import { MappingStep, PreviewStep } from '~/web/features/statements/StatementPage';
import { installDialogMethods } from '../support/dialog';

beforeAll(installDialogMethods);
afterEach(cleanup);
const m = statementMessages;

const upload: StatementUpload = {
  id: 'a'.repeat(64),
  fileName: 'hdfc.csv',
  kind: 'csv',
  headerLine: 2,
  lineCount: 3,
  columns: ['Date', 'Narration', 'Deposit Amt.', 'Withdrawal Amt.'].map((header, index) => ({
    index,
    header,
    samples: [],
  })),
  mapping: { date: 0, narration: 1, credit: 2, debit: 3, reference: null, valueDate: null, marker: null },
  remembered: true,
};

describe('the columns step', () => {
  it('preselects the remembered mapping and sends it', async () => {
    const onMatch = vi.fn();
    render(<MappingStep upload={upload} pending={false} onMatch={onMatch} />);
    expect(screen.getByText(m.remembered, { exact: false })).toBeTruthy();
    expect((screen.getByLabelText(m.columnLabels.credit) as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText(m.columnLabels.reference) as HTMLSelectElement).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: m.match }));
    expect(onMatch).toHaveBeenCalledWith(upload.mapping);
  });

  it('refuses one column for two values, with the message, before any call', async () => {
    const onMatch = vi.fn();
    render(<MappingStep upload={upload} pending={false} onMatch={onMatch} />);
    await userEvent.selectOptions(screen.getByLabelText(m.columnLabels.narration), '0');
    await userEvent.click(screen.getByRole('button', { name: m.match }));
    expect(screen.getByRole('alert').textContent).toBe(m.badMapping);
    expect(onMatch).not.toHaveBeenCalled();
  });
});

const bill = {
  registrationId: 'r1',
  name: 'Asha Das',
  email: 'a@example.com',
  reference: 'AC26-7Q3K',
  amountDue: 399,
  state: 'submitted' as const,
};
const preview: StatementPreview = {
  message: m.previewed,
  counts: {
    matched: 1,
    topUp: 0,
    amountDiffers: 0,
    ambiguous: 0,
    duplicate: 0,
    alreadyReceived: 0,
    unmatched: 1,
    skipped: 0,
  },
  lines: [
    {
      line: 3,
      date: '2026-11-02',
      amountPaise: 39_900,
      text: 'UPI/AC26-7Q3K',
      outcome: 'matched',
      via: 'reference',
      bill,
      candidates: 1,
      choices: [],
      settledNote: null,
    },
    {
      line: 4,
      date: '2026-11-03',
      amountPaise: 50_000,
      text: 'IMPS/RENT',
      outcome: 'unmatched',
      via: null,
      bill: null,
      candidates: 0,
      choices: [],
      settledNote: null,
    },
  ],
  withoutMoney: [],
};

describe('the preview', () => {
  it('counts and filters the lines by outcome; Apply names the matched count', async () => {
    render(<PreviewStep preview={preview} applying={false} onApply={() => undefined} />);
    const table = () => within(screen.getByRole('table'));
    expect(table().getAllByRole('row')).toHaveLength(3);
    expect(table().getByRole('link', { name: 'Asha Das' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `${m.outcomes.unmatched} 1` }));
    expect(
      screen.getByRole('button', { name: `${m.outcomes.unmatched} 1` }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(table().getAllByRole('row')).toHaveLength(2);
    expect(table().getByText('IMPS/RENT')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `${m.outcomes.duplicate} 0` }));
    expect(screen.getByText(m.noLines)).toBeTruthy();
    expect((screen.getByRole('button', { name: m.apply(1) }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('without a matched line, Apply is disabled and says why', () => {
    const none = { ...preview, counts: { ...preview.counts, matched: 0 }, lines: preview.lines.slice(1) };
    render(<PreviewStep preview={none} applying={false} onApply={() => undefined} />);
    expect((screen.getByRole('button', { name: m.apply(0) }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(m.nothingToApply)).toBeTruthy();
  });
});

const twin = { ...bill, registrationId: 'r2', name: 'Bina Roy', reference: 'AC26-8R4M', amountDue: 749 };
const short: StatementPreview['lines'][number] = {
  line: 5,
  date: '2026-11-04',
  amountPaise: 34_900,
  text: 'UPI/AC26-7Q3K/SHORT',
  outcome: 'amountDiffers',
  via: 'reference',
  bill,
  candidates: 1,
  choices: [bill],
  settledNote: null,
};
const cash: StatementPreview['lines'][number] = {
  line: 6,
  date: '2026-11-05',
  amountPaise: 74_900,
  text: 'CASH DEPOSIT',
  outcome: 'ambiguous',
  via: 'amountDate',
  bill: { ...twin, registrationId: 'r3', name: 'Chetan Das' },
  candidates: 2,
  choices: [{ ...twin, registrationId: 'r3', name: 'Chetan Das' }, twin],
  settledNote: null,
};

describe('settling a line by hand', () => {
  function open(line: typeof short) {
    const ref = createRef<HTMLDialogElement>();
    const onSettle = vi.fn();
    render(<SettleDialog ref={ref} line={line} pending={false} onSettle={onSettle} />);
    ref.current!.showModal();
    return { onSettle, dialog: within(ref.current!) };
  }

  it('an amount that differs: the bill preselected, and no settling without a note', async () => {
    const { onSettle, dialog } = open(short);
    expect((dialog.getByRole('radio', { name: /Asha Das/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(dialog.getByRole('button', { name: m.settleConfirm }));
    expect(dialog.getByRole('alert').textContent).toBe(m.settleNoteRequired);
    expect(onSettle).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/^Note/), '  Group rate agreed by mail ');
    await userEvent.click(dialog.getByRole('button', { name: m.settleConfirm }));
    expect(onSettle).toHaveBeenCalledWith({ registrationId: 'r1', note: 'Group rate agreed by mail' });
  });

  it('an ambiguous line: the bill must be chosen; the same amount needs no note', async () => {
    const { onSettle, dialog } = open(cash);
    expect(dialog.getAllByRole('radio').map((r) => (r as HTMLInputElement).checked)).toEqual([false, false]);
    await userEvent.click(dialog.getByRole('button', { name: m.settleConfirm }));
    expect(dialog.getByRole('alert').textContent).toBe(m.chooseBill);
    await userEvent.click(dialog.getByRole('radio', { name: /Bina Roy/ }));
    await userEvent.click(dialog.getByRole('button', { name: m.settleConfirm }));
    expect(onSettle).toHaveBeenCalledWith({ registrationId: 'r2', note: '' });
  });

  it('the preview offers it on those lines only, and closes the dialog once settled', async () => {
    const onSettle = vi.fn(() => Promise.resolve());
    const lines = { ...preview, lines: [...preview.lines, short, cash] };
    render(<PreviewStep preview={lines} applying={false} onApply={() => undefined} onSettle={onSettle} />);
    const buttons = screen.getAllByRole('button', { name: new RegExp(`^${m.settle}`) });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      `${m.settle}: line 5`,
      `${m.settle}: line 6`,
    ]);
    await userEvent.click(buttons[0]!);
    const dialog = screen.getByRole('dialog', { name: m.settleTitle(5) }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Agreed');
    await userEvent.click(within(dialog).getByRole('button', { name: m.settleConfirm }));
    expect(onSettle).toHaveBeenCalledWith(short, { registrationId: 'r1', note: 'Agreed' });
    expect(screen.queryByRole('dialog', { name: m.settleTitle(5) })).toBeNull();
  });
});
