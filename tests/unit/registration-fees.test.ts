import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAmountDue, defaultUpiNote, formatRupees, upiPaymentUri } from '~/shared/fees';
import { messages } from '~/shared/messages';
import type { EventFees } from '~/shared/schemas/events';

/** The 2024 fees (docs/requirements.md#fees; the seeded event's). */
const fees: EventFees = { individual: 399, groupPerMember: 349, hospitality: 1500, groupMinPeople: 3 };

const m = messages.registration;

describe('computeAmountDue', () => {
  it('charges an individual 399', () => {
    expect(
      computeAmountDue({ kind: 'individual', isStudentOfNITS: true, accommodation: false }, fees),
    ).toEqual({
      total: 399,
      lines: [{ label: m.feeIndividual, amount: 399 }],
    });
  });

  it('adds hospitality 1500 for a non-institute student choosing accommodation', () => {
    expect(
      computeAmountDue({ kind: 'individual', isStudentOfNITS: false, accommodation: true }, fees),
    ).toEqual({
      total: 1899,
      lines: [
        { label: m.feeIndividual, amount: 399 },
        { label: m.feeHospitality, amount: 1500 },
      ],
    });
    expect(
      computeAmountDue({ kind: 'individual', isStudentOfNITS: false, accommodation: false }, fees).total,
    ).toBe(399);
    // Not offered to institute students, whatever the form sent.
    expect(
      computeAmountDue({ kind: 'individual', isStudentOfNITS: true, accommodation: true }, fees).total,
    ).toBe(399);
  });

  it('charges a leader 349 x (registered members + 1)', () => {
    expect(
      computeAmountDue(
        { kind: 'leader', isStudentOfNITS: true, accommodation: false, registeredMembers: 2 },
        fees,
      ),
    ).toEqual({ total: 1047, lines: [{ label: `${m.feeGroup} (349 x 3)`, amount: 1047 }] });
    expect(
      computeAmountDue(
        { kind: 'leader', isStudentOfNITS: false, accommodation: true, registeredMembers: 4 },
        fees,
      ).total,
    ).toBe(349 * 5 + 1500);
  });

  it("adds the leader's hospitality for each non-institute person of the group who chose accommodation", () => {
    // The leader (an institute student) and two members, one of whom chose accommodation: 349 x 3 + 1500.
    expect(
      computeAmountDue(
        {
          kind: 'leader',
          isStudentOfNITS: true,
          accommodation: false,
          registeredMembers: 2,
          membersWithHospitality: 1,
        },
        fees,
      ),
    ).toEqual({
      total: 2547,
      lines: [
        { label: `${m.feeGroup} (349 x 3)`, amount: 1047 },
        { label: `${m.feeHospitality} (1500 x 1)`, amount: 1500 },
      ],
    });
    // With the leader's own: two people's hospitality.
    expect(
      computeAmountDue(
        {
          kind: 'leader',
          isStudentOfNITS: false,
          accommodation: true,
          registeredMembers: 2,
          membersWithHospitality: 1,
        },
        fees,
      ).total,
    ).toBe(349 * 3 + 1500 * 2);
    // Never more members with hospitality than registered members.
    expect(
      computeAmountDue(
        {
          kind: 'leader',
          isStudentOfNITS: true,
          accommodation: false,
          registeredMembers: 2,
          membersWithHospitality: 5,
        },
        fees,
      ).total,
    ).toBe(349 * 3 + 1500 * 2);
  });

  it('charges a member nothing (the leader pays)', () => {
    expect(computeAmountDue({ kind: 'member', isStudentOfNITS: false, accommodation: true }, fees)).toEqual({
      total: 0,
      lines: [{ label: m.feeMember, amount: 0 }],
    });
  });

  it('always totals its lines, never negative, for any member count', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('individual', 'leader', 'member' as const),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: -5, max: 100 }),
        (kind, isStudentOfNITS, accommodation, registeredMembers) => {
          const due = computeAmountDue({ kind, isStudentOfNITS, accommodation, registeredMembers }, fees);
          expect(due.total).toBe(due.lines.reduce((s, l) => s + l.amount, 0));
          expect(due.total).toBeGreaterThanOrEqual(0);
          if (kind === 'leader') {
            const hospitality = !isStudentOfNITS && accommodation ? fees.hospitality : 0;
            expect(due.total).toBe(fees.groupPerMember * (Math.max(0, registeredMembers) + 1) + hospitality);
          }
        },
      ),
    );
  });
});

describe('upiPaymentUri', () => {
  it('carries the exact amount, payee and note', () => {
    expect(upiPaymentUri(1047, { upiId: 'nitsmun@sbi', name: 'NITSMUN Treasurer' }, 'Group Trio')).toBe(
      'upi://pay?pa=nitsmun@sbi&pn=NITSMUN%20Treasurer&am=1047.00&cu=INR&tn=Group%20Trio',
    );
  });

  it('encodes what a UPI app would misread, and has a default note', () => {
    const uri = upiPaymentUri(399, { upiId: 'a.b@okaxis', name: 'A&B=C' });
    const url = new URL(uri.replace('upi://', 'https://'));
    expect(url.searchParams.get('pa')).toBe('a.b@okaxis');
    expect(url.searchParams.get('pn')).toBe('A&B=C');
    expect(url.searchParams.get('am')).toBe('399.00');
    expect(url.searchParams.get('cu')).toBe('INR');
    expect(url.searchParams.get('tn')).toBe(defaultUpiNote);
    const noted = new URL(
      upiPaymentUri(1, { upiId: 'a@b', name: '' }, 'Fee & stay').replace('upi://', 'https://'),
    );
    expect(noted.searchParams.get('tn')).toBe('Fee & stay');
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(399)).toBe('Rs 399');
    expect(formatRupees(1047)).toBe('Rs 1,047');
    expect(formatRupees(123456)).toBe('Rs 1,23,456');
  });
});
