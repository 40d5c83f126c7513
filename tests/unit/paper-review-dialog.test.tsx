// @vitest-environment jsdom
/**
 * The chair's review dialog (src/web/features/papers/ReviewDialog.tsx): a decision is required, feedback is
 * required to ask for changes (the shared schema's messages, nothing sent); accepting sends the decision;
 * asking for changes sends the feedback; the dialog closes and reports the server's message on success, and
 * stays open with the server's refusal otherwise.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paperMessages } from '~/shared/paper-messages';
import type { CommitteePaper, PaperDecision } from '~/shared/schemas/papers';
import { ReviewDialog } from '~/web/features/papers/ReviewDialog';
import { ApiError } from '~/web/lib/api';
import { installDialogMethods } from '../support/dialog';

beforeAll(installDialogMethods);
afterEach(cleanup);
const m = paperMessages;

const paper: CommitteePaper = {
  registrationId: 'r1',
  name: 'Asha Das',
  portfolio: 'Alpha',
  status: 'submitted',
  versions: 2,
  latest: {
    id: 'p2',
    version: 2,
    fileName: 'paper.pdf',
    sizeBytes: 1000,
    uploadedAt: '2026-11-20T10:00:00.000Z',
    late: false,
    review: 'submitted',
    feedback: null,
    reviewedAt: null,
  },
};

function Harness({
  onSubmit,
  done,
}: {
  onSubmit: (body: { decision: PaperDecision; feedback: string }) => Promise<string>;
  done: string[];
}) {
  const ref = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" onClick={() => ref.current?.showModal()}>
        Review Alpha
      </button>
      <ReviewDialog ref={ref} paper={paper} onSubmit={onSubmit} onDone={(message) => done.push(message)} />
    </>
  );
}

function setup(answer: () => Promise<string>) {
  const sent: { decision: PaperDecision; feedback: string }[] = [];
  const done: string[] = [];
  const user = userEvent.setup();
  render(
    <Harness
      done={done}
      onSubmit={(body) => {
        sent.push(body);
        return answer();
      }}
    />,
  );
  return { user, sent, done, dialog: () => document.querySelector('dialog')! };
}

describe('the review dialog', () => {
  it('names the paper and version, and requires a decision and, for changes, feedback', async () => {
    const { user, sent, dialog } = setup(async () => 'ok');
    await user.click(screen.getByRole('button', { name: 'Review Alpha' }));
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('heading', { name: m.reviewTitle('Alpha', 2) })).toBeTruthy();
    expect(screen.getByRole('button', { name: m.open(2) })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: m.sendReview }));
    expect(screen.getByText(m.invalidDecision)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: m.requestChanges }));
    await user.click(screen.getByRole('button', { name: m.sendReview }));
    expect(screen.getByText(m.feedbackRequired)).toBeTruthy();
    expect(screen.getByLabelText(m.feedbackField).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('asks for changes with the feedback, then closes and reports the server’s message', async () => {
    const { user, sent, done, dialog } = setup(async () => m.reviewed.changesRequested);
    await user.click(screen.getByRole('button', { name: 'Review Alpha' }));
    await user.click(screen.getByRole('radio', { name: m.requestChanges }));
    await user.type(screen.getByLabelText(m.feedbackField), 'Cite your sources.');
    await user.click(screen.getByRole('button', { name: m.sendReview }));
    await waitFor(() => expect(done).toEqual([m.reviewed.changesRequested]));
    expect(sent).toEqual([{ decision: 'changesRequested', feedback: 'Cite your sources.' }]);
    expect(dialog().open).toBe(false);
  });

  it('accepts without feedback; a refusal stays in the dialog', async () => {
    const { user, sent, done, dialog } = setup(async () => {
      throw new ApiError(m.notLatest, 409);
    });
    await user.click(screen.getByRole('button', { name: 'Review Alpha' }));
    await user.click(screen.getByRole('radio', { name: m.accept }));
    await user.click(screen.getByRole('button', { name: m.sendReview }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.notLatest);
    expect(sent).toEqual([{ decision: 'accepted', feedback: '' }]);
    expect(done).toEqual([]);
    expect(dialog().open).toBe(true);
  });
});
