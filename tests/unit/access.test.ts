/**
 * The one access decision behind the guard layouts of the app pages (src/shared/access.ts): every
 * kind of visitor against every requirement, with the targets, toasts and delays of
 * docs/requirements.md#access-rules.
 */
import { describe, expect, it } from 'vitest';
import { redirectDelays, toastDurations } from '~/shared/constants';
import { messages } from '~/shared/messages';
import {
  type Decision,
  type GuardProfile,
  type GuardToast,
  type Requirement,
  type Visitor,
  decideAccess,
  inviteNotForYouNotice,
  needsProfile,
} from '~/shared/access';

const guest: Requirement = { kind: 'guest' };
const signedIn: Requirement = { kind: 'signedIn' };
const admin: Requirement = { kind: 'role', role: 'admin' };
const superadmin: Requirement = { kind: 'role', role: 'superadmin' };
const registration: Requirement = { kind: 'verifiedClient' };
const invite = (email: string): Requirement => ({ kind: 'verifiedClient', inviteEmail: email });
const requirements = { guest, signedIn, admin, superadmin, registration };

const person = (profile: Partial<GuardProfile> = {}): Visitor => ({
  kind: 'signedIn',
  profile: { role: 'client', isVerified: true, email: 'asha@example.org', ...profile },
});

const allow: Decision = { kind: 'allow' };
const to = (path: string, toast: GuardToast | null = null) =>
  ({ kind: 'redirect', to: path, toast, hold: null }) satisfies Decision;
const error: Decision = { kind: 'error', message: 'Something went wrong!' };

const notLoggedIn = to('/', { message: 'You have not logged in!', id: 'not-logged-in', duration: 10_000 });
const loginFirst = to('/applynow', {
  message: 'You need to login first to register for the event',
  id: 'registration-login-first',
  duration: 10_000,
});
const adminsNotAllowed = to('/dashboard', {
  message: 'Admins and SuperAdmins are not allowed to register for an event',
  id: 'registration-admins',
});
const verifyFirst = to('/dashboard', {
  message: 'You need to verify your email first',
  id: 'registration-verify-first',
});

