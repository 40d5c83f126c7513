/**
 * The words of the organisers' tools: seat allocation, announcements, check-in, certificates, chairs and roll
 * call, the ledger (bank statements: statement-messages.ts). Kept beside src/shared/messages.ts rather than in it: that module is in the
 * chunk every page loads, and these words are only needed by the pages and modules that use them. The same
 * rules hold: every string here is the one the forms and the API show; never write a message literal elsewhere.
 */

/**
 * Ours: the treasurer's ledger of an event (src/shared/schemas/ledger.ts, src/server/modules/ledger/,
 * docs/decisions/0077-ledger-counts-the-money.md).
 */
export const ledgerMessages = {
  fetched: 'Ledger fetched successfully',
  errorFetching: 'Could not load the ledger',
  kindLabel: { individual: 'Individual', group: 'Group' },
} as const;

/**
 * Ours: the seat allocation of an event's confirmed delegates (src/shared/schemas/allocation.ts,
 * src/server/modules/allocation/, docs/decisions/0028-allocator.md).
 */
export const allocationMessages = {
  /** The cost model's weights. */
  invalidWeight: 'Each weight is a whole number from 0 to 100',
  portfolioWeights: 'Give one weight per portfolio rank, never decreasing with the rank',
  committeeWeights: 'Give one weight per committee rank, never decreasing with the rank',
  committeeAfterPortfolios: 'A portfolio of a preferred committee cannot weigh less than a named portfolio',
  outsideLast: 'A seat outside the preferences cannot weigh less than a preferred committee',
  unplacedLast: 'Leaving a delegate unplaced cannot weigh less than a seat outside the preferences',
  /** Successes. */
  previewed: 'Allocation proposed',
  applied: 'Allocation applied: every delegate is emailed their committee and portfolio',
  /** The request itself is wrong (400). */
  noSuchRegistration: 'No such registration exists',
  noSeats: 'Choose at least one seat to apply',
  tooManySeats: 'Too many seats in one request',
  delegateTwice: 'A delegate is given more than one seat (or lock) in the request',
  seatTwice: 'A seat is given to more than one delegate in the request',
  tooLarge: 'Too many delegates and seats for one allocation',
  /** 409 with the list of conflicts: what changed since the preview. */
  lockConflicts: 'Some locked or overridden seats can no longer be kept: remove them and run it again',
  applyConflicts: 'Nothing was applied: some seats can no longer be given. Run the allocation again',
  conflict: {
    noSuchRegistration: 'This registration is not in this event',
    notConfirmed: 'This registration is not confirmed',
    alreadyAssigned: 'This delegate has been given a seat meanwhile',
    groupNotPaid: "This member's group is not paid for",
    noSuchSeat: 'This seat is no longer in the event',
    seatTaken: 'Another delegate holds this seat',
  },
  /** What a seat is for its delegate (the preview, the CSV exports). */
  choice: {
    portfolio: (rank: string) => `${rank} portfolio choice`,
    committee: (rank: string) => `Another portfolio of their ${rank} committee`,
    outside: 'Outside their preferences',
    unplaced: 'Unplaced: no free seat left',
    notAllocated: (reason: string) => `Not allocated: ${reason}`,
    notAssigned: 'Not assigned yet',
  },
  source: { allocated: 'Proposed', locked: 'Locked', override: 'Override' },
} as const;

/**
 * Ours: an admin's announcements to an audience of an event (src/shared/schemas/announcements.ts,
 * src/server/modules/announcements/).
 */
export const announcementMessages = {
  subjectRequired: 'Write a subject',
  subjectTooLong: (max: number) => `The subject can be at most ${max} characters`,
  subjectOneLine: 'The subject must fit on one line',
  bodyRequired: 'Write the announcement',
  bodyTooLong: (max: number) => `The announcement can be at most ${max} characters`,
  invalidAudience: 'Choose who receives the announcement',
  invalidStatus: 'Choose a registration status',
  invalidKind: 'Choose a kind of registration',
  invalidCommittee: 'Choose a committee',
  invalidDays: (min: number, max: number) => `Choose a number of days from ${min} to ${max}`,
  noSuchCommittee: 'This event has no such committee',
  noRecipients: 'No one is in this audience yet: nothing was sent',
  emptyAudience: 'No one is in this audience yet',
  tooManySends: (max: number) =>
    `You can send at most ${max} announcements an hour. Please wait before sending another.`,
  previewed: 'Recipients counted',
  sent: 'Announcement sent: the emails are on their way',
  fetched: 'Announcements fetched successfully',
  errorFetching: 'Could not load the announcements',
} as const;

