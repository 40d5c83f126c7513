/**
 * Registration: the form, its rules, invites and the payment: part of `messages` (src/shared/messages.ts), every user-facing string reproduced exactly as the
 * original site wrote it (typos included). Strings the original did not have are marked "Ours".
 */
export const registrationMessages = {
  /** POST /reg/yp success. */
  success: 'Event registration completed',
  /** Ours: the screenshot read before submitting (POST /reg/screenshot-reading). */
  screenshotRead: 'Screenshot read',
  /** The notice after a successful registration (the original asks to check email; the wording is ours). */
  checkEmail: 'Registration successful! Please check your email for the confirmation.',
  inviteSent: 'invite link sent sucessfully',
  /** Invite member state: hasAccepted 'yes' / otherwise. */
  memberRegistered: 'Registration done',
  memberNotRegistered: 'Registartion Not done yet',
  /** The disabled submit button of a closed event (and the superadmin toggle's answer when closing). */
  closedButton: 'Registration closed',
  /** Ours: the per-event options (an event without registration, institute students only, free). */
  noRegistrationTaken: 'This event takes no registration: just come along',
  instituteOnly: 'Only students of the institute can register for this event',
  /** Ours: an invite to someone who may not register for an institute-only event. */
  inviteeNotInstitute:
    'Only students of the institute can register for this event: invite a student of the institute',
  /** Ours: the leader's invite form, under the member's email (the second for an institute-only event). */
  inviteEmailHint: 'The email of their verified NITSMUN account.',
  inviteInstituteOnlyHint:
    'The email of their verified NITSMUN account. Only students of the institute can register for this event: invite students of the institute.',
  freeEventNoPayment: 'This event is free: send no payment screenshot',
  /** Ours: the superadmin toggle's answer when opening. */
  opened: 'Registration opened',
  /** Ours: the server's answer to /reg/yp and /sendinvite while the event is closed. */
  eventClosed: 'Registration for this event is closed',
  selectCommittees: 'Please select 1-3 committees',
  maxPortfolios: 'You can select maximum of 9 Portfolios',
  invalidPayment: 'Invalid file type or image is greater than 500KB',
  loginFirst: 'You need to login first to register for the event',
  verifyFirst: 'You need to verify your email first',
  inviteNotForYou: 'This Invite link is not intended for you',
  adminsNotAllowed: 'Admins and SuperAdmins are not allowed to register for an event',
  allFieldsRequired: 'Please fill all required fields',
  invalidCommittee: 'invalid committee selection',
  invalidPortfolio: 'invalid portfolio selection',
  unauthorized: 'Unauthorized',
  userNotFound: 'User not found',
  signupExists: 'Signup with this email for the event already exists',
  serverError: 'Something went wrong on the server side',
  grpNameMissing: 'grpName is missing',
  minMembers: 'Minimum 1 member is required for group registration',
  alreadyRegistered: 'You have already registered for this event',
  fillAllFields: 'fill all fields',
  notVerified: "not verified, so can't register",
  whereAreTheDetails: 'where are the details',
  leaderNotFound: 'Team Leader not found',
  memberNotFound: 'Team Member not found',
  inviteNotFound: 'Invite link not found',
  invalidToken: 'Invalid token',
  alreadyAccepted: 'You have already accepted the invite',
  noSuchEvent: 'No such event exists',
  /** Ours: a field longer than its limit. */
  tooLong: 'This field is too long',
  /** Invite sending (POST /sendinvite). */
  inviteFieldsRequired: 'email, event name or group name required',
  selfInvite: "grpLeader can't be the member",
  inviteeNotFound: 'User not found, signup first',
  inviteFailed: 'something went wrong',
  inviterNotFound: 'whoSendTheInvite User not found, signup first',
  inviteeRegistered: 'user has already registered for the event',
  inviteeNotVerified: 'user not verified, ask them to verify their email first',
  /** The invite form's email check ('@' and '.'). */
  invalidInviteEmail: 'Please enter a valid email',
  /** Unknown failures on the registration and invite screens. */
  unknownError: 'Something went wrong, please try again',
  /** Ours: successful reads. */
  eventsFetched: 'Events fetched successfully',
  eventFetched: 'Event fetched successfully',
  registeredEventsFetched: 'Registered events fetched successfully',
  /** Ours: an invite or leader registration naming another group than the leader's group for the event. */
  groupNameMismatch: 'You already have a group with another name for this event',
  /** Ours: an invite link used after the leader has registered (and paid for) the group. */
  groupClosed: 'Your group leader has already completed the group registration',
  /** Ours: an invite link used after the leader registered for the event alone or in another group. */
  leaderRegisteredWithoutGroup: 'Your group leader has registered for this event without the group',
  /** Ours: a leader whose invites were accepted registers alone (the leader pays for the group). */
  leaderMustRegisterGroup:
    'Members have registered through your group invites for this event: register as the leader of your group, who pays for it',
  /** Ours: a leader whose invites were accepted joins another group as a member. */
  leaderCannotJoinGroup:
    'Members have registered through your group invites for this event: you cannot join another group',
  /** Ours: an invite's state in its leader's list besides the original's two. */
  memberDeclined: 'Declined the invite',
  memberRegisteredIndividually: 'Registered individually',
  memberRegisteredAsLeader: 'Registered as a group leader',
  memberRegisteredWithAnotherGroup: 'Registered with another group',
  /** Ours: the member's pending invites (GET /reg/invites) and their answers. */
  invitesFetched: 'Invites fetched successfully',
  inviteDeclined: 'Invite declined',
  inviteOpened: 'Invite opened',
  /** Ours: GET /reg/group/:eventName. */
  groupFetched: 'Group fetched successfully',
  /** Ours: payments matched, not eyeballed (docs/decisions/0053-payment-model.md). */
  transactionIdRequired:
    'Enter the UPI transaction ID (UTR) or the bank transfer reference number of your payment',
  invalidTransactionId:
    "Enter the 12-digit UPI transaction ID (UTR), or the bank transfer's reference number (6-22 letters and digits)",
  freeEventNoTransactionId: 'This event is free: send no transaction ID',
  transactionIdTaken:
    'This transaction ID has already been used for another registration. If one payment covers two people, ask the organisers to mark it as shared.',
  duplicateScreenshot:
    'This payment screenshot has already been used for another registration: upload the screenshot of your own payment',
  referenceFetched: 'Payment reference fetched successfully',
  /** Ours: a registration's payment state as the delegate's dashboard shows it. */
  paymentStateLabel: {
    due: 'Payment due',
    submitted: 'Payment submitted, the organisers are checking it',
    received: 'Payment received',
    refunded: 'Payment refunded',
  },
  /** Ours: the lines of the amount-due breakdown (src/shared/fees.ts). */
  feeIndividual: 'Delegate fee',
  feeGroup: 'Group fee',
  feeMember: 'Delegate fee (paid by your group leader)',
  feeHospitality: 'Hospitality (accommodation, concerts, other events)',
  /**
   * Ours: a member's registration as the member's dashboard shows it: the leader pays for the
   * group, so the member's registration is complete only once the leader's registration is in.
   */
  groupPayment: {
    awaitingLeader:
      "Awaiting the leader's payment: your registration is complete once your group leader registers and pays for the group.",
    leaderRegistered:
      'Your group leader has registered and paid for the group; the organisers are checking the payment.',
    leaderConfirmed: 'Paid by your group leader.',
    leaderDeclined:
      "Your group leader's registration was declined, so your group is not paid for. Please contact the organisers.",
    leaderDeleted:
      "Your group leader's account was deleted, so your group is not paid for. Please contact the organisers.",
    leaderLeft:
      'Your group leader registered for this event without the group, so your group is not paid for. Please contact the organisers.',
  },
} as const;
