import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { messages } from '~/shared/messages';
import type { InviteStatus, SentInvite } from '~/shared/schemas/accounts';
import { registrationRules, sendInviteSchema } from '~/shared/schemas/registration';
import { profileQuery, useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { EmailText } from '~/web/components/app/EmailText';
import { Field } from '~/web/components/app/Field';
import { failureMessage, sendInvite, useRefreshInvites } from '../api';
import { membersPhrase } from '../group';
import { Icon } from '~/web/components/app/Icon';

const m = messages.registration;

export interface InvitedMember {
  email: string;
  /** Registered through the invite (counts for the group). */
  registered: boolean;
  status: InviteStatus;
}

/** What the leader's list says of each invite's state (the original's two strings, and ours for the others). */
const statusText: Record<InviteStatus, string> = {
  pending: m.memberNotRegistered,
  accepted: m.memberRegistered,
  declined: m.memberDeclined,
  'registered-individually': m.memberRegisteredIndividually,
  'registered-as-leader': m.memberRegisteredAsLeader,
  'registered-with-another-group': m.memberRegisteredWithAnotherGroup,
};

/** The server's refusals that are about the member an invite names (shown on the email field too). */
const memberRefusals = new Set<string>([
  m.selfInvite,
  m.inviteeNotFound,
  m.inviteeNotVerified,
  m.inviteeNotInstitute,
  m.inviteeRegistered,
]);

/** The member registered for the event another way: the invite lapsed, and the slot is free for someone else. */
const lapsed = (status: InviteStatus) => status.startsWith('registered-');

/** The members the leader invited to `grpName` for the event, from the profile's sendInviteToWhom. */
export function invitedMembers(
  sent: readonly SentInvite[],
  eventName: string,
  grpName: string,
): InvitedMember[] {
  const name = grpName.trim();
  return sent
    .filter((group) => group.eventName === eventName && group.grpName === name)
    .flatMap((group) => group.toWhom)
    .map((member) => ({
      email: member.email,
      registered: member.hasAccepted === 'yes',
      status: member.status,
    }));
}

/** The group the leader already sent invites for (its name is then fixed), if any. */
export function existingGroupName(sent: readonly SentInvite[], eventName: string): string | null {
  return sent.find((group) => group.eventName === eventName)?.grpName ?? null;
}

interface GroupSectionProps {
  eventName: string;
  /** The event takes students of the institute only: so must the invites. */
  instituteOnly?: boolean;
  grpName: string;
  onGrpNameChange: (name: string) => void;
  /** The group-name error of the registration form (or of the invite form). */
  grpNameError?: string;
  onGrpNameError: (message: string | undefined) => void;
  members: InvitedMember[];
  /** The name is fixed once invites were sent for it. */
  nameLocked: boolean;
  /** Invited members who must register before the leader can (the event's group size less the leader). */
  membersNeeded: number;
}

/**
 * The group leader's group: its name, the invite form (POST /sendinvite), and each invited member's state
 * ('Registration done' / 'Registartion Not done yet', declined, or registered another way) with Refresh,
 * Resend (waiting or declined) and, for a member who registered another way, Invite someone else (the form).
 */
export function GroupSection({
  eventName,
  instituteOnly = false,
  grpName,
  onGrpNameChange,
  grpNameError,
  onGrpNameError,
  members,
  nameLocked,
  membersNeeded,
}: GroupSectionProps) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [resending, setResending] = useState<string | null>(null);
  const refresh = useRefreshInvites();
  const unauthorized = useUnauthorizedHandler();
  const profile = useQuery(profileQuery);

  const invite = useMutation({
    mutationFn: sendInvite,
    onSuccess: async ({ message }, sent) => {
      notify('success', message || m.inviteSent);
      if (sent.email === email.trim().toLowerCase()) setEmail('');
      await refresh();
    },
    onError: (error, sent) => {
      if (unauthorized(error)) return;
      const message = failureMessage(error);
      notify('error', message);
      // A refusal about the member typed in the form stays beside the field.
      if (memberRefusals.has(message) && sent.email === email.trim().toLowerCase()) setEmailError(message);
    },
    onSettled: () => setResending(null),
  });

  const send = (address: string, { fromForm }: { fromForm: boolean }) => {
    const parsed = sendInviteSchema.safeParse({ email: address, eventName, grpName });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const forEmail = issues.find((issue) => issue.path[0] === 'email')?.message;
      const forName = issues.find((issue) => issue.path[0] === 'grpName')?.message;
      if (fromForm) setEmailError(forEmail);
      onGrpNameError(forName);
      document.getElementById(forName ? 'reg-grp-name' : 'reg-invite-email')?.focus();
      return;
    }
    setEmailError(undefined);
    onGrpNameError(undefined);
    if (!fromForm) setResending(parsed.data.email);
    invite.mutate({ email: parsed.data.email, eventName, grpName: parsed.data.grpName });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(email, { fromForm: true });
  };

  const registered = members.filter((member) => member.registered).length;
  const sendingFromForm = invite.isPending && resending === null;

  return (
    <section className="reg-section" aria-labelledby="reg-group-title">
      <h2 id="reg-group-title" className="reg-section__title">
        Your group
      </h2>
      <form className="reg-invite" noValidate onSubmit={submit} aria-label="Invite a member">
        <Field
          id="reg-grp-name"
          label="Group name"
          hint={nameLocked ? 'Your invites were sent for this group, so its name stays.' : undefined}
          error={grpNameError}
        >
          {(a11y) => (
            <input
              {...a11y}
              className="form-input"
              type="text"
              value={grpName}
              readOnly={nameLocked}
              maxLength={registrationRules.grpName}
              autoComplete="off"
              onChange={(event) => {
                onGrpNameChange(event.currentTarget.value);
                if (grpNameError) onGrpNameError(undefined);
              }}
            />
          )}
        </Field>
        <div className="reg-invite__row">
          <Field
            id="reg-invite-email"
            label="Member's email"
            hint={instituteOnly ? m.inviteInstituteOnlyHint : m.inviteEmailHint}
            error={emailError}
          >
            {(a11y) => (
              <input
                {...a11y}
                className="form-input"
                type="email"
                inputMode="email"
                autoComplete="off"
                value={email}
                maxLength={registrationRules.email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  if (emailError) setEmailError(undefined);
                }}
              />
            )}
          </Field>
          <button
            type="submit"
            className="button button--navy reg-invite__send"
            disabled={invite.isPending}
            aria-busy={sendingFromForm}
          >
            {sendingFromForm ? messages.generic.sending : 'Send invite'}
          </button>
        </div>
      </form>

      <div className="reg-members">
        <div className="reg-members__head">
          <h3 className="reg-members__title" id="reg-members-title">
            Invited members
          </h3>
          <button
            type="button"
            className="reg-members__refresh"
            onClick={() => void refresh()}
            disabled={profile.isFetching}
            aria-busy={profile.isFetching}
          >
            <Icon name="refresh" size={16} strokeWidth={2.2} round="caps" />
            {profile.isFetching ? 'Refreshing...' : 'Refresh'}
          </button>
        </div>
        {members.length === 0 ? (
          <p className="reg-empty">No invites sent yet. Invite at least {membersPhrase(membersNeeded)}.</p>
        ) : (
          <>
            <p className="reg-members__summary" role="status">
              {registered} of {members.length} invited {members.length === 1 ? 'member has' : 'members have'}{' '}
              registered.
            </p>
            <ul className="reg-members__list" aria-labelledby="reg-members-title">
              {members.map((member) => (
                <li key={member.email} className="reg-member">
                  <span className="reg-member__email">
                    <EmailText email={member.email} />
                  </span>
                  <span className={`reg-member__state reg-member__state--${member.status}`}>
                    {statusText[member.status]}
                  </span>
                  {lapsed(member.status) ? (
                    <button
                      type="button"
                      className="reg-member__resend"
                      onClick={() => document.getElementById('reg-invite-email')?.focus()}
                      aria-label={`${member.email} ${statusText[member.status].toLowerCase()}: invite someone else`}
                    >
                      Invite someone else
                    </button>
                  ) : member.registered ? null : (
                    <button
                      type="button"
                      className="reg-member__resend"
                      onClick={() => send(member.email, { fromForm: false })}
                      disabled={invite.isPending}
                      aria-label={
                        resending === member.email ? undefined : `Resend the invite to ${member.email}`
                      }
                    >
                      {resending === member.email ? messages.generic.sending : 'Resend'}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