/**
 * Ours: check-in at the venue with personal QR codes (src/shared/schemas/checkin.ts,
 * src/server/modules/checkin/, the /checkin page and the dashboard's pass).
 */
export const checkinMessages = {
  /** Successes. */
  passesFetched: 'Check-in codes fetched successfully',
  found: 'Delegate found',
  searched: 'Delegates found',
  counted: 'Attendance counted',
  checkedIn: (name: string) => `${name} is checked in`,
  alreadyCheckedIn: (time: string, by: string) => `Already checked in at ${time} by ${by}`,
  checkedInAt: (time: string, by: string) => `Checked in at ${time} by ${by}`,
  reissued: 'A new check-in code was issued: the old one no longer works',
  /** Refusals. */
  enterCode: 'Enter a check-in code',
  unknownCode: 'No delegate has this check-in code',
  otherEvent: (eventName: string) => `This code is for another event (${eventName}): no check-in here`,
  revokedCode: 'This check-in code was revoked: ask the delegate for the new code on their dashboard',
  notConfirmed: {
    pending: 'This registration is not confirmed yet: no check-in',
    declined: 'This registration was declined: no check-in',
  },
  notConferenceDay: 'Today is not a day of this conference: check-in is closed',
  groupNotPaid: (state: string) =>
    `This member's group is not paid for (${state}): no check-in until the group leader's payment is confirmed`,
  groupPayment: (state: string) => `Group payment: ${state}`,
  noSuchRegistration: 'No such registration in this event',
  searchTooShort: 'Type at least 2 letters of a name or email',
  /** The dashboard's pass. */
  passTitle: 'Your check-in pass',
  passHelp: 'Show this code at the door of the venue. It stays on this page even without a network.',
  passLoading: 'Loading your check-in pass...',
  passError: 'Your check-in pass could not be loaded',
  /** The /checkin page. */
  pageTitle: 'Check-in',
  scan: 'Scan a code',
  scanNext: 'Scan next',
  newCode: 'New code',
  newCodeTitle: (name: string) => `Issue a new check-in code to ${name}?`,
  newCodeText:
    'Their current code stops working at once (a lost phone, a shared screenshot). They see the new one on their dashboard.',
  issueNewCode: 'Issue new code',
  checkIn: 'Check in',
  checkingIn: 'Checking in...',
  conferenceDay: (day: string) => `Conference day: ${day}`,
  noSeat: 'No committee and portfolio yet',
  noSeatCommittee: 'No seat yet',
  noEvents: 'No events yet',
  sections: {
    event: 'Event',
    scan: 'Scan',
    search: 'Search',
    attendance: 'Attendance',
    found: 'Delegates found',
  },
  stopScan: 'Stop camera',
  scanning: 'Point the camera at the QR code',
  cameraUnavailable: 'The camera cannot be used here: search by name or email instead',
  notToday: 'Check-in is closed today: this is not a day of the conference',
  noResults: 'No confirmed delegate matches',
  /** Nobody registered for the event matches (as opposed to a match that is pending or declined). */
  noRegistration: 'No registration for this event matches',
  notAdmitted: 'Registered, but not to be checked in',
  loading: 'Loading...',
  error: 'Something went wrong, try again',
} as const;

