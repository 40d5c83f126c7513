import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type EditableEvent, type WindowAction, windowActionSchema } from '~/shared/schemas/events';
import { Field } from '~/web/components/app/Field';
import { eventCalls, eventSummariesQuery, useEventMutation } from './api';
import { WindowState } from './EventsPage';
import { mappedResolver } from './form';
import { SaveRow, Section, type SectionProps } from './Section';
import { fromLocalInput, toLocalInput } from './window';

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

/** Open now, close now, or schedule the window (opens at / closes at); and featuring the event. */
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
  const act = useEventMutation((action: WindowAction) => eventCalls.window(event.name, action), {
    onSaved: (saved) => reset(valuesOf(saved)),
  });
  const feature = useEventMutation(() => eventCalls.feature(event.name));
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
          onClick={() => act.mutate({ action: 'open' })}
        >
          {busy && lastAction === 'open' ? 'Saving…' : 'Open now'}
        </button>
        <button
          type="button"
          className="adm-btn adm-btn--decline"
          disabled={busy}
          aria-busy={busy && lastAction === 'close'}
          aria-describedby="ev-window-state"
          onClick={() => act.mutate({ action: 'close' })}
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
              onClick={() => feature.mutate(undefined)}
            >
              {feature.isPending ? 'Saving…' : 'Feature this event'}
            </button>
          </>
        )}
      </div>
    </Section>
  );
}
