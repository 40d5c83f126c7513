import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { redirectDelays } from '~/shared/constants';
import { messages } from '~/shared/messages';
import {
  chosenRegistrationEvent,
  chosenRegistrationKind,
  paths,
  registrationEventParam,
  registrationFor,
  registrationKindParam,
} from '~/shared/paths';
import type { Profile } from '~/shared/schemas/accounts';
import { isFreeEvent, type RegistrationKind } from '~/shared/fees';
import type { ConferenceEvent, EventFees } from '~/shared/schemas/events';
import type { PendingInvite } from '~/shared/schemas/registration';
import { Icon } from '~/web/components/app/Icon';
import { useProfile } from '~/web/components/app/Guard';
import { ErrorText, Loading, PageFrame } from '~/web/components/app/PageFrame';
import { useRegisteredEvents, type RegisteredEvent } from '~/web/features/accounts/api';
import { useRedirectAfter } from '~/web/components/app/useRedirectAfter';
import { eventsQuery, failureMessage, featuredOf, usePendingInvites } from '../api';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { PendingInvitesList } from './PendingInvites';
import { inWords, membersNeeded } from '../group';
import { ChoiceScreen, GroupInstructions, type RegistrationChoice } from './ChoiceScreen';
import type { InviteParams } from './RegistrationForm';
import { WindowNotice, useWindowChangeRefetch } from './WindowNotice';
import '~/web/styles/app.css';
import '../registration.css';

const m = messages.registration;

/**
 * The form (react-hook-form, zod, the pickers) loads once the choice screen is on display, or when the
 * address opens it: the choice paints without waiting for it
 * (docs/decisions/0037-signed-in-pages-first-content.md).
 */
const loadForm = () => import('./RegistrationForm');
const RegistrationForm = lazy(async () => ({ default: (await loadForm()).RegistrationForm }));

interface FrameProps {
  eyebrow: string;
  lead?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}

/** The page: the light intro with the single <h1>, then the white card (and a navy side panel). */
function RegistrationFrame(props: FrameProps) {
  return <PageFrame variant="registration" title="Registration" {...props} />;
}

export type RouteParams = Partial<Record<keyof InviteParams, string>>;

/** The invite link's parameters when all five are present (the member form opens directly). */
function inviteFrom(params: RouteParams): InviteParams | undefined {
  const { grpLeaderEmail, memberEmail, uniqueToken, eventNameIn, grpName } = params;
  if (!grpLeaderEmail || !memberEmail || !uniqueToken || !eventNameIn || !grpName) return undefined;
  return { grpLeaderEmail, memberEmail, uniqueToken, eventNameIn, grpName };
}

const titles: Record<RegistrationKind, string> = {
  individual: 'Individual registration',
  leader: 'Group leader registration',
  member: 'Group member registration',
};
function leadOf(kind: RegistrationKind, event: ConferenceEvent): string {
  const free = isFreeEvent(event.fees);
  if (kind === 'individual')
    return free
      ? 'Choose your committees and portfolios: this event is free, there is nothing to pay.'
      : 'Choose your committees and portfolios, pay the delegate fee and upload the payment screenshot.';
  if (kind === 'leader') {
    const needed = membersNeeded(event.fees);
    return `Name your group and invite its members. Once at least ${inWords(needed)} of them ${needed === 1 ? 'has' : 'have'} registered, choose your preferences and ${free ? 'register the group' : 'pay for the whole group'}.`;
  }
  return free
    ? 'Choose your committees and portfolios. Your group leader registers the group.'
    : 'Choose your committees and portfolios. Your group leader pays for the group.';
}

/** Opens the form of a choice: in the address, so that Back returns to the choice screen. */
/** Opens the chosen form, keeping the event the address names (if any). */
function useChoose(named: string | null = null): (choice: RegistrationChoice) => void {
  const navigate = useNavigate();
  return (choice) => {
    const query = new URLSearchParams({ [registrationKindParam]: choice });
    if (named) query.set(registrationEventParam, named);
    void navigate(`?${query.toString()}`);
  };
}

/** The eyebrow before the event is known. */
const defaultEyebrow = 'Conference registration';

/** The screen before the visitor's access is known: what the server renders (routes/registration.tsx). */
export function RegistrationLoading() {
  const invite = inviteFrom(useParams());
  return (
    <RegistrationFrame eyebrow={invite ? titles.member : defaultEyebrow}>
      <Loading text={messages.generic.loading} />
    </RegistrationFrame>
  );
}

interface ChoiceStepProps {
  eventName: string;
  fees: EventFees;
  /** The event's registration window notice. */
  notice: ReactNode;
  onChoose: (choice: RegistrationChoice) => void;
  /** Before the choice: the member's pending group invites for the event, when known. */
  invites?: ReactNode;
}

/** The first step: the event, how a group registers, and the choice of registration type. */
function ChoiceStep({ eventName, fees, notice, onChoose, invites }: ChoiceStepProps) {
  return (
    <RegistrationFrame
      eyebrow={eventName}
      lead={`Register for the ${eventName} on your own or as a group.`}
      aside={<GroupInstructions fees={fees} />}
    >
      {notice}
      {invites}
      <ChoiceScreen fees={fees} onChoose={onChoose} />
      <LoadFormAfterPaint />
    </RegistrationFrame>
  );
}

