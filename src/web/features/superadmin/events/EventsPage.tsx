import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { type CreateEventInput, type EventSummary, createEventSchema } from '~/shared/schemas/events';
import { ApiError, errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { ListState } from '~/web/components/app/ListState';
import { Field } from '~/web/components/app/Field';
import { PageFrame } from '~/web/components/app/PageFrame';
import { SubmitButton } from '~/web/components/app/SubmitButton';
import { formatDay } from '~/web/components/app/format';
import { createEvent, deleteEvent, eventSummariesQuery, useEventMutation } from './api';
import { mappedResolver } from '~/web/lib/form';
import { describeWindow, windowLabels } from './window';
import '../superadmin.css';
import './events.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The state pill and the times of an event's registration window. */
export function WindowState({ window, id }: { window: EventSummary['window']; id?: string }) {
  const state = describeWindow(window);
  return (
    <span id={id} className="ev-window">
      <span className={`sa-state ev-state--${state.kind}${state.kind === 'open' ? ' sa-state--open' : ''}`}>
        {windowLabels[state.kind]}
      </span>
      {state.text ? <span className="ev-window__times">{state.text}</span> : null}
    </span>
  );
}

/**
 * Delete, for an event no one registered for, after a confirmation naming it; an event with registrations
 * says why it stays (the server refuses it too).
 */
function DeleteEvent({ event }: { event: EventSummary }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const remove = useMutation({
    mutationFn: () => deleteEvent(event.name),
    onSuccess: async ({ message }) => {
      dialog.current?.close();
      notify('success', message || messages.events.deleted);
      await queryClient.invalidateQueries({ queryKey: eventSummariesQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: ['events'] });
    },
    onError: (error) => {
      dialog.current?.close();
      if (!unauthorized(error)) notify('error', errorMessage(error, messages.generic.somethingWentWrong));
    },
  });
  if (event.registrations > 0) {
    return <p className="ev-delete__kept">{messages.events.hasRegistrations}.</p>;
  }
  return (
    <>
      <button
        type="button"
        className="sa-toggle sa-toggle--close ev-delete"
        onClick={() => dialog.current?.showModal()}
        aria-label={`Delete ${event.name}`}
      >
        Delete
      </button>
      <ConfirmDialog
        ref={dialog}
        title={`Delete ${event.name}?`}
        confirmLabel="Delete event"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      >
        <p>
          {event.name} goes for good, with its committees, portfolio lists, board, co-sponsors and any group
          invites sent for it.{' '}
          {event.featured
            ? 'It is the featured event: the public pages will show no conference until another is featured.'
            : ''}
        </p>
      </ConfirmDialog>
    </>
  );
}

function EventItem({ event }: { event: EventSummary }) {
  return (
    <li className="sa-event ev-summary">
      <div className="sa-event__text">
        <h3 className="sa-event__name">
          <Link to={paths.superadminEvent(event.name)} className="ev-summary__link">
            {event.name}
          </Link>
          {event.featured ? <span className="adm-pill ev-featured">Featured</span> : null}
        </h3>
        <p className="sa-event__meta">
          <WindowState window={event.window} />
        </p>
        <p className="sa-event__meta">
          {event.startsOn ? <span>{formatDay(event.startsOn)}</span> : null}
          <span>{plural(event.committees, 'committee', 'committees')}</span>
          <span>{plural(event.registrations, 'registration', 'registrations')}</span>
        </p>
      </div>
      <Link
        to={paths.superadminEvent(event.name)}
        className="sa-toggle ev-edit-link"
        aria-label={`Edit ${event.name}`}
      >
        Edit
      </Link>
      <DeleteEvent event={event} />
    </li>
  );
}

interface NewEventValues {
  name: string;
  copyFrom: string;
}

/** New event: a name and what to start from (blank, or a copy of an event without its registrations). */
function NewEventForm({ events }: { events: EventSummary[] }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewEventValues, unknown, CreateEventInput>({
    resolver: mappedResolver(createEventSchema, (values: NewEventValues) => ({
      name: values.name,
      copyFrom: values.copyFrom || null,
    })),
    mode: 'onTouched',
    defaultValues: { name: '', copyFrom: '' },
  });
  const create = useEventMutation(createEvent, {
    onSaved: (event) => void navigate(paths.superadminEvent(event.name)),
    // A taken or refused name is said under the field; anything else in a toast.
    onFailure: (message, error) => {
      if (!(error instanceof ApiError) || ![400, 409].includes(error.status)) return false;
      setError('name', { message });
      return true;
    },
  });
  return (
    <form
      className="acc-form ev-new"
      noValidate
      aria-labelledby="ev-new-title"
      onSubmit={handleSubmit((values) => create.mutate(values))}
    >
      <h2 id="ev-new-title" className="adm-card__title">
        New event
      </h2>
      <div className="acc-form__grid">
        <Field
          id="ev-new-name"
          label="Name"
          hint="Shown on the site and used in its addresses, e.g. the year's conference name."
          error={errors.name?.message}
        >
          {(a11y) => <input {...register('name')} {...a11y} className="form-input" type="text" />}
        </Field>
        <Field
          id="ev-new-from"
          label="Start from"
          hint="A copy takes the texts, fees, payment details, committees, portfolio lists, board and co-sponsors; not the dates, the registration window or any registration. Texts that still name the old year are listed for you to review."
        >
          {(a11y) => (
            <select {...register('copyFrom')} {...a11y} className="form-input">
              <option value="">A blank event</option>
              {events.map((event) => (
                <option key={event._id} value={event.name}>
                  A copy of {event.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <SubmitButton pending={create.isPending}>Create event</SubmitButton>
    </form>
  );
}

/** /superadmin/events: every event with its state and counts, and the New event form. */
export function EventsPage() {
  const events = useQuery(eventSummariesQuery);
  const body = (
    <ListState query={events} errorText={messages.dashboard.error} empty="No events yet.">
      {(list) => (
        <ul className="sa-events">
          {list.map((event) => (
            <EventItem key={event._id} event={event} />
          ))}
        </ul>
      )}
    </ListState>
  );
  return (
    <PageFrame
      variant="admin"
      eyebrow="Superadmin"
      title="Events"
      count={events.data?.length}
      lead="Set up and run each conference: its details, registration window, fees, committees, board and co-sponsors."
      back={{ to: paths.superadmin, label: 'Superadmin Dashboard' }}
    >
      <div className="adm-stack">
        <section className="panel adm-card" aria-labelledby="ev-list-title">
          <h2 id="ev-list-title" className="adm-card__title">
            All events
          </h2>
          <p className="adm-card__lead">
            The featured event is the one the conference and Apply pages, the navigation and the registration
            screen speak of.
          </p>
          {body}
        </section>
        <section className="panel adm-card">
          <NewEventForm events={events.data ?? []} />
        </section>
      </div>
    </PageFrame>
  );
}
