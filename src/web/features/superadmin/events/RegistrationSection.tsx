import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '~/shared/messages';
import { type EditableEvent, type WindowAction, windowActionSchema } from '~/shared/schemas/events';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { Field } from '~/web/components/app/Field';
import { eventCalls, eventSummariesQuery, useEventMutation } from './api';
import { WindowState } from './EventsPage';
import { mappedResolver } from '~/web/lib/form';
import { SaveRow, Section, type SectionProps } from './Section';
import { fromLocalInput, toLocalInput } from '~/web/lib/local-time';

interface ScheduleValues {
  opensAt: string;
  closesAt: string;
}

const valuesOf = (event: EditableEvent): ScheduleValues => ({
  opensAt: toLocalInput(event.window.opensAt),
  closesAt: toLocalInput(event.window.closesAt),
});

function timeZoneName(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'your time zone';
  }
}

const m = messages.events;

/** What the confirmation dialog asks about: an immediate change visitors see at once. */
type Pending = 'open' | 'close' | 'feature';

/**
 * Open now, close now, or schedule the window (opens at / closes at); and featuring the event. Open now,
 * Close now and Feature change what visitors see at once, so each asks for confirmation first, saying what
 * they will see.
 */
export function RegistrationSection({ event }: SectionProps) {
  const summaries = useQuery(eventSummariesQuery);
  const featuredNow = summaries.data?.find((e) => e.featured);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<ScheduleValues, unknown, WindowAction>({
    resolver: mappedResolver(windowActionSchema, (values: ScheduleValues) => ({
      action: 'schedule' as const,
      opensAt: fromLocalInput(values.opensAt),
      closesAt: fromLocalInput(values.closesAt),
    })),
    mode: 'onTouched',
    defaultValues: valuesOf(event),
  });
  const dialog = useRef<HTMLDialogElement>(null);
  const [asking, setAsking] = useState<Pending | null>(null);
  const closeDialog = () => dialog.current?.close();
  const ask = (what: Pending) => {
    setAsking(what);
    dialog.current?.showModal();
  };
  const act = useEventMutation((action: WindowAction) => eventCalls.window(event.name, action), {
    onSaved: (saved) => {
      closeDialog();
      reset(valuesOf(saved));
    },
    onFailure: () => {
      closeDialog();
      return false;
    },
  });
  const feature = useEventMutation(() => eventCalls.feature(event.name), {
    onSaved: closeDialog,
    onFailure: () => {
      closeDialog();
      return false;
    },
  });
  const busy = act.isPending;
  const lastAction = act.variables?.action;

  return (
    <Section
      id="registration"
      title="Registration"
      lead="Delegates can register only while the switch is on and now is inside the window; the server enforces both."
    >
      <p className="ev-registration__state" aria-live="polite">
        <WindowState window={event.window} id="ev-window-state" />
      </p>
      <div className="ev-actions">
        <button
          type="button"
          className="adm-btn adm-btn--confirm"
          disabled={busy}
          aria-busy={busy && lastAction === 'open'}
          aria-describedby="ev-window-state"
          onClick={() => ask('open')}
        >
          {busy && lastAction === 'open' ? 'Saving…' : 'Open now'}
        </button>
        <button
          type="button"
          className="adm-btn adm-btn--decline"
          disabled={busy}
          aria-busy={busy && lastAction === 'close'}
          aria-describedby="ev-window-state"
          onClick={() => ask('close')}
        >
          {busy && lastAction === 'close' ? 'Saving…' : 'Close now'}
        </button>
      </div>

      <form
        className="acc-form ev-subform"
        noValidate
        aria-labelledby="ev-schedule-title"
        onSubmit={handleSubmit((action) => act.mutate(action))}
      >
        <h3 id="ev-schedule-title" className="acc-form__section-title">
          Schedule
        </h3>
        <p className="acc-field__hint">
          Turns the switch on; registration opens and closes by itself at these times ({timeZoneName()}).
          Leave a time empty for no bound.
        </p>
        <div className="acc-form__grid">
          <Field id="ev-opens" label="Opens at" error={errors.opensAt?.message}>
            {(a11y) => (
              <input {...register('opensAt')} {...a11y} className="form-input" type="datetime-local" />
            )}
          </Field>
          <Field id="ev-closes" label="Closes at" error={errors.closesAt?.message}>
            {(a11y) => (
              <input {...register('closesAt')} {...a11y} className="form-input" type="datetime-local" />
            )}
          </Field>
        </div>
        <SaveRow pending={busy && lastAction === 'schedule'} dirty={isDirty} label="Save schedule" />
      </form>

      <div className="ev-subform ev-feature">
        <h3 className="acc-form__section-title">Featured event</h3>
        {event.featured ? (
          <p className="ev-feature__text">
            <span className="adm-pill ev-featured">Featured</span> The public pages speak of this event.
          </p>
        ) : (
          <>
            <p className="ev-feature__text" id="ev-featured-now">
              {featuredNow
                ? `Featured now: ${featuredNow.name}.`
                : summaries.isPending
                  ? 'Checking which event is featured…'
                  : 'No event is featured now.'}{' '}
              Featuring this event makes the conference and Apply pages, the navigation and the registration
              screen speak of it.
            </p>
            <button
              type="button"
              className="adm-btn adm-btn--outline"
              disabled={feature.isPending}
              aria-busy={feature.isPending}
              aria-describedby="ev-featured-now"
              onClick={() => ask('feature')}
            >
              {feature.isPending ? 'Saving…' : 'Feature this event'}
            </button>
          </>
        )}
      </div>

      <ConfirmDialog
        ref={dialog}
        title={
          asking === 'feature'
            ? m.confirmFeatureTitle(event.name)
            : asking === 'close'
              ? m.confirmCloseTitle(event.name)
              : m.confirmOpenTitle(event.name)
        }
        confirmLabel={
          asking === 'feature' ? m.confirmFeature : asking === 'close' ? m.confirmClose : m.confirmOpen
        }
        pending={asking === 'feature' ? feature.isPending : busy}
        onConfirm={() => {
          if (asking === 'feature') feature.mutate(undefined);
          else if (asking) act.mutate({ action: asking });
        }}
      >
        <p>
          {asking === 'feature'
            ? m.confirmFeatureText(event.name, featuredNow?.name ?? null)
            : asking === 'close'
              ? m.confirmCloseText(event.featured)
              : m.confirmOpenText(event.featured)}
        </p>
      </ConfirmDialog>
    </Section>
  );
}