function Success() {
  useRedirectAfter(true, paths.dashboard, redirectDelays.afterRegistration);
  return (
    <div className="reg-success" role="status">
      <Icon
        className="reg-success__icon"
        name="check-circle"
        size={48}
        strokeWidth={2}
        round="caps-and-joins"
      />
      <h2 className="reg-success__title">{m.success}</h2>
      <p className="reg-success__text">{m.checkEmail}</p>
      <p className="reg-success__text">
        Taking you to your{' '}
        <Link to={paths.dashboard} className="acc-link">
          dashboard
        </Link>
        …
      </p>
    </div>
  );
}

interface AllowedProps {
  profile: Profile;
  invite?: InviteParams;
}

/** No featured event: nothing to register for (yet). */
function NoEvent() {
  return (
    <div className="reg-none">
      <p className="reg-closed" role="status">
        {messages.ui.registration.noEvent}. {messages.dashboard.toBeAnnounced}
      </p>
      <Link to={paths.dashboard} className="button button--navy">
        Go to your dashboard
      </Link>
    </div>
  );
}

/**
 * The event of the screen: the one an invite names, else the one the address names (`?event=`), else the
 * featured one (null when none is).
 */
function eventOf(
  events: readonly ConferenceEvent[],
  invite: InviteParams | undefined,
  named: string | null,
): ConferenceEvent | null {
  if (invite) return events.find((event) => event.name === invite.eventNameIn) ?? null;
  if (named) return events.find((event) => event.name === named) ?? null;
  return featuredOf(events);
}

function RegistrationSteps({ profile, invite }: AllowedProps) {
  const { search } = useLocation();
  const [done, setDone] = useState(false);
  // Whether registration is open may have changed since the list was read: read it again on arrival.
  const events = useQuery({ ...eventsQuery, staleTime: 0, refetchOnMount: 'always' });
  const registered = useRegisteredEvents(true);
  const named = invite ? null : chosenRegistrationEvent(search);
  const event = events.data ? eventOf(events.data, invite, named) : null;

  const kind: RegistrationKind | null = invite ? 'member' : chosenRegistrationKind(search);
  const choose = useChoose(named);
  const eventName = event?.name ?? invite?.eventNameIn;
  const eyebrow = kind ? titles[kind] : (eventName ?? defaultEyebrow);

  if (done) {
    return (
      <RegistrationFrame eyebrow={eyebrow}>
        <Success />
      </RegistrationFrame>
    );
  }
  if (events.isPending || registered.isPending) {
    return (
      <RegistrationFrame eyebrow={eyebrow}>
        <Loading text={messages.generic.loading} />
      </RegistrationFrame>
    );
  }
  // A failed re-read keeps the events read before (the server checks again when the form is sent).
  const failed = events.isError && events.data === undefined;
  if (failed || ((invite || named) && !event)) {
    return (
      <RegistrationFrame eyebrow={eyebrow}>
        <ErrorText text={failed ? failureMessage(events.error) : m.noSuchEvent} />
      </RegistrationFrame>
    );
  }
  if (!event) {
    return (
      <RegistrationFrame eyebrow={defaultEyebrow}>
        <NoEvent />
      </RegistrationFrame>
    );
  }
  // The event's own options, said before any form: the server refuses these registrations anyway.
  const refusal = !event.takesRegistration
    ? m.noRegistrationTaken
    : event.instituteOnly && !profile.isStudentOfNITS
      ? m.instituteOnly
      : null;
  if (refusal) {
    return (
      <RegistrationFrame eyebrow={event.name}>
        <div className="reg-none">
          <p className="reg-closed" role="status">
            {refusal}
          </p>
          <Link to={paths.dashboard} className="button button--navy">
            Go to your dashboard
          </Link>
        </div>
      </RegistrationFrame>
    );
  }
  return (
    <EventSteps
      event={event}
      fetchedAt={events.dataUpdatedAt}
      kind={kind}
      profile={profile}
      invite={invite}
      registered={registered.data}
      onChoose={choose}
      onRegistered={() => setDone(true)}
    />
  );
}

/** How long the choice screen is on display before the form loads (a choice loads it at once). */
const loadFormAfterMs = 1000;

