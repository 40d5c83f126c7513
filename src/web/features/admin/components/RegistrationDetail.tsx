import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerRows } from '~/shared/registration-questions';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { errorMessage } from '~/web/lib/api';
import { adminRules } from '~/shared/schemas/admin';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { Loading } from '~/web/components/app/PageFrame';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import {
  type RegistrationDetail as Registration,
  assignPortfolio,
  confirmRegistration,
  declineRegistration,
  nextPendingQuery,
  registrationQuery,
  reopenRegistration,
} from '../api';
import { committeeLabel, committeeName, formatDateTime, statusLabel } from '~/web/components/app/format';
import { ErrorText, PageFrame } from '~/web/components/app/PageFrame';
import { isGroupPaid } from '~/shared/schemas/registration';
import { reviewPath } from '../review';
import { AmountWithLines, GroupPaymentSection } from './GroupPayment';
import { PaymentPanel } from './PaymentPanel';
import { PaymentScreenshot } from './PaymentScreenshot';

const kindLabels: Record<string, string> = {
  individual: 'Individual',
  leader: 'Group leader',
  member: 'Group member',
};

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="adm-detail__row">
      <dt>{term}</dt>
      <dd>{children || <span className="adm-detail__none">Not given</span>}</dd>
    </div>
  );
}

function useActionError() {
  const unauthorized = useUnauthorizedHandler();
  return (error: unknown) => {
    if (!unauthorized(error)) notify('error', errorMessage(error, messages.generic.somethingWentWrong));
  };
}

const hold = adminRules.declineMailHoldMinutes;

/**
 * Confirm and Decline, only while pending. Decline asks first (its email is held, and it can be undone).
 * Opened from the lists, Confirm goes to /allreg as it always has; in the review loop it stays, and the
 * page offers the next pending registration.
 */