describe('decideAccess', () => {
  it.each([
    ['not logged in', { kind: 'anonymous' }],
    ['a refused session (401: expired or revoked)', { kind: 'expired' }],
  ] as [string, Visitor][])(
    '%s: guest pages open; the others leave as the access rules say',
    (_, visitor) => {
      expect(decideAccess(visitor, guest)).toEqual(allow);
      expect(decideAccess(visitor, signedIn)).toEqual(notLoggedIn);
      expect(decideAccess(visitor, admin)).toEqual(to('/'));
      expect(decideAccess(visitor, superadmin)).toEqual(to('/'));
      expect(decideAccess(visitor, registration)).toEqual(loginFirst);
      expect(decideAccess(visitor, invite('asha@example.org'))).toEqual(loginFirst);
      // An invite link's own address: login, which comes back to it.
      const link = '/registration/invite/l%40x.org/to/asha%40example.org/token/T/Conf/G';
      expect(
        decideAccess(visitor, { kind: 'verifiedClient', inviteEmail: 'asha@example.org', invitePath: link }),
      ).toEqual({ ...loginFirst, to: `/login?redirectTo=${encodeURIComponent(link)}` });
    },
  );

  it('a profile that could not be read: the error line, except that a session cookie leaves the guest pages', () => {
    for (const requirement of [signedIn, admin, superadmin, registration, invite('a@b.org')])
      expect(decideAccess({ kind: 'failed' }, requirement)).toEqual(error);
    expect(decideAccess({ kind: 'failed' }, guest)).toEqual(to('/dashboard'));
  });

  it('a session cookie alone (the profile not asked for) sends a visitor of login or sign-up to /dashboard', () => {
    expect(decideAccess({ kind: 'cookie' }, guest)).toEqual(to('/dashboard'));
    expect(decideAccess({ kind: 'cookie' }, signedIn)).toEqual(error);
    expect(decideAccess({ kind: 'cookie' }, admin)).toEqual(error);
  });

  // Each role (a verified client, an admin, a superadmin) against each requirement.
  const table: [GuardProfile['role'], Record<keyof typeof requirements, Decision>][] = [
    [
      'client',
      {
        guest: to('/dashboard'),
        signedIn: allow,
        admin: to('/'),
        superadmin: to('/'),
        registration: allow,
      },
    ],
    [
      'admin',
      {
        guest: to('/dashboard'),
        signedIn: allow,
        admin: allow,
        superadmin: to('/'),
        registration: adminsNotAllowed,
      },
    ],
    [
      'superadmin',
      {
        guest: to('/dashboard'),
        signedIn: allow,
        // A superadmin holds every admin power.
        admin: allow,
        superadmin: allow,
        registration: adminsNotAllowed,
      },
    ],
  ];
  it.each(table)('a %s', (role, expected) => {
    for (const [name, requirement] of Object.entries(requirements))
      expect(decideAccess(person({ role }), requirement), name).toEqual(
        expected[name as keyof typeof requirements],
      );
  });

  it('an unverified client: registration sends them to /dashboard; the dashboard is theirs; admin pages are not', () => {
    const unverified = person({ isVerified: false });
    expect(decideAccess(unverified, registration)).toEqual(verifyFirst);
    expect(decideAccess(unverified, invite('asha@example.org'))).toEqual(verifyFirst);
    expect(decideAccess(unverified, signedIn)).toEqual(allow);
    expect(decideAccess(unverified, guest)).toEqual(to('/dashboard'));
    expect(decideAccess(unverified, admin)).toEqual(to('/'));
  });

  it('an invite link opens for the invited email, compared without case or surrounding spaces', () => {
    for (const email of ['asha@example.org', 'ASHA@Example.ORG', ' asha@example.org '])
      expect(decideAccess(person(), invite(email)), email).toEqual(allow);
  });

  it('an invite link meant for another email: its notice for 5 s, then the toast and /applynow', () => {
    expect(decideAccess(person(), invite('someone.else@example.org'))).toEqual({
      kind: 'redirect',
      to: '/applynow',
      toast: { message: 'This Invite link is not intended for you', id: 'registration-invite-not-for-you' },
      hold: { notice: inviteNotForYouNotice, delayMs: 5000 },
    });
    expect(inviteNotForYouNotice).toContain('sent to another email address');
  });

  it('the role and the verification are checked before the invite email', () => {
    expect(decideAccess(person({ role: 'admin' }), invite('other@example.org'))).toEqual(adminsNotAllowed);
    expect(decideAccess(person({ isVerified: false }), invite('other@example.org'))).toEqual(verifyFirst);
  });

  it('uses the shared messages and constants', () => {
    expect(notLoggedIn.toast).toMatchObject({
      message: messages.auth.notLoggedIn,
      duration: toastDurations.key,
    });
    expect(loginFirst.toast?.message).toBe(messages.registration.loginFirst);
    expect(error).toEqual({ kind: 'error', message: messages.dashboard.error });
    expect(redirectDelays.inviteMismatch).toBe(5000);
  });
});

describe('needsProfile', () => {
  it('only the guest pages decide without the profile (on the session cookie alone)', () => {
    expect(needsProfile(guest)).toBe(false);
    for (const requirement of [signedIn, admin, superadmin, registration, invite('a@b.org')])
      expect(needsProfile(requirement)).toBe(true);
  });
});

describe('a content section (docs/decisions/0063-content-editing.md)', () => {
  const gallery: Requirement = { kind: 'capability', capability: 'content:gallery' };

  it('opens to superadmins and to holders of its grant; admins and other grants go to /', () => {
    expect(decideAccess(person({ role: 'superadmin' }), gallery)).toEqual(allow);
    expect(decideAccess(person({ capabilities: ['content:gallery'] }), gallery)).toEqual(allow);
    expect(decideAccess(person({ role: 'admin' }), gallery)).toEqual(to('/'));
    expect(decideAccess(person({ capabilities: ['content:blogs', 'treasurer'] }), gallery)).toEqual(to('/'));
    expect(decideAccess(person(), gallery)).toEqual(to('/'));
    expect(decideAccess({ kind: 'anonymous' }, gallery)).toEqual(to('/'));
  });

  it('a content grant opens no role page and no other section', () => {
    const editor = person({ capabilities: ['content:gallery', 'content:blogs', 'content:team'] });
    expect(decideAccess(editor, admin)).toEqual(to('/'));
    expect(decideAccess(editor, superadmin)).toEqual(to('/'));
    expect(decideAccess(editor, { kind: 'capability', capability: 'treasurer' })).toEqual(to('/'));
  });
});
