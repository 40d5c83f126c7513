import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { type AmountDue, computeAmountDue, type RegistrationKind } from '~/shared/fees';
import { messages } from '~/shared/messages';
import type { Profile } from '~/shared/schemas/accounts';
import {
  accomodationAnswers,
  makeIndividualRegistrationSchema,
  makeLeaderRegistrationSchema,
  makeMemberRegistrationSchema,
  registrationBody,
  registrationRules,
  type RegistrationData,
} from '~/shared/schemas/registration';
import { type ConferenceEvent, isFreeEvent } from '~/shared/schemas/events';
import { transactionIdRules } from '~/shared/payments';
import { questionEntries } from '~/shared/registration-questions';
import { profileQuery, useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { EmailText } from '~/web/components/app/EmailText';
import { Field } from '~/web/components/app/Field';
import { UploadProgress, imageField, useUploadProgress } from '~/web/components/app/FilePicker';
import {
  failureMessage,
  groupBillQuery,
  paymentReferenceQuery,
  submitRegistration,
  useAfterRegistration,
  useRefreshInvites,
} from '../api';
import { moveCommittee, movePortfolio, toggleCommittee, togglePortfolio, type Selection } from '../selection';
import { membersNeeded } from '../group';
import { useIsMobile } from '../useIsMobile';
import { WindowNotice } from './WindowNotice';
import { GroupSection, existingGroupName, invitedMembers, type InvitedMember } from './GroupSection';
import { PaymentDetails, rupees } from './PaymentDetails';
import { CommitteesFieldset, PortfoliosFieldset } from './Preferences';
import { ScreenshotPicker } from './ScreenshotPicker';
import { ReadTransactionId, useScreenshotReading } from './ScreenshotReading';

const m = messages.registration;

/** The invite link's five parts (the member form). */
export interface InviteParams {
  grpLeaderEmail: string;
  memberEmail: string;
  uniqueToken: string;
  eventNameIn: string;
  grpName: string;
}

/**
 * The form's values. `grpName` only carries the group name's error: the name itself is state of the group
 * section (outside this form, since it also names the invites).
 */
interface FormValues {
  committeePreference: string[];
  portfolioPreference: string[];
  previousMunExperience: string;
  college: string;
  accomodation: string;
  payment: string;
  transactionId: string;
  grpName: string;
  /** The declared questions' answers (src/shared/registration-questions.ts), by key. */
  answers: Record<string, string>;
}

type FieldKey = keyof FormValues;
const answerId = (key: string) => `reg-answer-${key}`;

/** The form's fields in page order: the first invalid one gets the focus. */
const fieldOrder: { key: FieldKey; id: string }[] = [
  { key: 'grpName', id: 'reg-grp-name' },
  { key: 'committeePreference', id: 'reg-committees' },
  { key: 'portfolioPreference', id: 'reg-portfolios' },
  { key: 'previousMunExperience', id: 'reg-experience' },
  // The questions follow the experience; an error there focuses the question it is about (submit's handler).
  { key: 'answers', id: '' },
  { key: 'college', id: 'reg-college' },
  { key: 'accomodation', id: 'reg-accommodation' },
  { key: 'payment', id: 'reg-payment' },
  { key: 'transactionId', id: 'reg-transaction-id' },
];

const defaultValues: FormValues = {
  committeePreference: [],
  portfolioPreference: [],
  previousMunExperience: '',
  college: '',
  accomodation: '',
  payment: '',
  transactionId: '',
  grpName: '',
  answers: {},
};

/** The error of a question's answer, if any. */
function answerError(errors: FieldErrors<FormValues>, key: string): string | undefined {
  return (errors.answers as Record<string, { message?: string }> | undefined)?.[key]?.message;
}

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

interface Context {
  kind: RegistrationKind;
  event: ConferenceEvent;
  student: boolean;
  grpName: string;
  members: InvitedMember[];
  invite?: InviteParams;
}

/** The POST /reg/yp body the values make, before the shared schema checks it. */
function rawBody(values: FormValues, { kind, event, student, grpName, members, invite }: Context) {
  const common = {
    eventName: event.name,
    previousMunExperience: values.previousMunExperience,
    committeePreference: values.committeePreference,
    portfolioPreference: values.portfolioPreference,
    ...(student ? {} : { college: values.college, accomodation: values.accomodation || undefined }),
    answers: values.answers,
  };
  // A free event takes no payment screenshot.
  const free = isFreeEvent(event.fees);
  const payment = free ? undefined : values.payment;
  const transactionId = free ? undefined : values.transactionId;
  if (kind === 'individual') return { ...common, isGroupRegistration: false, payment, transactionId };
  if (kind === 'leader')
    return {
      ...common,
      isGroupRegistration: true,
      payment,
      transactionId,
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
}

/**
 * Checks the values with the shared schema of the variant (its browser messages). What the visitor cannot fix
 * in the form (a damaged invite link) is reported as the `root` error.
 */
function registrationResolver(context: Context): Resolver<FormValues, unknown, RegistrationData> {
  return async (values) => {
    const schema = schemaFor(context.kind)({
      isStudentOfNITS: context.student,
      committees: context.event.committees,
      free: isFreeEvent(context.event.fees),
    });
    const parsed = schema.safeParse(rawBody(values, context));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      // A question's answer: its error goes under its own key.
      if (key === 'answers' && typeof issue.path[1] === 'string') {
        const answers = (errors.answers ??= {}) as Record<string, { type: string; message: string }>;
        answers[issue.path[1]] ??= { type: issue.code, message: issue.message };
        continue;
      }
      // A member has no group-name field: the name comes from the invite link.
      const field =
        context.kind === 'member' && key === 'grpName'
          ? undefined
          : fieldOrder.find((f) => f.key === key)?.key;
      if (field && field !== 'answers') errors[field] ??= { type: issue.code, message: issue.message };
      else errors.root ??= { invite: { type: issue.code, message: issue.message } };
    }
    return { values: {}, errors };
  };
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
  const refreshInvites = useRefreshInvites();
  const sent = useQuery(profileQuery).data?.sendInviteToWhom ?? profile.sendInviteToWhom;
  // The leader's amount is the server's (GET /reg/group/:eventName): the group fee for everyone and the
  // hospitality of each non-institute member who chose accommodation, which only the server knows.
  const bill = useQuery({ ...groupBillQuery(event.name), enabled: kind === 'leader' });
  const pays = kind !== 'member' && !isFreeEvent(event.fees);
  const reference = useQuery({
    ...paymentReferenceQuery(event.name),
    enabled: pays && event.registrationOpen,
  });
  const lockedName = kind === 'leader' ? existingGroupName(sent, event.name) : null;
  const [grpNameInput, setGrpName] = useState('');
  const upload = useUploadProgress();

  const grpName = lockedName ?? grpNameInput;
  const members = kind === 'leader' ? invitedMembers(sent, event.name, grpName) : [];
  const student = profile.isStudentOfNITS;
  const form = useForm<FormValues, unknown, RegistrationData>({
    defaultValues,
    resolver: registrationResolver({ kind, event, student, grpName, members, invite }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  const selection: Selection = {
    committees: watch('committeePreference'),
    portfolios: watch('portfolioPreference'),
  };
  const accommodation = watch('accomodation');
  // The chosen screenshot is read for its transaction ID (a member pays nothing, a free event asks for none).
  const screenshotReading = useScreenshotReading(
    kind === 'member' || isFreeEvent(event.fees) ? '' : watch('payment'),
  );

  const registeredMembers = members.filter((member) => member.registered).length;
  let amount: AmountDue | null = computeAmountDue(
    { kind, isStudentOfNITS: student, accommodation: accommodation === 'Yes' },
    event.fees,
  );
  if (kind === 'leader') {
    const due = bill.data;
    amount = due ? (accommodation === 'Yes' && due.amountDueWithAccommodation) || due.amountDue : null;
  }
  const needsMembers = kind === 'leader' && registeredMembers < membersNeeded(event.fees);
  const open = event.registrationOpen;

  const showError = (key: FieldKey, message: string | null | undefined) => {
    if (message) setError(key, { type: 'custom', message });
    else clearErrors(key);
  };
  const select = (next: Selection) => {
    setValue('committeePreference', next.committees);
    setValue('portfolioPreference', next.portfolios);
  };

  const registration = useMutation({
    mutationFn: (data: RegistrationData) =>
      upload.track((onProgress) => submitRegistration(registrationBody(data), onProgress)),
    onSuccess: async ({ message }) => {
      notify('success', message || m.success);
      onRegistered();
      await afterRegistration();
    },
    onError: (error) => {
      if (!unauthorized(error)) notify('error', failureMessage(error));
      // The group may have changed meanwhile (a member joined): show the leader the amount now due.
      if (kind === 'leader') void refreshInvites();
    },
  });
  const pending = registration.isPending;

  const submit = handleSubmit(
    (data) => {
      if (open && !needsMembers && !pending) registration.mutate(data);
    },
    (found) => {
      const first = fieldOrder.find((field) => found[field.key]);
      if (first?.key === 'answers') {
        const [key] = questionEntries().filter(([k]) => answerError(found, k));
        if (key) focusField(answerId(key[0]));
      } else if (first) focusField(first.id);
      else if (found.root?.invite?.message) notify('error', found.root.invite.message);
    },
  );

  let submitLabel: string = 'Submit';
  if (!open) submitLabel = m.closedButton;
  else if (pending) submitLabel = messages.generic.sending;

  return (
    <div className="reg-form-wrap">
      <WindowNotice event={event} onForm />

      {kind === 'member' && invite ? (
        <p className="acc-note reg-invite-note">
          <strong>
            <EmailText email={invite.grpLeaderEmail} />
          </strong>{' '}
          invited you to the group <strong>{invite.grpName}</strong> for the {invite.eventNameIn}.{' '}
          {isFreeEvent(event.fees)
            ? 'Your registration is complete once the leader has registered the group.'
            : 'Your group leader pays for the whole group: your registration is complete once the leader has registered and paid.'}
        </p>
      ) : null}

      {kind === 'leader' ? (
        <GroupSection
          eventName={event.name}
          instituteOnly={event.instituteOnly}
          grpName={grpName}
          onGrpNameChange={setGrpName}
          grpNameError={errors.grpName?.message}
          onGrpNameError={(message) => showError('grpName', message)}
          members={members}
          nameLocked={lockedName !== null}
          membersNeeded={membersNeeded(event.fees)}
        />
      ) : null}

      <form className="reg-form" noValidate onSubmit={(e) => void submit(e)} aria-label="Registration">
        <section className="reg-section" aria-labelledby="reg-prefs-title">
          <h2 id="reg-prefs-title" className="reg-section__title">
            Committees and portfolios
          </h2>
          <CommitteesFieldset
            committees={event.committees}
            selected={selection.committees}
            onToggle={(code) => {
              const change = toggleCommittee(selection, code, event.committees);
              select(change.selection);
              showError('committeePreference', change.committeeError);
              if (change.portfolioError === null) clearErrors('portfolioPreference');
            }}
            onMove={(code, direction) => {
              const change = moveCommittee(selection, code, direction, event.committees);
              select(change.selection);
              showError('committeePreference', change.committeeError);
              return change.committeeError === null;
            }}
            error={errors.committeePreference?.message}
            tapList={tapList}
            disabled={pending}
          />
          <PortfoliosFieldset
            committees={event.committees}
            selection={selection}
            onToggle={(committee, portfolio) => {
              const change = togglePortfolio(selection, committee, portfolio, event.committees);
              select(change.selection);
              showError('portfolioPreference', change.portfolioError);
            }}
            onMove={(portfolio, direction) => {
              select(movePortfolio(selection, portfolio, direction).selection);
              return true;
            }}
            error={errors.portfolioPreference?.message}
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
              error={errors.previousMunExperience?.message}
              full
            >
              {(a11y) => (
                <textarea
                  {...register('previousMunExperience')}
                  {...a11y}
                  className="form-input reg-textarea"
                  rows={4}
                  maxLength={registrationRules.previousMunExperience}
                  disabled={pending}
                />
              )}
            </Field>
            {questionEntries().map(([key, question]) => (
              <Field
                key={key}
                id={answerId(key)}
                label={question.label}
                hint={question.hint}
                error={answerError(errors, key)}
                full
              >
                {(a11y) => (
                  <input
                    {...register(`answers.${key}`)}
                    {...a11y}
                    className="form-input"
                    type="text"
                    maxLength={question.max}
                    disabled={pending}
                  />
                )}
              </Field>
            ))}
            {student ? null : (
              <>
                <Field id="reg-college" label="College" error={errors.college?.message} full>
                  {(a11y) => (
                    <input
                      {...register('college')}
                      {...a11y}
                      className="form-input"
                      type="text"
                      autoComplete="organization"
                      maxLength={registrationRules.college}
                      disabled={pending}
                    />
                  )}
                </Field>
                <AccommodationChoice
                  registration={register('accomodation')}
                  error={errors.accomodation?.message}
                  disabled={pending}
                  hospitality={event.fees.hospitality}
                  leaderPays={kind === 'member'}
                />
              </>
            )}
          </div>
        </section>

        {kind === 'member' ? null : isFreeEvent(event.fees) ? (
          <section className="reg-section" aria-labelledby="reg-payment-title">
            <h2 id="reg-payment-title" className="reg-section__title">
              Payment
            </h2>
            <p className="reg-empty">{messages.ui.registration.freeEvent}</p>
          </section>
        ) : (
          <section className="reg-section" aria-labelledby="reg-payment-title">
            <h2 id="reg-payment-title" className="reg-section__title">
              Payment
            </h2>
            {kind === 'leader' ? (
              <p className="acc-field__hint reg-choice-hint">
                You pay for the whole group: the group fee for you and each registered member, and hospitality
                for each non-institute student of the group who chose accommodation.
              </p>
            ) : null}
            {amount ? (
              <PaymentDetails
                amount={amount}
                payment={event.payment}
                showUpiLink={tapList}
                reference={reference.data ?? null}
              />
            ) : (
              <p className="reg-empty" role={bill.isError ? 'alert' : 'status'}>
                {bill.isError ? failureMessage(bill.error) : messages.generic.loading}
              </p>
            )}
            <ScreenshotPicker {...imageField(form, 'payment')} disabled={pending} />
            <Field
              id="reg-transaction-id"
              label="Transaction ID"
              hint={messages.ui.registration.transactionIdHint}
              error={errors.transactionId?.message}
              full
            >
              {(a11y) => (
                <input
                  {...register('transactionId')}
                  {...a11y}
                  className="form-input reg-pay__mono"
                  type="text"
                  inputMode="text"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={transactionIdRules.maxInput}
                  disabled={pending}
                />
              )}
            </Field>
            <ReadTransactionId
              reading={screenshotReading}
              entered={watch('transactionId')}
              onUse={(id) =>
                setValue('transactionId', id, { shouldValidate: isSubmitted, shouldDirty: true })
              }
            />
          </section>
        )}

        {pending ? <UploadProgress labelId="reg-progress-label" progress={upload.progress} /> : null}

        {needsMembers && open ? (
          <p id="reg-submit-hint" className="acc-field__hint reg-submit-hint">
            {messages.ui.registration.needMoreMembers(event.fees.groupMinPeople)}.
          </p>
        ) : null}
        <button
          type="submit"
          className="form-submit"
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
  registration: UseFormRegisterReturn<'accomodation'>;
  error?: string;
  disabled?: boolean;
  /** The event's hospitality fee. */
  hospitality: number;
  /** A member: the group leader pays the hospitality. */
  leaderPays: boolean;
}

/** Accommodation ('Yes'/'No'), asked of students of other institutes. */
function AccommodationChoice({
  registration,
  error,
  disabled,
  hospitality,
  leaderPays,
}: AccommodationChoiceProps) {
  return (
    <fieldset
      id="reg-accommodation"
      className="acc-choice acc-field--full"
      aria-describedby={error ? 'reg-accommodation-hint reg-accommodation-error' : 'reg-accommodation-hint'}
    >
      <legend className="acc-choice__legend">Do you need accommodation?</legend>
      <p id="reg-accommodation-hint" className="acc-field__hint reg-choice-hint">
        Hospitality covers accommodation, concerts and the other events
        {leaderPays
          ? ` and adds ${rupees(hospitality)} to your group leader's amount due.`
          : ` and adds ${rupees(hospitality)} to the amount due.`}
      </p>
      <div className="acc-choice__options">
        {accomodationAnswers.map((answer) => (
          <label key={answer} className="acc-choice__option acc-option">
            <input
              {...registration}
              type="radio"
              value={answer}
              aria-invalid={Boolean(error) || undefined}
              disabled={disabled}
            />
            {answer}
          </label>
        ))}
      </div>
      {error ? (
        <p id="reg-accommodation-error" className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
