import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { messages } from '~/shared/messages';
import { chairMessages } from '~/shared/desk-messages';
import { paths } from '~/shared/paths';
import {
  type AdminChairsResponse,
  type Chair,
  type CommitteeSession,
  chairInviteBodySchema,
  chairRules,
  sessionsBodySchema,
} from '~/shared/schemas/chairs';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { Field } from '~/web/components/app/Field';
import { ErrorText, Loading, PageFrame } from '~/web/components/app/PageFrame';
import { RowsEditor } from '~/web/components/app/RowsEditor';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { AdminAwards } from '~/web/features/awards/AdminAwards';
import { AdminRubric } from '~/web/features/awards/AdminRubric';
import { AdminPapersSection } from '~/web/features/papers/AdminPapersSection';
import { adminChairsQuery, inviteChair, revokeChair, saveSessions } from './api';
import './chairs.css';

const m = chairMessages;

/** /registrations/:event/chairs: invite and remove the committees' chairs; set the committee sessions. */
export function ChairsPage({ eventName }: { eventName: string }) {
  const query = useQuery(adminChairsQuery(eventName));
  return (
    <PageFrame
      variant="admin"
      title={`${eventName} ${m.pageTitle}`}
      lead="Chairs take the roll call of their committee in each session."
      back={{ to: paths.eventRegistrations(eventName), label: `${eventName} Registrations` }}
    >
      {query.isPending ? (
        <Loading text={m.loading} />
      ) : query.isError ? (
        <ErrorText text={errorMessage(query.error, m.error)} />
      ) : (
        <div className="adm-stack">
          <InviteForm eventName={eventName} data={query.data} />
          <ChairList eventName={eventName} chairs={query.data.chairs} />
          <SessionsEditor
            key={JSON.stringify(query.data.sessions)}
            eventName={eventName}
            sessions={query.data.sessions}
          />
          <AdminPapersSection eventName={eventName} />
          <AdminAwards eventName={eventName} />
          <AdminRubric eventName={eventName} />
        </div>
      )}
    </PageFrame>
  );
}

function InviteForm({ eventName, data }: { eventName: string; data: AdminChairsResponse }) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const ids = { title: useId(), committee: useId(), email: useId() };
  const [committee, setCommittee] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ committee?: string; email?: string }>({});
  const send = useMutation({ mutationFn: () => inviteChair(eventName, { committee, email }) });
  const board = data.committees.find((c) => c.code === committee)?.board ?? [];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = chairInviteBodySchema.safeParse({ committee, email });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as 'committee' | 'email'] ??= issue.message;
      setErrors(next);
      document.getElementById(next.committee ? ids.committee : ids.email)?.focus();
      return;
    }
    setErrors({});
    send.mutate(undefined, {
      onSuccess: (res) => {
        notify('success', res.message);
        setEmail('');
        void queryClient.invalidateQueries({ queryKey: ['admin', 'chairs', eventName] });
      },
      onError: (error) => {
        if (!unauthorized(error))
          setErrors({ email: errorMessage(error, messages.generic.somethingWentWrong) });
      },
    });
  };

  return (
    <section className="panel adm-card" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="adm-card__title">
        {m.inviteSection}
      </h2>
      <form className="chairs-form" noValidate onSubmit={submit} aria-labelledby={ids.title}>
        <Field
          id={ids.committee}
          label={m.committee}
          error={errors.committee}
          hint={board.length > 0 ? m.boardHint(board.join(', ')) : undefined}
        >
          {(a11y) => (
            <select
              {...a11y}
              className="form-input"
              value={committee}
              onChange={(e) => {
                setCommittee(e.target.value);
                setErrors((x) => ({ ...x, committee: undefined }));
              }}
            >
              <option value="">{m.chooseCommittee}</option>
              {data.committees.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name} ({c.code})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={ids.email} label={m.email} error={errors.email}>
          {(a11y) => (
            <input
              {...a11y}
              className="form-input"
              type="email"
              autoComplete="off"
              value={email}
              maxLength={chairRules.email}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors((x) => ({ ...x, email: undefined }));
              }}
            />
          )}
        </Field>
        <div>
          <button type="submit" className="button button--navy" disabled={send.isPending}>
            {send.isPending ? m.inviting : m.invite}
          </button>
        </div>
      </form>
    </section>
  );
}

function ChairList({ eventName, chairs }: { eventName: string; chairs: Chair[] }) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [target, setTarget] = useState<Chair | null>(null);
  const revoke = useMutation({ mutationFn: (id: string) => revokeChair(id) });
  const live = chairs.filter((c) => c.state !== 'revoked');
  const confirm = () => {
    if (!target) return;
    revoke.mutate(target.id, {
      onSuccess: (res) => {
        dialogRef.current?.close();
        notify('success', res.message);
        void queryClient.invalidateQueries({ queryKey: ['admin', 'chairs', eventName] });
      },
      onError: (error) => {
        dialogRef.current?.close();
        if (!unauthorized(error)) notify('error', errorMessage(error, messages.generic.somethingWentWrong));
      },
    });
  };
  return (
    <section className="panel adm-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-card__title">
        {m.chairsSection}
      </h2>
      {live.length === 0 ? (
        <p className="adm-empty">{m.noChairs}</p>
      ) : (
        <ul className="chairs-list">
          {live.map((c) => (
            <li key={c.id} className="chairs-list__item">
              <span className="chairs-list__who">
                <strong>{c.committeeName}</strong>
                <span>{c.name ? `${c.name} (${c.email})` : c.email}</span>
                <span className="acc-field__hint">{m.stateLabel[c.state]}</span>
              </span>
              <button
                type="button"
                className="button button--ghost-dark button--small"
                aria-label={`${m.revoke} ${c.email} (${c.committeeName})`}
                onClick={() => {
                  setTarget(c);
                  dialogRef.current?.showModal();
                }}
              >
                {m.revoke}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        ref={dialogRef}
        title={target ? m.revokeTitle(target.email, target.committeeName) : ''}
        confirmLabel={m.revoke}
        pending={revoke.isPending}
        onConfirm={confirm}
      >
        <p>{m.revokeText}</p>
      </ConfirmDialog>
    </section>
  );
}

function SessionsEditor({ eventName, sessions }: { eventName: string; sessions: CommitteeSession[] }) {
  const titleId = useId();
  return (
    <section className="panel adm-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-card__title">
        {m.sessionsSection}
      </h2>
      <RowsEditor
        titleId={titleId}
        initial={sessions.map((s) => ({ key: s.id, ...s }))}
        columns={[
          {
            field: 'name',
            label: (i) => `${m.sessionName} (${i + 1})`,
            input: { maxLength: chairRules.sessionName },
          },
          { field: 'day', label: () => m.sessionDay, input: { type: 'date' } },
          { field: 'startTime', label: () => m.sessionStart, input: { type: 'time' } },
        ]}
        blank={(rows) => ({ name: '', day: rows.at(-1)?.day ?? '', startTime: '' })}
        toItems={(rows) => rows.map(({ key: _key, ...s }) => s)}
        listKey="sessions"
        schema={sessionsBodySchema}
        save={(items) => saveSessions(eventName, items)}
        invalidate={['admin', 'chairs', eventName]}
        labels={{
          empty: m.noSessions,
          remove: (row) => m.removeSession(row.name),
          add: m.addSession,
          save: m.saveSessions,
          saving: m.saving,
        }}
      />
    </section>
  );
}
