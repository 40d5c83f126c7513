import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { messages } from '~/shared/messages';
import { allocationMessages } from '~/shared/desk-messages';
import { paths } from '~/shared/paths';
import {
  type AllocationApplyBody,
  type AllocationApplyResponse,
  type AllocationConflict,
  type AllocationPreview,
  type AllocationPreviewBody,
  type AllocationWeights,
  type PreviewPlacement,
  type Seat,
  describeChoice,
  describeExclusion,
} from '~/shared/schemas/allocation';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { Icon } from '~/web/components/app/Icon';
import { ErrorText, Loading, PageFrame } from '~/web/components/app/PageFrame';
import { committeeName } from '~/web/components/app/format';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import {
  applyAllocation,
  conflictsOf,
  downloadAppliedCsv,
  downloadProposedCsv,
  previewAllocation,
} from './api';
import {
  type Fixes,
  type WeightField,
  defaultWeightsForm,
  parseWeights,
  percent,
  previewBody,
  proposedAnnouncement,
  sameWeights,
  seatsToApply,
  sourceOf,
  withLock,
  withOverride,
  withoutConflicts,
  withoutFix,
} from './plan';
import { type PreviewActions, PreviewList } from './PreviewList';
import { Summary } from './Summary';
import { WeightsPanel } from './WeightsPanel';
import './allocation.css';

const m = allocationMessages;
const noFixes: Fixes = new Map();

/** What a 409 said: the server's line, each conflict in words, and what the page did about it. */
interface ConflictNotice {
  /** 'Nothing was applied' (apply), or the locks that could not be kept (preview). */
  title: string;
  error: string;
  items: { key: string; name: string; seat: string; reason: string }[];
  /** The delegates whose lock or override was dropped. */
  dropped: string[];
  /** The allocation was run again around the seats taken. */
  rerun: boolean;
}