/** Loads the form a little after the choice screen is painted, so that a choice usually opens it at once. */
function LoadFormAfterPaint() {
  useEffect(() => {
    const timer = window.setTimeout(() => void loadForm(), loadFormAfterMs);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}

interface EventStepsProps {
  event: ConferenceEvent;
  /** When the events were read (the refetch at the window's next change re-arms after each read). */
  fetchedAt: number;
  kind: RegistrationKind | null;
  profile: Profile;
  invite?: InviteParams;
  registered: RegisteredEvent[] | undefined;
  onChoose: (choice: RegistrationChoice) => void;
  onRegistered: () => void;
}

/** For a known event: already registered, the choice of registration type, or the form. */
function EventSteps({
  event,
  fetchedAt,
  kind,
  profile,
  invite,
  registered,
  onChoose,
  onRegistered,
}: EventStepsProps) {
  useWindowChangeRefetch(event, fetchedAt);

  const existing = registered?.find((entry) => entry.eventName === event.name);
  if (existing) {
    return (
      <RegistrationFrame eyebrow={event.name}>
        <div className="reg-already">
          <h2 className="reg-section__title">You are registered</h2>
          <p>
            You have registered for the {event.name}; your registration is{' '}
            <span className={`reg-status reg-status--${existing.status}`}>{existing.status}</span>.
          </p>
          <Link to={paths.dashboard} className="button button--navy">
            Go to your dashboard
          </Link>
        </div>
      </RegistrationFrame>
    );
  }

  if (!kind) return <ChoiceWithInvites event={event} onChoose={onChoose} />;

  return (
    <RegistrationFrame eyebrow={`${event.name}: ${titles[kind]}`} lead={leadOf(kind, event)}>
      {invite ? null : (
        <Link
          to={event.featured ? paths.registration : registrationFor(event.name)}
          className="acc-link acc-back"
        >
          ← Change the registration type
        </Link>
      )}
      {kind === 'individual' ? <LapsingInvitesNote event={event} /> : null}
      <Suspense fallback={<Loading text={messages.generic.loading} />}>
        <RegistrationForm
          key={kind}
          kind={kind}
          event={event}
          profile={profile}
          invite={invite}
          onRegistered={onRegistered}
        />
      </Suspense>
    </RegistrationFrame>
  );
}

/** What registering individually does to the member's pending group invites. */
function lapseWarning(invites: readonly PendingInvite[]): string {
  const one = invites.length === 1;
  const leaders = [...new Set(invites.map((invite) => invite.leaderName))].join(' and ');
  return (
    `${leaders} invited you to ${one ? 'their group' : 'their groups'}. If you register individually, ` +
    `${one ? 'the invite lapses' : 'the invites lapse'}: ${one ? 'your group leader sees' : 'your group leaders see'} ` +
    'that you registered individually, and can invite someone else.'
  );
}

/**
 * The individual form opened straight from its address: the same warning as the choice screen's
 * confirmation, with the way back to the invites.
 */
function LapsingInvitesNote({ event }: { event: ConferenceEvent }) {
  const pending = usePendingInvites(true, event.name);
  const invites = pending.data ?? [];
  if (invites.length === 0) return null;
  return (
    <div className="reg-lapsing" role="note" aria-labelledby="reg-lapsing-title">
      <h2 id="reg-lapsing-title" className="reg-lapsing__title">
        {invites.length === 1 ? 'You have a group invite' : `You have ${invites.length} group invites`}
      </h2>
      <p className="reg-lapsing__text">{lapseWarning(invites)}</p>
      <Link to={registrationFor(event.name)} className="acc-link">
        See your invites
      </Link>
    </div>
  );
}

/**
 * The choice screen of a member with pending group invites for the event: the invites (Accept opens the
 * member form, Decline tells the leader), and a confirmation before registering individually, which lapses
 * them (the server allows it; the leaders' lists then say the member registered individually).
 */
function ChoiceWithInvites({
  event,
  onChoose,
}: {
  event: ConferenceEvent;
  onChoose: (choice: RegistrationChoice) => void;
}) {
  const pending = usePendingInvites(true, event.name);
  const invites = pending.data ?? [];
  const dialog = useRef<HTMLDialogElement>(null);
  const choose = (choice: RegistrationChoice) => {
    if (choice === 'individual' && invites.length > 0) dialog.current?.showModal();
    else onChoose(choice);
  };
  return (
    <>
      <ChoiceStep
        eventName={event.name}
        fees={event.fees}
        notice={<WindowNotice event={event} />}
        onChoose={choose}
        invites={
          invites.length > 0 ? (
            <section className="pinv-choice" aria-labelledby="reg-pending-invites-title">
              <h2 id="reg-pending-invites-title" className="pinv-choice__title">
                {invites.length === 1
                  ? 'You have a group invite'
                  : `You have ${invites.length} group invites`}
              </h2>
              <p className="pinv-choice__text">
                Accept to register as a member of the group (the leader pays), or decline it.
              </p>
              <PendingInvitesList invites={invites} />
            </section>
          ) : null
        }
      />
      <ConfirmDialog
        ref={dialog}
        title="Register individually instead?"
        confirmLabel="Register individually"
        pending={false}
        onConfirm={() => {
          dialog.current?.close();
          onChoose('individual');
        }}
      >
        <p>{lapseWarning(invites)}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * /registration and the invite link (below the verified-client guard, docs/requirements.md#access-rules): the
 * choice screen (group leader or individual) and the form; an invite link with all five parameters opens
 * the member form directly.
 */
export function RegistrationScreen({ params }: { params: RouteParams }) {
  return <RegistrationSteps profile={useProfile()} invite={inviteFrom(params)} />;
}
