import { useId, useState, type RefObject } from 'react';
import { paperMessages } from '~/shared/paper-messages';
import {
  type CommitteePaper,
  type PaperDecision,
  paperReviewBodySchema,
  paperRules,
} from '~/shared/schemas/papers';
import { errorMessage } from '~/web/lib/api';
import { OpenPaperButton } from './OpenPaperButton';
import '~/web/components/app/confirm-dialog.css';

const m = paperMessages;

export interface ReviewDialogProps {
  /** Open it with `ref.current?.showModal()`; Escape and Cancel close it. */
  ref: RefObject<HTMLDialogElement | null>;
  /** The paper under review (its latest version). */
  paper: CommitteePaper | null;
  /** Sends the review; answers the server's message. The dialog closes when it succeeds. */
  onSubmit: (body: { decision: PaperDecision; feedback: string }) => Promise<string>;
  onDone: (message: string) => void;
}

/**
 * The chair's review of a paper's latest version: open it, then accept it or ask for changes with written
 * feedback (required for changes, checked by the shared schema before sending; the server's refusal is shown
 * in the dialog).
 */
export function ReviewDialog({ ref, paper, onSubmit, onDone }: ReviewDialogProps) {
  const latest = paper?.latest ?? null;
  return (
    <dialog ref={ref} className="confirm-dialog paper-review" aria-labelledby="paper-review-title">
      {paper && latest ? (
        <ReviewForm
          key={latest.id}
          paper={paper}
          close={() => ref.current?.close()}
          onSubmit={onSubmit}
          onDone={onDone}
        />
      ) : null}
    </dialog>
  );
}

function ReviewForm({
  paper,
  close,
  onSubmit,
  onDone,
}: {
  paper: CommitteePaper;
  close: () => void;
  onSubmit: ReviewDialogProps['onSubmit'];
  onDone: ReviewDialogProps['onDone'];
}) {
  const latest = paper.latest!;
  const ids = { feedback: useId(), decision: useId() };
  const [decision, setDecision] = useState<PaperDecision | ''>(
    latest.review === 'submitted' ? '' : latest.review,
  );
  const [feedback, setFeedback] = useState(latest.feedback ?? '');
  const [errors, setErrors] = useState<{ decision?: string; feedback?: string; form?: string }>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = paperReviewBodySchema.safeParse({ decision: decision || undefined, feedback });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as 'decision' | 'feedback'] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const message = await onSubmit({ decision: parsed.data.decision, feedback: parsed.data.feedback });
      close();
      onDone(message);
    } catch (failure) {
      setErrors({ form: errorMessage(failure, m.error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <h2 id="paper-review-title" className="confirm-dialog__title">
        {m.reviewTitle(paper.portfolio, latest.version)}
      </h2>
      <p className="confirm-dialog__text">
        {paper.name}: {m.statusNames[paper.status]}
      </p>
      <p>
        <OpenPaperButton paperId={latest.id} version={latest.version} />
      </p>
      <fieldset
        className="paper-review__decision"
        aria-describedby={errors.decision ? `${ids.decision}-error` : undefined}
      >
        <legend className="form-label">{m.decisionLabel}</legend>
        {(['accepted', 'changesRequested'] as const).map((d) => (
          <label key={d} className="paper-review__choice">
            <input
              type="radio"
              name="decision"
              value={d}
              checked={decision === d}
              onChange={() => {
                setDecision(d);
                setErrors((e) => ({ ...e, decision: undefined }));
              }}
            />
            {d === 'accepted' ? m.accept : m.requestChanges}
          </label>
        ))}
        {errors.decision ? (
          <p id={`${ids.decision}-error`} className="form-error">
            {errors.decision}
          </p>
        ) : null}
      </fieldset>
      <div className="form-field">
        <label htmlFor={ids.feedback} className="form-label">
          {m.feedbackField}
        </label>
        <textarea
          id={ids.feedback}
          className="form-input"
          rows={5}
          value={feedback}
          maxLength={paperRules.feedback}
          aria-invalid={Boolean(errors.feedback)}
          aria-describedby={`${ids.feedback}-hint${errors.feedback ? ` ${ids.feedback}-error` : ''}`}
          onChange={(e) => {
            setFeedback(e.target.value);
            setErrors((x) => ({ ...x, feedback: undefined }));
          }}
        />
        <p id={`${ids.feedback}-hint`} className="acc-field__hint">
          {m.feedbackHint}
        </p>
        {errors.feedback ? (
          <p id={`${ids.feedback}-error`} className="form-error">
            {errors.feedback}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--ghost-dark" onClick={close} disabled={pending}>
          {m.cancel}
        </button>
        <button type="submit" className="button button--navy" disabled={pending} aria-busy={pending}>
          {pending ? m.sending : m.sendReview}
        </button>
      </div>
    </form>
  );
}
