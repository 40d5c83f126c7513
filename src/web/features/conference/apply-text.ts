/** The Apply page's texts with the featured event's name and fees put in their placeholders. */
import { fillTemplate } from '~/shared/fill-template';
import type { EventFees } from '~/shared/schemas/events';
import type { ApplyDocument } from '~/shared/schemas/pages';

/** 'Rs 1,800', as the registration form writes amounts. */
export const rupees = (amount: number) => `Rs ${amount.toLocaleString('en-IN')}`;

/** The values the Apply page's placeholders name. */
export const feeValues = (fees: EventFees) => ({
  individualFee: rupees(fees.individual),
  groupFee: rupees(fees.groupPerMember),
  groupMinPeople: fees.groupMinPeople,
  hospitalityFee: rupees(fees.hospitality),
});

/** The steps; worded with the fees when an event gives them (null while no event is featured). */
export const applySteps = (page: ApplyDocument, fees: EventFees | null) =>
  page.steps.map((step) => ({
    title: step.title,
    body: fees ? fillTemplate(step.body, feeValues(fees)) : step.bodyWithoutFees,
  }));

/** The fee card's lines. */
export function feeLines(page: ApplyDocument, fees: EventFees) {
  const values = feeValues(fees);
  const line = (copy: { label: string; note: string }, amount: number) => ({
    label: copy.label,
    amount: rupees(amount),
    note: fillTemplate(copy.note, values),
  });
  return [
    line(page.fees.individual, fees.individual),
    line(page.fees.group, fees.groupPerMember),
    line(page.fees.hospitality, fees.hospitality),
  ];
}

/** The heading: 'Apply for the <event name>', or the page's own while no event is featured. */
export const applyTitle = (page: ApplyDocument, eventName: string | null) =>
  eventName ? fillTemplate(page.title, { eventName }) : page.noneTitle;

export const applyDescription = (page: ApplyDocument, eventName: string | null) =>
  eventName ? fillTemplate(page.description, { eventName }) : page.noneDescription;
