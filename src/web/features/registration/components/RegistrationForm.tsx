import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fees } from '~/shared/constants';
import { computeAmountDue, type RegistrationKind } from '~/shared/fees';
import { messages } from '~/shared/messages';
import type { Profile } from '~/shared/schemas/accounts';
import {
  accomodationAnswers,
  makeIndividualRegistrationSchema,
  makeLeaderRegistrationSchema,
  makeMemberRegistrationSchema,
  registrationBody,
  registrationRules,
  type ConferenceEvent,
  type RegistrationData,
} from '~/shared/schemas/registration';
import { profileQuery } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { Field } from '~/web/features/accounts/components/Field';
import { useUnauthorizedHandler } from '~/web/features/accounts/components/Guards';
import { failureMessage, submitRegistration, useAfterRegistration } from '../api';
import { emptySelection, toggleCommittee, togglePortfolio, type Selection } from '../selection';
import { useIsMobile } from '../useIsMobile';
import { GroupSection, existingGroupName, invitedMembers } from './GroupSection';
import { PaymentDetails, rupees } from './PaymentDetails';
import { CommitteesFieldset, PortfoliosFieldset } from './Preferences';
import { ScreenshotPicker } from './ScreenshotPicker';

const m = messages.registration;

/** The invite link's five parts (the member form). */
export interface InviteParams {
  grpLeaderEmail: string;
  memberEmail: string;
  uniqueToken: string;
  eventNameIn: string;
  grpName: string;
}

type FieldKey =
  | 'grpName'
  | 'committeePreference'
  | 'portfolioPreference'
  | 'previousMunExperience'
  | 'college'
  | 'accomodation'
  | 'payment';

/** The form's fields in page order: the first invalid one gets the focus. */
const fieldOrder: { key: FieldKey; id: string }[] = [
  { key: 'grpName', id: 'reg-grp-name' },
  { key: 'committeePreference', id: 'reg-committees' },
  { key: 'portfolioPreference', id: 'reg-portfolios' },
  { key: 'previousMunExperience', id: 'reg-experience' },
  { key: 'college', id: 'reg-college' },
  { key: 'accomodation', id: 'reg-accommodation' },
  { key: 'payment', id: 'reg-payment' },
];

type Errors = Partial<Record<FieldKey, string>>;

function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const target =
    element instanceof HTMLFieldSetElement
      ? element.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])')
      : element;
  (target ?? element).focus();
}

function schemaFor(kind: RegistrationKind) {
  if (kind === 'individual') return makeIndividualRegistrationSchema;
  if (kind === 'leader') return makeLeaderRegistrationSchema;
  return makeMemberRegistrationSchema;
}

interface RegistrationFormProps {
  kind: RegistrationKind;
  event: ConferenceEvent;
  profile: Profile;
  invite?: InviteParams;
  onRegistered: () => void;
}

/**
 * The individual, group-leader and member forms: committees and portfolios, previous MUN experience,
 * college and accommodation for non-institute students, and (individual and leader) the payment with the
 * amount due, a UPI QR code and the screenshot. The leader also names the group and invites its members.
 */