/** A polite live region for what happened (the run's shares, the apply), said again even when unchanged. */
function useAnnouncer(): [string, (text: string) => void] {
  const [text, setText] = useState('');
  const announce = (next: string) => {
    setText('');
    requestAnimationFrame(() => setText(next));
  };
  return [text, announce];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * /registrations/:event/allocation: run the allocator, see each delegate's proposed seat and the
 * summary, lock or change seats and run again around them, then apply all of it in one transaction (each
 * delegate emailed). A 409 shows what changed, drops the locks it names and runs again. Proposed and
 * applied CSV.
 */
export function AllocationPage({ eventName }: { eventName: string }) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const ids = {
    intro: useId(),
    summary: useId(),
    delegates: useId(),
    excluded: useId(),
    applied: useId(),
    notice: useId(),
  };
  const weightsRef = useRef<HTMLDetailsElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const appliedRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLHeadingElement>(null);

  const [form, setForm] = useState(defaultWeightsForm);
  const [weightErrors, setWeightErrors] = useState<Partial<Record<WeightField, string>>>({});
  const [fixes, setFixes] = useState<Fixes>(noFixes);
  const [preview, setPreview] = useState<AllocationPreview | null>(null);
  const [runError, setRunError] = useState('');
  const [notice, setNotice] = useState<ConflictNotice | null>(null);
  const [applied, setApplied] = useState<{
    result: AllocationApplyResponse;
    /** The committees' names as the preview gave them. */
    displayNames: ReadonlyMap<string, string>;
  } | null>(null);
  const [downloading, setDownloading] = useState<'proposed' | 'applied' | null>(null);
  const [live, announce] = useAnnouncer();
  /** Bumped when Run finds the weights wrong: the first wrong one then takes the focus. */
  const [weightsRefused, setWeightsRefused] = useState(0);

  const run = useMutation({
    mutationFn: (body: AllocationPreviewBody) => previewAllocation(eventName, body),
  });
  const apply = useMutation({
    mutationFn: (body: AllocationApplyBody) => applyAllocation(eventName, body),
  });
  const busy = run.isPending || apply.isPending;

  const displayNames = new Map((preview?.committees ?? []).map((c) => [c.code, c.displayName]));
  const seatLabel = (seat: Seat) =>
    `${seat.portfolio}, ${committeeName({ code: seat.committee, displayName: displayNames.get(seat.committee) ?? seat.committee })}`;

  /** The conflicts in words, named after the delegates of the preview on display. */
  function conflictNotice(
    title: string,
    error: unknown,
    conflicts: AllocationConflict[],
    dropped: string[],
    rerun: boolean,
  ): ConflictNotice {
    const names = new Map<string, string>();
    for (const p of preview?.placements ?? []) names.set(p.registrationId, p.name);
    for (const p of preview?.excluded ?? []) names.set(p.registrationId, p.name);
    return {
      title,
      error: errorMessage(error, m.applyConflicts),
      items: conflicts.map((c, i) => ({
        key: `${c.registrationId}-${i}`,
        name: names.get(c.registrationId) ?? 'A delegate',
        seat: seatLabel(c),
        reason: m.conflict[c.reason],
      })),
      dropped: dropped.map((id) => names.get(id) ?? 'A delegate'),
      rerun,
    };
  }

  // What happened takes the focus once on the page: the conflicts, or what was applied.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  useEffect(() => {
    if (applied) appliedRef.current?.focus();
  }, [applied]);
  useEffect(() => {
    if (weightsRefused > 0) {
      weightsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [weightsRefused]);

  const failed = (error: unknown) => {
    if (!unauthorized(error)) notify('error', errorMessage(error, messages.generic.somethingWentWrong));
  };

  /** Runs the allocator with these fixes; a 409 drops the fixes it names and runs again without them. */
  function start(nextFixes: Fixes, weights: AllocationWeights) {
    setRunError('');
    run.mutate(previewBody(weights, nextFixes), {
      onSuccess: (data) => {
        setPreview(data);
        setFixes(nextFixes);
        announce(proposedAnnouncement(data.summary));
      },
      onError: (error) => {
        const conflicts = conflictsOf(error);
        if (conflicts) {
          const { fixes: kept, dropped } = withoutConflicts(nextFixes, conflicts);
          setNotice(
            conflictNotice(
              'Some locked seats can no longer be kept',
              error,
              conflicts,
              dropped,
              dropped.length > 0,
            ),
          );
          setFixes(kept);
          if (dropped.length > 0) start(kept, weights);
          return;
        }
        if (!unauthorized(error)) setRunError(errorMessage(error, messages.admin.errorFetchingData));
      },
    });
  }

  const parsedForm = parseWeights(form);

  const runClicked = () => {
    if (!parsedForm.ok) {
      setWeightErrors(parsedForm.errors);
      if (weightsRef.current) weightsRef.current.open = true;
      setWeightsRefused((n) => n + 1);
      return;
    }
    setWeightErrors({});
    setNotice(null);
    setApplied(null);
    start(fixes, parsedForm.weights);
  };

  const actions: PreviewActions = {
    lock: (placement) => setFixes((current) => withLock(current, placement)),
    unfix: (placement: PreviewPlacement) => {
      const next = withoutFix(fixes, placement.registrationId);
      // An override undone: the allocator places the delegate again (the seat was not its proposal).
      if (preview && sourceOf(placement, fixes) === 'override') start(next, preview.weights);
      else setFixes(next);
    },
    override: (placement, seat) => {
      if (preview) start(withOverride(fixes, placement.registrationId, seat), preview.weights);
    },
  };

  const seats = preview ? seatsToApply(preview) : [];
  const confirmApply = () => {
    if (!preview) return;
    apply.mutate(
      { seats, weights: preview.weights },
      {
        onSuccess: (data) => {
          dialogRef.current?.close();
          notify('success', data.message || m.applied);
          setApplied({ result: data, displayNames });
          setPreview(null);
          setFixes(noFixes);
          setNotice(null);
          void queryClient.invalidateQueries({ queryKey: ['admin'] });
          announce(`Allocation applied: ${plural(data.assigned.length, 'seat', 'seats')} assigned`);
        },
        onError: (error) => {
          dialogRef.current?.close();
          const conflicts = conflictsOf(error);
          if (!conflicts) {
            failed(error);
            return;
          }
          const { fixes: kept, dropped } = withoutConflicts(fixes, conflicts);
          setNotice(conflictNotice('Nothing was applied', error, conflicts, dropped, true));
          setFixes(kept);
          start(kept, preview.weights);
        },
      },
    );
  };

  const download = (kind: 'proposed' | 'applied') => {
    setDownloading(kind);
    const work =
      kind === 'proposed' && preview
        ? downloadProposedCsv(eventName, previewBody(preview.weights, fixes))
        : downloadAppliedCsv(eventName);
    work.catch(failed).finally(() => setDownloading(null));
  };

  const appliedCsvButton = (
    <button
      type="button"
      className="button button--ghost-dark alloc-csv"
      onClick={() => download('applied')}
      disabled={downloading !== null}
      aria-busy={downloading === 'applied'}
    >
      <Icon name="download" size={18} strokeWidth={2.2} />
      {downloading === 'applied' ? 'Preparing CSV...' : 'Download applied CSV'}
    </button>
  );

  const weightsChanged =
    preview !== null && parsedForm.ok && !sameWeights(parsedForm.weights, preview.weights);
  const fixedCount = preview
    ? preview.placements.filter((p) => sourceOf(p, fixes) !== 'allocated').length
    : 0;

  let results: ReactNode = null;
  if (run.isPending && !preview) {
    results = (
      <div className="panel adm-card">
        <Loading text="Running the allocation..." />
      </div>
    );
  } else if (runError && !preview) {
    results = (
      <div className="panel adm-card">
        <ErrorText text={runError} />
      </div>
    );
  } else if (preview && preview.placements.length === 0) {
    results = (
      <>
        <section className="panel adm-card alloc-empty" aria-labelledby={ids.delegates}>
          <h2 id={ids.delegates} className="adm-card__title">
            No delegate is waiting for a seat
          </h2>
          <p className="adm-empty">
            Every confirmed registration of {eventName} already has a committee and a portfolio, or none is
            confirmed yet. Confirm registrations on the registrations page, then run the allocation again.
          </p>
        </section>
        <Excluded preview={preview} headingId={ids.excluded} />
      </>
    );
  } else if (preview) {
    results = (
      <>
        {runError ? (
          <div className="panel adm-card">
            <ErrorText text={runError} />
          </div>
        ) : null}
        <Summary summary={preview.summary} displayNames={displayNames} headingId={ids.summary}>
          <div className="alloc-apply">
            <p className="alloc-apply__text">
              {plural(seats.length, 'seat', 'seats')} to assign
              {fixedCount > 0 ? `, ${fixedCount} locked or changed by you` : ''}. Nothing is written until you
              apply.
            </p>
            <div className="adm-action__buttons">
              <button
                type="button"
                className="adm-btn adm-btn--confirm"
                onClick={() => dialogRef.current?.showModal()}
                disabled={busy || seats.length === 0}
              >
                Apply allocation
              </button>
              <button
                type="button"
                className="button button--ghost-dark alloc-csv"
                onClick={() => download('proposed')}
                disabled={busy || downloading !== null}
                aria-busy={downloading === 'proposed'}
              >
                <Icon name="download" size={18} strokeWidth={2.2} />
                {downloading === 'proposed' ? 'Preparing CSV...' : 'Download proposed CSV'}
              </button>
            </div>
          </div>
        </Summary>
        <section className="panel adm-card" aria-labelledby={ids.delegates} aria-busy={run.isPending}>
          <h2 id={ids.delegates} className="adm-card__title">
            Delegates <span className="adm-group__count">({preview.placements.length})</span>
          </h2>
          <p className="adm-card__lead">
            In registration order. Lock a seat to keep it, or change it to any free seat; Run again allocates
            the others around them.
          </p>
          <PreviewList preview={preview} fixes={fixes} busy={busy} actions={actions} />
        </section>
        <Excluded preview={preview} headingId={ids.excluded} />
      </>
    );
  }

  return (
    <PageFrame
      variant="admin"
      title={`${eventName} Allocation`}
      lead="A seat for every confirmed delegate, from their ranked preferences: review it, adjust it, apply it."
      back={{ to: paths.eventRegistrations(eventName), label: `${eventName} Registrations` }}
    >
      <div className="adm-stack alloc-page">
        <section className="panel adm-card" aria-labelledby={ids.intro}>
          <h2 id={ids.intro} className="adm-card__title">
            Propose the seats
          </h2>
          <div className="alloc-intro">
            <p>
              The allocation proposes a committee and portfolio for each confirmed delegate without one,
              matching as many first choices as it can, then their other choices and committees; ties go to
              the earlier registration. Nothing is written until you apply.
            </p>
            <p>
              Applying assigns every proposed seat at once and emails each delegate. If another admin assigns
              one of these seats meanwhile, nothing is applied and the page proposes again.
            </p>
          </div>
          <WeightsPanel
            ref={weightsRef}
            form={form}
            setForm={(next) => {
              setForm(next);
              if (Object.keys(weightErrors).length > 0) {
                const again = parseWeights(next);
                setWeightErrors(again.ok ? {} : again.errors);
              }
            }}
            errors={weightErrors}
            disabled={busy}
          />
          <div className="alloc-run">
            <button
              type="button"
              className="adm-btn adm-btn--confirm alloc-run__button"
              onClick={runClicked}
              disabled={busy}
              aria-busy={run.isPending}
            >
              <Icon name="refresh" size={18} strokeWidth={2.2} round="caps-and-joins" />
              {run.isPending ? 'Running...' : preview ? 'Run again' : 'Run allocation'}
            </button>
            {applied ? null : appliedCsvButton}
          </div>
          {weightsChanged ? (
            <p className="alloc-run__note">The weights changed since this proposal: run again to use them.</p>
          ) : null}
          {preview && fixedCount > 0 ? (
            <p className="alloc-run__note">
              Run again keeps your {plural(fixedCount, 'locked or changed seat', 'locked or changed seats')}.
            </p>
          ) : null}
        </section>

        {notice ? (
          <section className="panel adm-card alloc-notice" aria-labelledby={ids.notice} role="alert">
            <h2 id={ids.notice} className="adm-card__title" tabIndex={-1} ref={noticeRef}>
              {notice.title}
            </h2>
            {/* The server's line says to run it again: said only when the page has not done so. */}
            {notice.rerun ? null : <p className="alloc-notice__text">{notice.error}</p>}
            <ul className="alloc-notice__list">
              {notice.items.map((item) => (
                <li key={item.key}>
                  <strong>{item.name}</strong>, {item.seat}: {item.reason}
                </li>
              ))}
            </ul>
            {notice.dropped.length > 0 ? (
              <p className="alloc-notice__text">Locks removed: {notice.dropped.join(', ')}.</p>
            ) : null}
            {notice.rerun ? (
              <p className="alloc-notice__text">
                The allocation was run again around the seats taken: check the new proposal, then apply.
              </p>
            ) : null}
          </section>
        ) : null}

        {applied ? (
          <Applied
            applied={applied.result}
            displayNames={applied.displayNames}
            headingId={ids.applied}
            headingRef={appliedRef}
            csvButton={appliedCsvButton}
          />
        ) : null}

        {results}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {live}
      </p>
      <ConfirmDialog
        ref={dialogRef}
        title={`Assign ${plural(seats.length, 'seat', 'seats')} and email ${plural(seats.length, 'delegate', 'delegates')}?`}
        confirmLabel="Apply allocation"
        pending={apply.isPending}
        onConfirm={confirmApply}
      >
        <p>
          Every proposed seat is assigned in one go, and each delegate is emailed their committee and
          portfolio. If another admin has assigned one of these seats meanwhile, nothing is applied.
        </p>
      </ConfirmDialog>
    </PageFrame>
  );
}

/** The members left out: their group is not paid for, so they cannot be given a seat yet. */
function Excluded({ preview, headingId }: { preview: AllocationPreview; headingId: string }) {
  if (preview.excluded.length === 0) return null;
  return (
    <section className="panel adm-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="adm-card__title">
        Not allocated <span className="adm-group__count">({preview.excluded.length})</span>
      </h2>
      <p className="adm-card__lead">Group members whose group is not paid for cannot be given a seat yet.</p>
      <ul className="adm-list">
        {preview.excluded.map((p) => (
          <li key={p.registrationId} className="adm-list__item">
            <span className="adm-list__main">
              <span className="adm-list__email">{p.name}</span>
              <span className="adm-list__name">
                {p.email} · {describeExclusion(p.reason)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the last apply assigned, with its shares and the applied CSV. */
function Applied({
  applied,
  displayNames,
  headingId,
  headingRef,
  csvButton,
}: {
  applied: AllocationApplyResponse;
  displayNames: ReadonlyMap<string, string>;
  headingId: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  csvButton: ReactNode;
}) {
  const n = applied.assigned.length;
  const first = applied.assigned.filter((a) => a.choice.kind === 'portfolio' && a.choice.rank === 1).length;
  return (
    <section className="panel adm-card adm-action alloc-applied" aria-labelledby={headingId}>
      <h2 id={headingId} className="adm-card__title" tabIndex={-1} ref={headingRef}>
        Applied: {plural(n, 'seat', 'seats')} assigned
      </h2>
      <p className="adm-card__lead">
        {first} of {n} got their first choice ({percent(n === 0 ? 0 : first / n)}%). Each delegate is being
        emailed their committee and portfolio; the applied CSV lists every seat of the event.
      </p>
      <details className="adm-group">
        <summary className="adm-group__summary">
          <h3 className="adm-group__title">
            Seats assigned <span className="adm-group__count">({n})</span>
          </h3>
        </summary>
        <ul className="adm-list">
          {applied.assigned.map((a) => (
            <li key={a.registrationId} className="adm-list__item">
              <span className="adm-list__main">
                <span className="adm-list__email">{a.name}</span>
                <span className="adm-list__name">
                  {a.seat.portfolio},{' '}
                  {committeeName({
                    code: a.seat.committee,
                    displayName: displayNames.get(a.seat.committee) ?? a.seat.committee,
                  })}{' '}
                  · {describeChoice(a.choice)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </details>
      <div className="alloc-run">{csvButton}</div>
    </section>
  );
}
