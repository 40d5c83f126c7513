import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { messages } from '~/shared/messages';
import { announcementMessages } from '~/shared/desk-messages';
import type { AdminCommitteeRef } from '~/shared/schemas/admin';
import {
  type AnnouncementPreview,
  type Audience,
  type AudienceType,
  announcementRules,
  announcementSendBodySchema,
  audienceSchema,
} from '~/shared/schemas/announcements';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { Field } from '~/web/components/app/Field';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { previewAnnouncement, sendAnnouncement } from '../../announcements/api';
import { RecipientsPreview, plural } from './RecipientsPreview';
import { audienceTypeLabels, initialValue, toAudience, valueLabels, valueOptions } from './audience';

const m = announcementMessages;

type FieldName = 'subject' | 'body' | 'audience';

/**
 * The compose form: subject, plain-text body and audience (type, then its value). Preview recipients
 * counts the audience and lists a sample; Send counts it again and asks for confirmation with the number.
 */
export function ComposeForm({
  eventName,
  committees,
}: {
  eventName: string;
  committees: AdminCommitteeRef[];
}) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const ids = {
    title: useId(),
    subject: useId(),
    body: useId(),
    type: useId(),
    value: useId(),
    preview: useId(),
  };
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [type, setType] = useState<AudienceType>('all');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [preview, setPreview] = useState<AnnouncementPreview | null>(null);
  const [previewError, setPreviewError] = useState('');

  const options = valueOptions(type, committees);
  const audience = toAudience(type, value);

  const count = useMutation({ mutationFn: (a: Audience) => previewAnnouncement(eventName, { audience: a }) });
  const send = useMutation({
    mutationFn: () => sendAnnouncement(eventName, { subject, body, audience }),
  });
  const busy = count.isPending || send.isPending;

  /** A field's error goes once the field is changed (Send checks everything again). */
  const clearError = (field: FieldName) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const chooseType = (next: AudienceType) => {
    setType(next);
    clearError('audience');
    setValue(initialValue(next, committees));
    setPreview(null);
  };

  /** Counts the audience; the preview shows with the count and sample. */
  const runPreview = (then?: (p: AnnouncementPreview) => void) => {
    setPreviewError('');
    count.mutate(audience, {
      onSuccess: (data) => {
        setPreview(data);
        then?.(data);
      },
      onError: (error) => {
        setPreview(null);
        if (!unauthorized(error)) setPreviewError(errorMessage(error, messages.admin.errorFetchingData));
      },
    });
  };

  const previewClicked = () => {
    if (type !== 'all' && type !== 'unpaid' && value === '') {
      setErrors({ audience: m.invalidAudience });
      return;
    }
    const checked = audienceSchema.safeParse(audience);
    if (!checked.success) {
      setErrors({ audience: checked.error.issues[0]?.message ?? m.invalidAudience });
      document.getElementById(ids.value)?.focus();
      return;
    }
    setErrors((e) => ({ ...e, audience: undefined }));
    runPreview();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = announcementSendBodySchema.safeParse({ subject, body, audience });
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= issue.message;
      }
      setErrors(next);
      const first = (['subject', 'body', 'audience'] as const).find((f) => next[f]);
      const audienceField = type === 'unpaid' ? ids.value : ids.type;
      const target = { subject: ids.subject, body: ids.body, audience: audienceField }[first ?? 'subject'];
      document.getElementById(target)?.focus();
      return;
    }
    setErrors({});
    runPreview((p) => {
      if (p.count > 0) dialogRef.current?.showModal();
    });
  };

  const confirmSend = () =>
    send.mutate(undefined, {
      onSuccess: (data) => {
        dialogRef.current?.close();
        notify('success', data.message || m.sent);
        setSubject('');
        setBody('');
        setPreview(null);
        void queryClient.invalidateQueries({ queryKey: ['admin', 'announcements', eventName] });
      },
      onError: (error) => {
        dialogRef.current?.close();
        if (!unauthorized(error)) notify('error', errorMessage(error, messages.generic.somethingWentWrong));
      },
    });

  return (
    <section className="panel adm-card" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="adm-card__title">
        Write an announcement
      </h2>
      <p className="adm-card__lead">
        Plain text: addresses starting with http:// or https:// become links. Each recipient gets an email
        (sent after the site&apos;s other mail) and sees it on their dashboard.
      </p>
      <form className="ann-form" noValidate onSubmit={submit} aria-labelledby={ids.title}>
        <Field
          id={ids.subject}
          label="Subject"
          error={errors.subject}
          hint={`One line, at most ${announcementRules.subject} characters.`}
        >
          {(a11y) => (
            <input
              {...a11y}
              className="form-input"
              type="text"
              value={subject}
              maxLength={announcementRules.subject}
              onChange={(e) => {
                setSubject(e.target.value);
                clearError('subject');
              }}
              required
            />
          )}
        </Field>
        <Field
          id={ids.body}
          label="Message"
          error={errors.body}
          hint={`${body.length} / ${announcementRules.body} characters`}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              className="form-input ann-form__body"
              rows={8}
              value={body}
              maxLength={announcementRules.body}
              onChange={(e) => {
                setBody(e.target.value);
                clearError('body');
              }}
              required
            />
          )}
        </Field>
        <fieldset className="ann-form__audience">
          <legend className="form-label">Audience</legend>
          <Field
            id={ids.type}
            label="Who receives it"
            error={type === 'unpaid' ? undefined : errors.audience}
          >
            {(a11y) => (
              <select
                {...a11y}
                className="form-input"
                value={type}
                onChange={(e) => chooseType(e.target.value as AudienceType)}
              >
                {Object.entries(audienceTypeLabels).map(([key, label]) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {type === 'unpaid' ? (
            <Field
              id={ids.value}
              label={valueLabels.unpaid}
              error={errors.audience}
              hint={`From ${announcementRules.unpaidDays.min} to ${announcementRules.unpaidDays.max}: the payers whose payment is due or awaiting a check and who registered more than this many days ago (declined registrations left out).`}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  className="form-input ann-form__days"
                  type="number"
                  inputMode="numeric"
                  min={announcementRules.unpaidDays.min}
                  max={announcementRules.unpaidDays.max}
                  step={1}
                  value={value}
                  onChange={(e) => {
                    setValue(e.target.value);
                    setPreview(null);
                    clearError('audience');
                  }}
                />
              )}
            </Field>
          ) : type === 'all' ? null : (
            <Field id={ids.value} label={valueLabels[type]}>
              {(a11y) => (
                <select
                  {...a11y}
                  className="form-input"
                  value={value}
                  onChange={(e) => {
                    setValue(e.target.value);
                    setPreview(null);
                    clearError('audience');
                  }}
                >
                  {options.length === 0 ? <option value="">No committees yet</option> : null}
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </fieldset>
        <div className="ann-form__actions">
          <button
            type="button"
            className="button button--ghost-dark"
            onClick={previewClicked}
            disabled={busy}
            aria-busy={count.isPending && !send.isPending}
          >
            {count.isPending ? 'Counting...' : 'Preview recipients'}
          </button>
          <button type="submit" className="button button--gold" disabled={busy} aria-busy={send.isPending}>
            {send.isPending ? messages.generic.sending : 'Send announcement'}
          </button>
        </div>
      </form>
      <div className="ann-preview" id={ids.preview} aria-live="polite">
        {previewError ? <p className="form-error">{previewError}</p> : null}
        {preview ? <RecipientsPreview preview={preview} /> : null}
      </div>
      <ConfirmDialog
        ref={dialogRef}
        title="Send this announcement?"
        confirmLabel={`Send to ${plural(preview?.count ?? 0, 'recipient', 'recipients')}`}
        pending={send.isPending}
        onConfirm={confirmSend}
      >
        <p>
          &ldquo;{subject.trim()}&rdquo; will be emailed to{' '}
          {plural(preview?.count ?? 0, 'registrant', 'registrants')} of {eventName} and shown on their
          dashboards. It cannot be taken back.
        </p>
      </ConfirmDialog>
    </section>
  );
}