export function RegistrationForm({ kind, event, profile, invite, onRegistered }: RegistrationFormProps) {
  const tapList = useIsMobile();
  const unauthorized = useUnauthorizedHandler();
  const afterRegistration = useAfterRegistration();
  const sent = useQuery(profileQuery).data?.sendInviteToWhom ?? profile.sendInviteToWhom;
  const lockedName = kind === 'leader' ? existingGroupName(sent, event.name) : null;

  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [experience, setExperience] = useState('');
  const [college, setCollege] = useState('');
  const [accommodation, setAccommodation] = useState('');
  const [payment, setPayment] = useState('');
  const [grpNameInput, setGrpName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState(0);

  const grpName = lockedName ?? grpNameInput;
  const members = kind === 'leader' ? invitedMembers(sent, event.name, grpName) : [];
  const registeredMembers = members.filter((member) => member.registered).length;
  const student = profile.isStudentOfNITS;
  const amount = computeAmountDue({
    kind,
    isStudentOfNITS: student,
    accommodation: accommodation === 'Yes',
    registeredMembers,
  });
  const needsMembers = kind === 'leader' && registeredMembers < 2;
  const open = event.registrationOpen;

  const setError = (key: FieldKey, message: string | null | undefined) =>
    setErrors((current) => ({ ...current, [key]: message ?? undefined }));

  const register = useMutation({
    mutationFn: (data: RegistrationData) => {
      setProgress(0);
      return submitRegistration(registrationBody(data), setProgress);
    },
    onSuccess: async ({ message }) => {
      notify('success', message || m.success);
      onRegistered();
      await afterRegistration();
    },
    onError: (error) => {
      if (!unauthorized(error)) notify('error', failureMessage(error));
    },
  });
  const pending = register.isPending;

  const raw = () => {
    const common = {
      eventName: event.name,
      previousMunExperience: experience,
      committeePreference: selection.committees,
      portfolioPreference: selection.portfolios,
      ...(student ? {} : { college, accomodation: accommodation || undefined }),
    };
    if (kind === 'individual') return { ...common, isGroupRegistration: false, payment };
    if (kind === 'leader')
      return {
        ...common,
        isGroupRegistration: true,
        payment,
        grpName,
        grpMembers: members.map((member) => member.email),
      };
    return {
      ...common,
      isGroupRegistration: true,
      grpName: invite?.grpName,
      eventNameIn: invite?.eventNameIn,
      memberEmail: invite?.memberEmail,
      grpLeaderEmail: invite?.grpLeaderEmail,
      inviteToken: invite?.uniqueToken,
    };
  };

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!open || pending || needsMembers) return;
    const parsed = schemaFor(kind)({ isStudentOfNITS: student, committees: event.committees }).safeParse(raw());
    if (parsed.success) {
      setErrors({});
      register.mutate(parsed.data);
      return;
    }
    const found: Errors = {};
    let other: string | undefined;
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const known = fieldOrder.find((field) => field.key === key);
      if (known) found[known.key] ??= issue.message;
      else other ??= issue.message;
    }
    setErrors(found);
    const first = fieldOrder.find((field) => found[field.key]);
    if (first) focusField(first.id);
    // What the visitor cannot fix in the form (a damaged invite link) is told as a toast.
    else if (other) notify('error', other);
  };

  let submitLabel: string = 'Submit';
  if (!open) submitLabel = m.closedButton;
  else if (pending) submitLabel = messages.generic.sending;

  return (
    <div className="reg-form-wrap">
      {!open ? (
        <p className="reg-closed" role="status">
          {m.eventClosed}. You can still look through the form.
        </p>
      ) : null}

      {kind === 'member' && invite ? (
        <p className="acc-note reg-invite-note">
          <strong>{invite.grpLeaderEmail}</strong> invited you to the group <strong>{invite.grpName}</strong>{' '}
          for the {invite.eventNameIn}. Your group leader pays for the whole group.
        </p>
      ) : null}

      {kind === 'leader' ? (
        <GroupSection
          eventName={event.name}
          grpName={grpName}
          onGrpNameChange={setGrpName}
          grpNameError={errors.grpName}
          onGrpNameError={(message) => setError('grpName', message)}
          members={members}
          nameLocked={lockedName !== null}
        />
      ) : null}

      <form className="reg-form" noValidate onSubmit={submit} aria-label="Registration">
        <section className="reg-section" aria-labelledby="reg-prefs-title">
          <h2 id="reg-prefs-title" className="reg-section__title">
            Committees and portfolios
          </h2>
          <CommitteesFieldset
            committees={event.committees}
            selected={selection.committees}
            onToggle={(code) => {
              const change = toggleCommittee(selection, code, event.committees);
              setSelection(change.selection);
              setErrors((current) => ({
                ...current,
                committeePreference: change.committeeError ?? undefined,
                portfolioPreference:
                  change.portfolioError === null ? undefined : current.portfolioPreference,
              }));
            }}
            error={errors.committeePreference}
            tapList={tapList}
            disabled={pending}
          />
          <PortfoliosFieldset
            committees={event.committees}
            selection={selection}
            onToggle={(committee, portfolio) => {
              const change = togglePortfolio(selection, committee, portfolio, event.committees);
              setSelection(change.selection);
              setError('portfolioPreference', change.portfolioError);
            }}
            error={errors.portfolioPreference}
            tapList={tapList}
            disabled={pending}
          />
        </section>

        <section className="reg-section" aria-labelledby="reg-about-title">
          <h2 id="reg-about-title" className="reg-section__title">
            About you
          </h2>
          <div className="acc-form__grid">
            <Field
              id="reg-experience"
              label="Previous MUN experience"
              hint="Conferences, committees and awards. Write “None” if this is your first MUN."
              error={errors.previousMunExperience}
              full
            >
              {(a11y) => (
                <textarea
                  {...a11y}
                  className="acc-input reg-textarea"
                  rows={4}
                  value={experience}
                  maxLength={registrationRules.previousMunExperience}
                  disabled={pending}
                  onChange={(e) => {
                    setExperience(e.currentTarget.value);
                    if (errors.previousMunExperience) setError('previousMunExperience', null);
                  }}
                />
              )}
            </Field>
            {student ? null : (
              <>
                <Field id="reg-college" label="College" error={errors.college} full>
                  {(a11y) => (
                    <input
                      {...a11y}
                      className="acc-input"
                      type="text"
                      autoComplete="organization"
                      value={college}
                      maxLength={registrationRules.college}
                      disabled={pending}
                      onChange={(e) => {
                        setCollege(e.currentTarget.value);
                        if (errors.college) setError('college', null);
                      }}
                    />
                  )}
                </Field>
                <AccommodationChoice
                  value={accommodation}
                  onChange={(value) => {
                    setAccommodation(value);
                    setError('accomodation', null);
                  }}
                  error={errors.accomodation}
                  disabled={pending}
                  paid={kind !== 'member'}
                />
              </>
            )}
          </div>
        </section>

        {kind === 'member' ? null : (
          <section className="reg-section" aria-labelledby="reg-payment-title">
            <h2 id="reg-payment-title" className="reg-section__title">
              Payment
            </h2>
            <PaymentDetails amount={amount} showUpiLink={tapList} />
            <ScreenshotPicker
              value={payment}
              onChange={setPayment}
              error={errors.payment}
              onError={(message) => setError('payment', message)}
              disabled={pending}
            />
          </section>
        )}

        {pending ? (
          <div className="acc-progress" role="status">
            <span className="acc-progress__label" id="reg-progress-label">
              {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Saving…'}
            </span>
            <progress value={progress} max={1} aria-labelledby="reg-progress-label" />
          </div>
        ) : null}

        {needsMembers && open ? (
          <p id="reg-submit-hint" className="acc-field__hint reg-submit-hint">
            {messages.ui.registration.needMoreMembers}.
          </p>
        ) : null}
        <button
          type="submit"
          className="acc-submit reg-submit"
          disabled={!open || pending || needsMembers}
          aria-busy={pending}
          aria-describedby={needsMembers && open ? 'reg-submit-hint' : undefined}
        >
          {submitLabel}
        </button>
      </form>
    </div>
  );
}

