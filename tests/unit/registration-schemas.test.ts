import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import {
  invitePath,
  makeIndividualRegistrationSchema,
  makeLeaderRegistrationSchema,
  makeMemberRegistrationSchema,
  makeRegistrationSchema,
  makeSendInviteSchema,
  registrationBody,
  registrationKindOf,
  registrationToggleSchema,
  selectionProblem,
  sendInviteSchema,
} from '~/shared/schemas/registration';
import { SEEDED_EVENT, seededCommittees, seededPortfolios } from '../support/seeded-event';

const m = messages.registration;
/** The seeded event's committees and their portfolio lists, as the server and the forms pass them. */
const lists = seededCommittees.map((code) => ({ code, portfolios: seededPortfolios[code] }));
const { UNHRC: unhrc, IB: ib, IPC: ipc } = seededPortfolios;

const payment = 'data:image/png;base64,iVBORw0KGgo=';
const individual = {
  eventName: SEEDED_EVENT,
  payment,
  previousMunExperience: 'Two MUNs',
  committeePreference: ['UNHRC', 'IB'],
  portfolioPreference: [unhrc[0]!, ib[0]!],
  isGroupRegistration: false,
};
const leader = { ...individual, isGroupRegistration: true, grpName: 'Trio', grpMembers: ['A@Example.com'] };
const member = {
  eventName: SEEDED_EVENT,
  previousMunExperience: 'None',
  committeePreference: ['IPC'],
  portfolioPreference: [ipc[0]!],
  isGroupRegistration: true,
  grpName: 'Trio',
  eventNameIn: SEEDED_EVENT,
  memberEmail: 'Member@Example.com',
  grpLeaderEmail: 'leader@example.com',
  inviteToken: 'tok',
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((i) => i.message);
}

describe('selectionProblem', () => {
  it.each([
    [[], [], 'committee'],
    [['UNHRC', 'IB', 'IPC', 'Mahabharat'], [], 'committee'],
    [['UNHRC', 'UNHRC'], [], 'committee'],
    [['UNHRC'], Array.from({ length: 10 }, (_, i) => `p${i}`), 'portfolio'],
    [['UNHRC'], ['x', 'x'], 'portfolio'],
    [['UNHRC'], [], null],
    [['UNHRC', 'IB', 'IPC'], ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], null],
  ] as const)('without the lists: %j %j -> %s', (committeesChosen, portfolios, expected) => {
    expect(selectionProblem(committeesChosen, portfolios)).toBe(expected);
  });

  it('with the lists: codes exist, portfolios belong to a chosen committee, at most 3 each', () => {
    expect(selectionProblem(['UNSC'], [], lists)).toBe('committee');
    expect(selectionProblem(['UNHRC'], [ib[0]!], lists)).toBe('portfolio');
    expect(selectionProblem(['UNHRC'], unhrc.slice(0, 4), lists)).toBe('portfolio');
    expect(selectionProblem(['UNHRC'], unhrc.slice(0, 3), lists)).toBeNull();
    expect(
      selectionProblem(
        ['UNHRC', 'IB', 'IPC'],
        [...unhrc.slice(0, 3), ...ib.slice(0, 3), ...ipc.slice(0, 3)],
        lists,
      ),
    ).toBeNull();
  });
});

