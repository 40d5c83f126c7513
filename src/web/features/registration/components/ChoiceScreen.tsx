import { useState, type FormEvent } from 'react';
import { isFreeEvent } from '~/shared/fees';
import type { EventFees } from '~/shared/schemas/events';
import { membersNeeded, membersPhrase } from '../group';
import { rupees } from './PaymentDetails';

/** An amount in rupees that never breaks between 'Rs' and the number. */
const price = (amount: number) => rupees(amount).replace(' ', '\u00a0');

export type RegistrationChoice = 'leader' | 'individual';

function optionsFor(fees: EventFees): { value: RegistrationChoice; title: string; detail: string }[] {
  // A free event: no amounts of Rs 0, and nobody pays for anyone.
  const free = isFreeEvent(fees);
  return [
    {
      value: 'leader',
      title: 'Group leader',
      detail: free
        ? `Register a group of ${fees.groupMinPeople} or more, free of charge.`
        : `Register a group of ${fees.groupMinPeople} or more: ${price(fees.groupPerMember)} per head, and you pay for everyone.`,
    },
    {
      value: 'individual',
      title: 'Individual',
      detail: free
        ? 'Register on your own, free of charge.'
        : `Register on your own: ${price(fees.individual)}.`,
    },
  ];
}

interface ChoiceScreenProps {
  fees: EventFees;
  onChoose: (choice: RegistrationChoice) => void;
}

/** The first step: register as a group leader or as an individual (with the event's fees), then Next. */
export function ChoiceScreen({ fees, onChoose }: ChoiceScreenProps) {
  const [choice, setChoice] = useState<RegistrationChoice | null>(null);
  const options = optionsFor(fees);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) onChoose(choice);
  };

  return (
    <form className="reg-choice" onSubmit={submit} aria-labelledby="reg-choice-legend">
      <fieldset className="reg-choice__fieldset">
        <legend id="reg-choice-legend" className="reg-choice__legend">
          How are you registering?
        </legend>
        <div className="reg-choice__options">
          {options.map((option) => (
            <label key={option.value} className="reg-choice__option acc-option">
              <input
                type="radio"
                name="registration-type"
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                aria-describedby={`reg-choice-${option.value}-detail`}
              />
              <span className="reg-choice__text">
                <span className="reg-choice__title">{option.title}</span>
                <span id={`reg-choice-${option.value}-detail`} className="reg-choice__detail">
                  {option.detail}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="form-submit" disabled={!choice}>
        Next
      </button>
    </form>
  );
}

/**
 * How group registration works (shown beside the choice, as on the original site), with the event's fees and
 * group size.
 */
export function GroupInstructions({ fees }: { fees: EventFees }) {
  const needed = membersNeeded(fees);
  const free = isFreeEvent(fees);
  return (
    <>
      <h2 className="acc-aside-panel__title">Registering as a group</h2>
      <ol className="reg-steps">
        <li>
          <strong>The leader</strong> chooses Group leader, names the group and invites each member by the
          email of their NITSMUN account.
        </li>
        <li>
          <strong>Each member</strong> signs up, verifies their email, then opens the invite link from their
          inbox and fills in their preferences.{free ? null : ' Members do not pay.'}
        </li>
        <li>
          <strong>The leader</strong> registers once at least {membersPhrase(needed)}{' '}
          {needed === 1 ? 'has' : 'have'} registered
          {free
            ? '.'
            : `, and pays ${price(fees.groupPerMember)} for every registered member and for themselves.`}
        </li>
      </ol>
      <p className="reg-steps__note">
        A group needs at least {fees.groupMinPeople} people, the leader included. Everyone needs a verified
        NITSMUN account.
      </p>
    </>
  );
}