interface AccommodationChoiceProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** The hospitality fee applies (not for members, whose leader pays). */
  paid: boolean;
}

/** Accommodation ('Yes'/'No'), asked of students of other institutes. */
function AccommodationChoice({ value, onChange, error, disabled, paid }: AccommodationChoiceProps) {
  return (
    <fieldset
      id="reg-accommodation"
      className="acc-choice acc-field--full"
      aria-describedby={error ? 'reg-accommodation-hint reg-accommodation-error' : 'reg-accommodation-hint'}
    >
      <legend className="acc-choice__legend">Do you need accommodation?</legend>
      <p id="reg-accommodation-hint" className="acc-field__hint reg-choice-hint">
        Hospitality covers accommodation, concerts and the other events
        {paid ? ` and adds ${rupees(fees.hospitality)} to the amount due.` : '.'}
      </p>
      <div className="acc-choice__options">
        {accomodationAnswers.map((answer) => (
          <label key={answer} className="acc-choice__option">
            <input
              type="radio"
              name="accomodation"
              value={answer}
              checked={value === answer}
              aria-invalid={Boolean(error) || undefined}
              disabled={disabled}
              onChange={() => onChange(answer)}
            />
            {answer}
          </label>
        ))}
      </div>
      {error ? (
        <p id="reg-accommodation-error" className="acc-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