function Decision({
  registration,
  review,
  onDecided,
}: {
  registration: Registration;
  review: boolean;
  onDecided: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onError = useActionError();
  const declineDialog = useRef<HTMLDialogElement>(null);
  const overrideDialog = useRef<HTMLDialogElement>(null);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  // Confirm asks for the override's reason when the treasury holds evidence against the payment, or a
  // member's leader's bill is not received; otherwise Confirm itself marks the bill received.
  const info = registration.paymentInfo;
  const member = registration.kind === 'member';
  const notReceived = member
    ? info.leaderState !== null && info.leaderState !== 'received'
    : info.objections.length > 0;
  const confirm = useMutation({
    mutationFn: () => confirmRegistration(registration._id, notReceived ? reason.trim() : undefined),
    onSuccess: async ({ message }) => {
      overrideDialog.current?.close();
      notify('success', message || messages.admin.confirmed);
      if (!review) {
        void queryClient.invalidateQueries({ queryKey: ['admin'] });
        void navigate(paths.allReg);
        return;
      }
      onDecided();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError,
  });
  const decline = useMutation({
    mutationFn: () => declineRegistration(registration._id),
    onSuccess: async ({ message }) => {
      declineDialog.current?.close();
      notify('success', message || messages.admin.declined);
      onDecided();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      declineDialog.current?.close();
      onError(error);
    },
  });
  const busy = confirm.isPending || decline.isPending || confirm.isSuccess || decline.isSuccess;
  // A member's registration is confirmed only once the group is paid for (the leader's registration is in).
  const group = registration.groupPayment;
  const unpaid = group && !isGroupPaid(group.state) ? messages.admin.memberNotPaid[group.state] : null;
  return (
    <section className="panel adm-card adm-action" aria-labelledby="adm-decision-title">
      <h2 id="adm-decision-title" className="adm-card__title">
        Decision
      </h2>
      <p className="adm-card__lead">
        {group
          ? "A group member pays nothing: check the group leader's registration and its payment, then confirm or decline. The delegate is emailed either way."
          : 'Check the payment screenshot, then confirm or decline. The delegate is emailed either way.'}
      </p>
      {unpaid ? (
        <p className="adm-group-pay__blocked" id="adm-confirm-blocked">
          {unpaid}: it cannot be confirmed yet.
        </p>
      ) : null}
      <p className="adm-action__evidence" id="adm-payment-evidence">
        Payment: {paymentEvidence(info, member)}
      </p>
      <div className="adm-action__buttons">
        <button
          type="button"
          className="adm-btn adm-btn--confirm"
          onClick={() => (notReceived ? overrideDialog.current?.showModal() : confirm.mutate())}
          aria-haspopup={notReceived ? 'dialog' : undefined}
          disabled={busy || unpaid !== null}
          aria-describedby={unpaid ? 'adm-confirm-blocked' : 'adm-payment-evidence'}
          aria-busy={confirm.isPending}
        >
          {confirm.isPending ? messages.generic.sending : 'Confirm'}
        </button>
        <button
          type="button"
          className="adm-btn adm-btn--decline"
          onClick={() => declineDialog.current?.showModal()}
          disabled={busy}
          aria-haspopup="dialog"
        >
          Decline
        </button>
      </div>
      <ConfirmDialog
        ref={declineDialog}
        title={messages.admin.declineConfirmTitle}
        confirmLabel="Decline"
        pending={decline.isPending}
        onConfirm={() => decline.mutate()}
      >
        <p>{messages.admin.declineConfirm(registration.name, hold)}</p>
      </ConfirmDialog>
      <ConfirmDialog
        ref={overrideDialog}
        title={member ? 'Confirm without the payment received?' : 'Confirm despite the evidence?'}
        confirmLabel="Confirm anyway"
        pending={confirm.isPending}
        onConfirm={() => {
          if (reason.trim()) confirm.mutate();
          else notify('error', messages.admin.reasonRequired);
        }}
      >
        {member ? (
          <p>{messages.admin.memberPaymentNotReceived}</p>
        ) : (
          <ul>
            {info.objections.map((objection) => (
              <li key={objection}>{objection}</li>
            ))}
          </ul>
        )}
        <label htmlFor={reasonId} className="form-label">
          Reason
        </label>
        <textarea
          id={reasonId}
          className="form-input"
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmDialog>
    </section>
  );
}

/** What the admin confirms, said beside Confirm: where the evidence of the money stands. */
function paymentEvidence(info: Registration['paymentInfo'], member: boolean): string {
  const e = messages.admin.paymentEvidence;
  const state = member ? info.leaderState : info.state;
  const parts: string[] = [];
  if (member) parts.push(e.member);
  if (state === null) parts.push(e.nothingDue);
  else if (state === 'received') parts.push(info.receivedVia === 'statement' ? e.matched : e.markedByHand);
  else if (state === 'submitted') parts.push(e.screenshotOnly);
  else if (state === 'due') parts.push(e.noProof);
  else parts.push(e.refunded);
  if (!member && info.similar.length > 0) parts.push(e.flagged);
  if (!member && info.objections.length > 0) parts.push(e.objections(info.objections.length));
  return parts.join('; ');
}

/** Undo a decline: the registration is pending again (the held email is withdrawn, or a correction is sent). */
function Reopen({ registration }: { registration: Registration }) {
  const queryClient = useQueryClient();
  const onError = useActionError();
  const reopen = useMutation({
    mutationFn: () => reopenRegistration(registration._id),
    onSuccess: async ({ message }) => {
      notify('success', message || messages.admin.reopened);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError,
  });
  return (
    <section className="panel adm-card adm-action" aria-labelledby="adm-reopen-title">
      <h2 id="adm-reopen-title" className="adm-card__title">
        Declined
      </h2>
      <p className="adm-card__lead">{messages.admin.reopenLead(hold)}</p>
      <div className="adm-action__buttons">
        <button
          type="button"
          className="adm-btn adm-btn--outline"
          onClick={() => reopen.mutate()}
          disabled={reopen.isPending || reopen.isSuccess}
          aria-busy={reopen.isPending}
        >
          {reopen.isPending ? messages.generic.sending : messages.admin.reopen}
        </button>
      </div>
    </section>
  );
}

/**
 * The review loop's next stop: the next pending registration of the event and how many are left, or that
 * none is. After a decision here, focus moves to it so a keyboard user goes on with Enter.
 */
function NextPending({
  registration,
  focus,
  decided,
}: {
  registration: Registration;
  focus: boolean;
  decided: boolean;
}) {
  const next = useQuery(nextPendingQuery(registration._id));
  const link = useRef<HTMLAnchorElement>(null);
  const ready = next.data !== undefined;
  useEffect(() => {
    if (focus && ready) link.current?.focus();
  }, [focus, ready]);
  let body: ReactNode;
  if (next.isPending) body = <Loading text={messages.admin.loading} />;
  else if (next.isError)
    body = <ErrorText text={errorMessage(next.error, messages.admin.errorFetchingData)} />;
  else if (next.data.next)
    body = (
      <Link ref={link} to={reviewPath(next.data.next)} className="button button--navy adm-next__link">
        {messages.admin.nextPending(next.data.remaining)}
      </Link>
    );
  else
    body = (
      <>
        <p className="adm-next__done" role="status">
          {messages.admin.noPendingLeft}
        </p>
        <Link ref={link} to={paths.eventRegistrations(registration.eventName)} className="adm-next__back">
          Back to {registration.eventName} Registrations
        </Link>
      </>
    );
  return (
    <section
      className={`panel adm-card adm-next${decided ? ' adm-next--decided' : ''}`}
      aria-labelledby="adm-next-title"
    >
      <h2 id="adm-next-title" className="adm-card__title">
        {decided
          ? next.data && !next.data.next
            ? statusLabel(registration.status)
            : `${statusLabel(registration.status)}: review the next one`
          : 'Review pending'}
      </h2>
      {body}
    </section>
  );
}

/** Assigning a committee and a portfolio, chosen from the event's lists (portfolios already given are disabled). */
function Assignment({ registration }: { registration: Registration }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onError = useActionError();
  const ids = { committee: useId(), portfolio: useId(), error: useId() };
  const [committee, setCommittee] = useState('');
  const [portfolio, setPortfolio] = useState('');
  const [problem, setProblem] = useState('');
  const chosen = registration.committees.find((c) => c.code === committee);
  const taken = new Set(chosen?.takenPortfolios ?? []);
  const assign = useMutation({
    mutationFn: () => assignPortfolio({ eventID: registration._id, committee, portfolio }),
    onSuccess: ({ message }) => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      // Another admin seated the delegate meanwhile: the answer says so and nothing changed here.
      if (message !== messages.admin.assigned) {
        notify('warning', message);
        return;
      }
      notify('success', messages.admin.assignedToast);
      void navigate(paths.allReg);
    },
    onError,
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!committee || !portfolio) {
      setProblem(messages.admin.payloadMissing);
      return;
    }
    setProblem('');
    assign.mutate();
  };
  const busy = assign.isPending || assign.isSuccess;
  return (
    <section className="panel adm-card adm-action" aria-labelledby="adm-assign-title">
      <h2 id="adm-assign-title" className="adm-card__title">
        Assign committee and portfolio
      </h2>
      <p className="adm-card__lead">
        Preferences are listed above. Portfolios already given to another delegate are unavailable.
      </p>
      <form
        className="adm-assign"
        onSubmit={submit}
        noValidate
        aria-describedby={problem ? ids.error : undefined}
      >
        <div className="form-field">
          <label htmlFor={ids.committee} className="form-label">
            Committee
          </label>
          <select
            id={ids.committee}
            className="form-input"
            value={committee}
            required
            onChange={(e) => {
              setCommittee(e.target.value);
              setPortfolio('');
            }}
          >
            <option value="">Choose a committee</option>
            {registration.committees.map((c) => (
              <option key={c.code} value={c.code}>
                {committeeName(c)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={ids.portfolio} className="form-label">
            Portfolio
          </label>
          <select
            id={ids.portfolio}
            className="form-input"
            value={portfolio}
            required
            disabled={!chosen}
            onChange={(e) => setPortfolio(e.target.value)}
          >
            <option value="">{chosen ? 'Choose a portfolio' : 'Choose a committee first'}</option>
            {chosen?.portfolios.map((p) => (
              <option key={p} value={p} disabled={taken.has(p)}>
                {taken.has(p) ? `${p} (assigned)` : p}
              </option>
            ))}
          </select>
        </div>
        {problem ? (
          <p id={ids.error} className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
        <button
          type="submit"
          className="adm-btn adm-btn--confirm adm-assign__submit"
          disabled={busy}
          aria-busy={assign.isPending}
        >
          {assign.isPending ? messages.generic.sending : 'Assign'}
        </button>
      </form>
    </section>
  );
}

function Details({ registration: r }: { registration: Registration }) {
  const assigned = r.assignedCommittee || r.assignedPortfolio;
  return (
    <section className="panel adm-card" aria-labelledby="adm-details-title">
      <div className="adm-detail__head">
        <h2 id="adm-details-title" className="adm-card__title">
          {r.name}
        </h2>
        <span className={`adm-pill adm-pill--${r.status}`}>{statusLabel(r.status)}</span>
      </div>
      <div className="adm-detail">
        <dl className="adm-detail__list">
          <Row term="Email">
            <a href={`mailto:${r.email}`}>{r.email}</a>
          </Row>
          <Row term="Phone">{r.phone}</Row>
          <Row term="Event">{r.eventName}</Row>
          <Row term="Registration type">{kindLabels[r.kind] ?? r.kind}</Row>
          <Row term="College">{r.college}</Row>
          <Row term="Scholar ID">{r.scholarid}</Row>
          <Row term="Year">{r.batch}</Row>
          {/* Institute students are never asked about accommodation. */}
          {r.accomodation === null ? null : <Row term="Accommodation">{r.accomodation}</Row>}
          <Row term="Registered at">{formatDateTime(r.regsiteredat)}</Row>
          <Row term="Confirmed at">{formatDateTime(r.cofirmedRegistrationAt)}</Row>
          <Row term="Amount due">
            {/* A member's own amount is 0: the group's amount is under Group payment. */}
            <AmountWithLines total={r.amountDue} lines={r.kind === 'member' ? null : r.amountLines} />
          </Row>
          <Row term="Previous MUN experience">{r.previousMunExperience}</Row>
          {answerRows(r.answers).map((row) => (
            <Row key={row.key} term={row.label}>
              {row.answer}
            </Row>
          ))}
          <Row term="Committee preference">
            {/* Ranked: in the delegate's order of preference, 1st first. */}
            <ol className="adm-detail__prefs">
              {r.committeePreference.map((c) => (
                <li key={c}>{committeeLabel(r.committees, c)}</li>
              ))}
            </ol>
          </Row>
          <Row term="Portfolio preference">
            {r.portfolioPreference.length > 0 ? (
              <ol className="adm-detail__prefs">
                {r.portfolioPreference.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ol>
            ) : null}
          </Row>
          <Row term="Assigned committee">
            {assigned ? committeeLabel(r.committees, r.assignedCommittee) : 'Not assigned yet'}
          </Row>
          <Row term="Assigned portfolio">{assigned ? r.assignedPortfolio : 'Not assigned yet'}</Row>
        </dl>
        <div className="adm-detail__side">
          <h3 className="adm-detail__subtitle">Payment screenshot</h3>
          {r.payment ? (
            <PaymentScreenshot path={r.payment} name={r.name} />
          ) : (
            <p className="adm-empty">
              {r.kind === 'member'
                ? "None: the group leader's registration pays for the group."
                : 'No payment screenshot.'}
            </p>
          )}
          <PaymentPanel registrationId={r._id} info={r.paymentInfo} amountDue={r.amountDue} />
          {r.groupPayment ? <GroupPaymentSection payment={r.groupPayment} /> : null}
          {r.group ? (
            <>
              <h3 className="adm-detail__subtitle">Group {r.group.grpName}</h3>
              <p className="adm-detail__leader">
                Leader: <a href={`mailto:${r.group.leaderEmail}`}>{r.group.leaderEmail}</a>
              </p>
              {r.group.members.length > 0 ? (
                <ul className="adm-members">
                  {r.group.members.map((member) => (
                    <li key={member.email} className="adm-members__item">
                      <span className="adm-members__email">{member.email}</span>
                      <span
                        className={
                          member.hasAccepted === 'yes'
                            ? 'adm-pill adm-pill--confirmed'
                            : 'adm-pill adm-pill--pending'
                        }
                      >
                        {member.hasAccepted === 'yes'
                          ? messages.registration.memberRegistered
                          : messages.registration.memberNotRegistered}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="adm-empty">No members invited.</p>
              )}
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/**
 * /eventreg/:eventID: every field of the registration, the screenshot, and the actions its state allows.
 * `review` (the address's `?review=1`, from "Review pending" on the event's list): the review loop, where
 * Confirm stays on the page and the next pending registration is offered.
 */
export function RegistrationDetail({ id, review = false }: { id: string; review?: boolean }) {
  const registration = useQuery(registrationQuery(id));
  const [decided, setDecided] = useState(false);
  let body: ReactNode;
  if (registration.isPending)
    body = (
      <div className="panel adm-card">
        <Loading text={messages.admin.loading} />
      </div>
    );
  else if (registration.isError)
    body = (
      <div className="panel adm-card">
        <ErrorText text={errorMessage(registration.error, messages.admin.errorFetchingData)} />
      </div>
    );
  else {
    const r = registration.data;
    const assignable = r.status === 'confirmed' && !r.assignedCommittee && !r.assignedPortfolio;
    // The next stop shows once a decision is made here, and throughout the review loop.
    const showNext = (decided || review) && !(r.status === 'pending' && decided);
    body = (
      <div className="adm-stack">
        {showNext && r.status !== 'pending' ? (
          <NextPending registration={r} focus={decided} decided={decided} />
        ) : null}
        <Details registration={r} />
        {r.status === 'pending' ? (
          <Decision registration={r} review={review} onDecided={() => setDecided(true)} />
        ) : null}
        {r.status === 'declined' ? <Reopen registration={r} /> : null}
        {assignable ? <Assignment registration={r} /> : null}
        {showNext && r.status === 'pending' ? (
          <NextPending registration={r} focus={false} decided={false} />
        ) : null}
      </div>
    );
  }
  const eventName = registration.data?.eventName;
  return (
    <PageFrame
      variant="admin"
      title="Registration"
      lead={registration.data ? `${registration.data.email} · ${registration.data.eventName}` : undefined}
      back={
        eventName
          ? { to: paths.eventRegistrations(eventName), label: `${eventName} Registrations` }
          : { to: paths.allReg, label: 'All registrations' }
      }
    >
      {body}
    </PageFrame>
  );
}