export const certificateMessages = {
  issued: 'Certificates issued',
  listed: 'Certificates of the event',
  revoked: 'Certificate revoked',
  alreadyRevoked: 'This certificate is already revoked',
  noSuchCertificate: 'No such certificate exists',
  verified: 'Certificate found',
  unknown: 'No certificate has this code',
  mine: 'Your certificates',
  /** The signatories in the superadmin's event editor. */
  tooManySignatories: 'A certificate has room for at most 4 signatories',
  /** The admin page. */
  title: 'Certificates',
  intro:
    'Every confirmed delegate with a seat who attended the conference, checked in at the door or marked present at a roll call, gets a participation certificate. Issuing again only adds those who have none.',
  issue: 'Issue certificates',
  issueConfirmTitle: 'Issue certificates?',
  issueConfirm:
    'Every eligible delegate who never had a certificate gets one (a revoked one is replaced only by its Re-issue). Delegates download them from their dashboard.',
  issuedCounts: (issued: number, existing: number) => `${issued} issued now, ${existing} already had one`,
  downloadAll: 'Download all (ZIP)',
  downloading: (done: number, total: number) => `Preparing ${done} of ${total} certificates`,
  downloadFailed: 'The ZIP could not be downloaded. Try again.',
  none: 'No certificates issued yet.',
  revoke: 'Revoke',
  revokeConfirmTitle: 'Revoke this certificate?',
  revokeConfirm: (name: string) =>
    `${name}'s certificate will show as revoked on its verification page. This cannot be undone. Issue certificates never replaces it: only Re-issue gives ${name} a new certificate with a new code.`,
  /** Ours: what makes issuing now a likely mistake; the server names each, the page asks to confirm. */
  problems: {
    beforeLastDay: (lastDay: string) =>
      `The conference is not over: its last day is ${lastDay}. Delegates who attend a later day get no certificate from this issue.`,
    noDates: 'The conference has no dates: the certificates will not say when it took place.',
    noSignatories:
      'No signatories are set: the certificates will carry no signatures. Add them in the event editor first.',
  },
  problemsTitle: 'Check before issuing',
  issueAnyway: 'Issue anyway',
  /** The issue call without the confirmation of every problem (409): nothing was issued. */
  unconfirmedProblems: (problems: string) => `No certificates were issued. Confirm first: ${problems}`,
  reissue: 'Re-issue',
  reissueConfirmTitle: 'Re-issue this certificate?',
  reissueConfirm: (name: string) =>
    `${name} gets a new certificate with a new code, saying their current name, committee and portfolio. The revoked one stays revoked.`,
  reissued: 'Certificate re-issued',
  notRevoked: 'Only a revoked certificate can be re-issued',
  alreadyReplaced: 'This delegate already holds a valid certificate',
  notEligible:
    'This delegate is no longer eligible: a certificate needs a confirmed registration with a seat and attendance (checked in, or present at a roll call)',
  statusValid: 'Valid',
  statusRevoked: 'Revoked',
  /** The public verification page. */
  verifyTitle: 'Certificate verification',
  authentic: 'This certificate is authentic',
  revokedNotice: 'This certificate has been revoked',
  unknownNotice: 'No certificate has this code',
  unknownHint: 'Check the address printed under the QR code on the certificate.',
  facts: {
    award: 'Award',
    name: 'Name',
    event: 'Event',
    committee: 'Committee',
    portfolio: 'Portfolio',
    issuedOn: 'Issued on',
  },
  /** The delegate's dashboard. */
  dashboardTitle: 'Participation certificate',
  /** When the delegate holds an award certificate too. */
  dashboardTitleWithAwards: 'Certificates and awards',
  /** An award certificate's line on the dashboard, e.g. "Best Delegate". */
  awardOf: (award: string) => `Award: ${award}`,
  download: 'Download certificate',
  awardColumn: 'Award',
  participation: 'Participation',
} as const;

/**
 * Ours: chairs of a committee, the event's committee sessions and roll call (src/shared/schemas/chairs.ts,
 * src/server/modules/chairs/, the admin's /registrations/:event/chairs page and the chair's room).
 */
