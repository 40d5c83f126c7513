/**
 * The amount a registrant pays (docs/requirements.md#fees), computed the same way by the registration form
 * (display and UPI QR) and by the server, which stores the amount it computed itself and never the client's.
 */
import { messages } from './messages';
import type { EventFees } from './schemas/events';

/** Free: nothing to pay whichever way one registers (no payment screenshot is asked or accepted). */
export const isFreeEvent = (fees: EventFees) =>
  fees.individual === 0 && fees.groupPerMember === 0 && fees.hospitality === 0;

const m = messages.registration;

export type RegistrationKind = 'individual' | 'leader' | 'member';

export interface AmountDueInput {
  kind: RegistrationKind;
  isStudentOfNITS: boolean;
  /** The registrant chose accommodation ('Yes'); only non-institute students are offered it. */
  accommodation: boolean;
  /** Leader only: invited members who have registered through their invite link. */
  registeredMembers?: number;
  /**
   * Leader only: of those members, the non-institute students who chose accommodation. The leader pays
   * their hospitality too (only the leader pays, for the whole group).
   */
  membersWithHospitality?: number;
}

export interface AmountLine {
  label: string;
  amount: number;
}

export interface AmountDue {
  /** Rupees. */
  total: number;
  lines: AmountLine[];
}

/** Hospitality (accommodation, concerts, other events) is offered only to non-institute students. */
export const hospitalityApplies = (isStudentOfNITS: boolean, accommodation: boolean) =>
  !isStudentOfNITS && accommodation;

/**
 * Whether a line of a stored breakdown is hospitality: its label starts with the hospitality label (a
 * leader's adds the fee times the people hosted). The ledger splits the amounts due by it
 * (docs/decisions/0077-ledger-counts-the-money.md).
 */
export const hospitalityLinePrefix = m.feeHospitality;
export const isHospitalityLine = (line: AmountLine) => line.label.startsWith(hospitalityLinePrefix);

const count = (n: number | undefined) => Math.max(0, Math.floor(n ?? 0));

/**
 * With the event's fees: individual `individual`, plus `hospitality` when not an institute student and
 * choosing accommodation; group leader `groupPerMember` x (registered members + 1), plus `hospitality` for
 * each person of the group (the leader and the registered members) who is not an institute student and
 * chose accommodation, paying for the whole group; member 0 (the leader pays).
 */
export function computeAmountDue(input: AmountDueInput, fees: EventFees): AmountDue {
  const lines: AmountLine[] = [];
  const own = hospitalityApplies(input.isStudentOfNITS, input.accommodation);
  if (input.kind === 'individual') {
    lines.push({ label: m.feeIndividual, amount: fees.individual });
    if (own) lines.push({ label: m.feeHospitality, amount: fees.hospitality });
  } else if (input.kind === 'leader') {
    const members = count(input.registeredMembers);
    const people = members + 1;
    lines.push({
      label: `${m.feeGroup} (${fees.groupPerMember} x ${people})`,
      amount: fees.groupPerMember * people,
    });
    const hosted = Math.min(count(input.membersWithHospitality), members) + (own ? 1 : 0);
    if (hosted > 0) {
      lines.push({
        label: `${m.feeHospitality} (${fees.hospitality} x ${hosted})`,
        amount: fees.hospitality * hosted,
      });
    }
  } else {
    lines.push({ label: m.feeMember, amount: 0 });
  }
  return { total: lines.reduce((sum, line) => sum + line.amount, 0), lines };
}

export interface UpiPayee {
  /** e.g. 'nitsmun@sbi' */
  upiId: string;
  /** The account holder shown by the payer's app. */
  name: string;
}

export const defaultUpiNote = 'NITSMUN conference registration';

/**
 * A UPI deep link (`upi://pay?...`) for the exact amount, as UPI apps read it from a QR code:
 * `upi://pay?pa=<upiId>&pn=<name>&am=<amount>.00&cu=INR&tn=<note>`.
 */
export function upiPaymentUri(amount: number, payee: UpiPayee, note: string = defaultUpiNote): string {
  const enc = encodeURIComponent;
  // UPI apps read the VPA literally: keep its '@' readable.
  return `upi://pay?pa=${enc(payee.upiId).replace('%40', '@')}&pn=${enc(payee.name)}&am=${amount.toFixed(2)}&cu=INR&tn=${enc(note)}`;
}

/** 'Rs 1,047' (Indian digit grouping). */
export function formatRupees(amount: number): string {
  // Whole rupees as they are; money a bank counted to the paisa with its two decimals (Rs 1,400.50).
  const paise = Number.isInteger(amount) ? 0 : 2;
  return `Rs ${amount.toLocaleString('en-IN', { minimumFractionDigits: paise, maximumFractionDigits: 2 })}`;
}