describe('the POST /reg/yp schema', () => {
  const server = makeRegistrationSchema({ audience: 'server' });
  const browser = makeRegistrationSchema();

  it('tells the variants apart', () => {
    expect(registrationKindOf(individual)).toBe('individual');
    expect(registrationKindOf(leader)).toBe('leader');
    expect(registrationKindOf(member)).toBe('member');
    expect(server.parse(individual).kind).toBe('individual');
    expect(server.parse(leader)).toMatchObject({
      kind: 'leader',
      grpName: 'Trio',
      grpMembers: ['a@example.com'],
    });
    expect(server.parse(member)).toMatchObject({
      kind: 'member',
      memberEmail: 'member@example.com',
      inviteToken: 'tok',
    });
  });

  it('words committee and portfolio problems for each audience', () => {
    const noCommittee = { ...individual, committeePreference: [] };
    expect(messagesOf(server.safeParse(noCommittee))).toEqual([m.invalidCommittee]);
    expect(messagesOf(browser.safeParse(noCommittee))).toEqual([m.selectCommittees]);
    const tenPortfolios = {
      ...individual,
      portfolioPreference: Array.from({ length: 10 }, (_, i) => `p${i}`),
    };
    expect(messagesOf(server.safeParse(tenPortfolios))).toEqual([m.invalidPortfolio]);
    expect(messagesOf(browser.safeParse(tenPortfolios))).toEqual([m.maxPortfolios]);
  });

  it('answers the first problem in the order of the catalogue', () => {
    expect(messagesOf(server.safeParse({}))[0]).toBe(m.allFieldsRequired);
    expect(messagesOf(server.safeParse(null))).toEqual([m.allFieldsRequired]);
    expect(messagesOf(server.safeParse({ ...leader, grpName: ' ' }))[0]).toBe(m.grpNameMissing);
    expect(messagesOf(server.safeParse({ ...member, grpLeaderEmail: '' }))[0]).toBe(m.whereAreTheDetails);
    // Without the event, the server's body schema cannot know whether it is free: the service decides
    // (tests/api/mock-mun.test.ts); the browser's form, for a paid event, asks for the screenshot.
    expect(messagesOf(server.safeParse({ ...individual, payment: undefined }))).toEqual([]);
    expect(messagesOf(browser.safeParse({ ...individual, payment: undefined }))).toEqual([
      m.allFieldsRequired,
    ]);
    expect(messagesOf(server.safeParse({ ...individual, payment: 'https://x/y.png' }))).toEqual([
      m.invalidPayment,
    ]);
    expect(
      messagesOf(
        server.safeParse({ ...individual, payment: `data:image/png;base64,${'A'.repeat(800_000)}` }),
      ),
    ).toEqual([m.invalidPayment]);
    expect(messagesOf(server.safeParse({ ...individual, previousMunExperience: '  ' }))).toEqual([
      m.allFieldsRequired,
    ]);
    expect(messagesOf(server.safeParse({ ...individual, accomodation: 'Maybe' }))).toEqual([
      m.allFieldsRequired,
    ]);
  });

  it('needs no payment from a member', () => {
    expect(server.safeParse(member).success).toBe(true);
  });

  it('requires college and accommodation when told the registrant is not an institute student', () => {
    const outsider = makeIndividualRegistrationSchema({ isStudentOfNITS: false });
    expect(messagesOf(outsider.safeParse(individual))).toEqual([m.allFieldsRequired, m.allFieldsRequired]);
    const parsed = outsider.parse({ ...individual, college: ' AEC ', accomodation: 'Yes' });
    expect(parsed).toMatchObject({ college: 'AEC', accommodation: true });
    // An institute student's college and accommodation are dropped.
    const student = makeIndividualRegistrationSchema({ isStudentOfNITS: true });
    expect(student.parse({ ...individual, college: 'AEC', accomodation: 'Yes' })).toMatchObject({
      college: null,
      accommodation: null,
    });
  });

  it('checks the selection against the lists it is given (the forms pass the event’s)', () => {
    const form = makeIndividualRegistrationSchema({ committees: lists });
    expect(messagesOf(form.safeParse({ ...individual, portfolioPreference: [ipc[0]] }))).toEqual([
      m.maxPortfolios,
    ]);
    expect(messagesOf(form.safeParse({ ...individual, committeePreference: ['UNSC'] }))).toEqual([
      m.selectCommittees,
    ]);
  });

  it('round-trips form data through registrationBody', () => {
    for (const [schema, input] of [
      [
        makeIndividualRegistrationSchema({ isStudentOfNITS: false }),
        { ...individual, college: 'AEC', accomodation: 'No' },
      ],
      [makeLeaderRegistrationSchema(), leader],
      [makeMemberRegistrationSchema(), member],
    ] as const) {
      const data = schema.parse(input);
      const body = registrationBody(data);
      expect(server.parse(body)).toEqual({
        ...data,
        college: data.college,
        accommodation: data.accommodation,
      });
    }
  });

  it('follows the form it belongs to, not the body', () => {
    // The leader form's data is a leader registration even without invite parts or isGroupRegistration.
    const form = makeLeaderRegistrationSchema();
    expect(form.parse({ ...leader, isGroupRegistration: false }).kind).toBe('leader');
    expect(
      messagesOf(makeMemberRegistrationSchema().safeParse({ ...member, inviteToken: undefined })),
    ).toEqual([m.whereAreTheDetails]);
  });
});

describe('the invite schema', () => {
  it('requires all three fields', () => {
    for (const body of [
      {},
      { email: 'a@b.co', eventName: 'E' },
      { email: '', eventName: 'E', grpName: 'G' },
    ]) {
      expect(messagesOf(sendInviteSchema.safeParse(body))[0]).toBe(m.inviteFieldsRequired);
    }
  });

  it('words a malformed email for each audience and lowercases it', () => {
    const body = { email: 'nobody', eventName: 'E', grpName: 'G' };
    expect(messagesOf(sendInviteSchema.safeParse(body))).toEqual([m.invalidInviteEmail]);
    expect(messagesOf(makeSendInviteSchema('server').safeParse(body))).toEqual([m.inviteeNotFound]);
    expect(sendInviteSchema.parse({ ...body, email: ' A@B.Co ' }).email).toBe('a@b.co');
  });
});

describe('the superadmin switch schema', () => {
  it('needs an event name and a boolean', () => {
    expect(registrationToggleSchema.safeParse({ eventName: 'E', open: false }).success).toBe(true);
    expect(messagesOf(registrationToggleSchema.safeParse({ eventName: 'E' }))).toEqual([m.allFieldsRequired]);
  });
});

describe('invitePath', () => {
  it('encodes each of the five parts', () => {
    expect(
      invitePath({
        leaderEmail: 'lead@x.org',
        memberEmail: 'm+1@x.org',
        token: 'abc_-D',
        eventName: SEEDED_EVENT,
        grpName: 'A/B & C',
      }),
    ).toBe(
      '/registration/invite/lead%40x.org/to/m%2B1%40x.org/token/abc_-D/Annual%20Conference%202024/A%2FB%20%26%20C',
    );
  });
});