export const chairMessages = {
  /** Successes. */
  fetched: 'Chairs fetched successfully',
  invited: (email: string) => `Invite sent to ${email}`,
  revoked: 'The chair was removed',
  inviteFound: 'Invite found',
  accepted: (committee: string) => `You are now a chair of ${committee}`,
  mineFetched: 'Your committees fetched successfully',
  roomFetched: 'Committee fetched successfully',
  rollFetched: 'Roll call fetched successfully',
  marked: 'Roll call saved',
  sessionsSaved: 'Sessions saved',
  attendanceFetched: 'Attendance fetched successfully',
  /** Refusals. */
  notChair: 'Only a chair of this committee can do this',
  noSuchCommittee: 'No such committee in this event',
  noSuchChair: 'No such chair',
  noSuchSession: 'No such session in this event',
  noSuchInvite: 'This invite link is not valid: ask the organisers for a new one',
  inviteRevoked: 'This invite was withdrawn by the organisers',
  inviteUsed: 'This invite was already accepted',
  wrongAccount: (email: string) =>
    `This invite was sent to ${email}: log in with that email address to accept it`,
  alreadyChair: 'This email is already a chair of this committee',
  alreadyInvited: 'This email was already invited to chair this committee: the invite was sent again',
  notSeated: 'This delegate has no seat in this committee: no roll call',
  dayOutsideEvent: (first: string, last: string) =>
    first === last
      ? `The day must be the day of the event (${first})`
      : `The day must be between ${first} and ${last}`,
  /** A delegate of the club's own institute (registrations store no college for them). */
  ownInstitute: 'NIT Silchar',
  emailRequired: 'Enter the chair’s email address',
  invalidEmail: 'Enter a valid email address',
  committeeRequired: 'Choose a committee',
  invalidState: 'Choose present, present and voting, or absent',
  sessionNameRequired: 'Give the session a name',
  sessionNameTooLong: (max: number) => `A session name can be at most ${max} characters`,
  invalidDay: 'Enter the day as a date (YYYY-MM-DD)',
  invalidTime: 'Enter the start time as HH:MM (24-hour clock)',
  tooManySessions: (max: number) => `An event can have at most ${max} sessions`,
  duplicateSession: (name: string) => `Two sessions are called "${name}": give each its own name`,
  sessionHasRollCall: (name: string) => `The session "${name}" has roll call records: it cannot be removed`,
  /** The admin's page. */
  pageTitle: 'Chairs and sessions',
  chairsSection: 'Chairs',
  sessionsSection: 'Committee sessions',
  inviteSection: 'Invite a chair',
  email: 'Email',
  committee: 'Committee',
  chooseCommittee: 'Choose a committee',
  invite: 'Send invite',
  inviting: 'Sending...',
  boardHint: (names: string) => `Executive board of this committee: ${names}`,
  noChairs: 'No chairs invited yet',
  revoke: 'Remove',
  revokeTitle: (email: string, committee: string) => `Remove ${email} as chair of ${committee}?`,
  revokeText: 'They lose access to the committee’s roll call at once. Roll call they already took is kept.',
  stateLabel: { invited: 'Invited', accepted: 'Chair', revoked: 'Removed' },
  sessionName: 'Name',
  sessionDay: 'Day',
  sessionStart: 'Starts at',
  addSession: 'Add a session',
  removeSession: (name: string) => `Remove session ${name || 'without a name'}`,
  saveSessions: 'Save sessions',
  saving: 'Saving...',
  noSessions: 'No sessions yet: add the first one',
  /** The invite page. */
  inviteTitle: 'Chair invite',
  inviteText: (committee: string, eventName: string, email: string) =>
    `You are invited to chair ${committee} at ${eventName}. The invite is for ${email}.`,
  signUpToAccept: 'Create an account with this email address, then come back to this link to accept.',
  signUp: 'Sign up',
  logIn: 'Log in',
  accept: 'Accept and open the committee',
  accepting: 'Accepting...',
  /** The chair's room and roll call. */
  roomTitle: (committee: string) => `${committee}: roll call`,
  yourCommittees: 'Your committees',
  openRoom: (committee: string, eventName: string) => `Roll call of ${committee} (${eventName})`,
  session: 'Session',
  delegatesList: 'Delegates of the committee',
  chooseSession: 'Choose a session',
  noSessionsYet: 'The organisers have not set up sessions yet',
  noDelegates: 'No delegates are seated in this committee yet',
  stateNames: { present: 'Present', presentAndVoting: 'Present and voting', absent: 'Absent' },
  notMarked: 'Not marked',
  checkedInAtDoor: 'Checked in at the door',
  notCheckedIn: 'Not checked in at the door',
  /** Read after the delegate's row: what a tap on it does. */
  tapFor: (state: string) => `tap to mark ${state.toLowerCase()}`,
  counts: (present: number, voting: number, absent: number, unmarked: number) =>
    `${present} present, ${voting} present and voting, ${absent} absent, ${unmarked} not marked`,
  /** The delegate's dashboard. */
  dashboardTitle: 'Committee sessions',
  dashboardEmpty: 'No sessions yet',
  loading: 'Loading...',
  error: 'Something went wrong, try again',
} as const;

/**
 * Ours: the team's draft, publish and versions, and the gallery's unpublish and delete
 * (src/server/modules/team/, src/server/modules/content/, docs/decisions/0070-team-restore-stays-in-its-tenure.md).
 */
export const teamDraftMessages = {
  published: 'Published: the team page and the letters show this version',
  restored: 'Version restored and published again',
  versionsFetched: 'Versions fetched successfully',
  noSuchVersion: 'No such version of this tenure exists',
  draftChanged:
    'Someone else changed this tenure since you loaded it. Reload it to see their changes, then publish again.',
  notPublished: 'Not published yet: the public pages do not show this tenure',
  unpublishedChanges: 'The draft has changes that are not published yet',
  upToDate: 'The draft is the published version',
  /** The tenure list (/superadmin/team): a tenure never published, and one whose draft differs from its newest version. */
  listNotPublished: 'Not published',
  listChanged: 'Changes not published',
} as const;

export const galleryDeskMessages = {
  albumUnpublished: 'Album unpublished: the gallery no longer lists it',
  albumDeleted: 'Album deleted',
  currentCannotUnpublish:
    'This album is the one the gallery shows: make another album current before unpublishing it',
  currentCannotDelete:
    'This album is the one the gallery shows: make another album current before deleting it',
  currentHint:
    'This album is the one the gallery shows: to unpublish or delete it, show another album in the gallery first',
} as const;
