/**
 * The admin's and the superadmin's pages and calls: part of `messages` (src/shared/messages.ts), every user-facing string reproduced exactly as the
 * original site wrote it (typos included). Strings the original did not have are marked "Ours".
 */
export const adminMessages = {
  /** PUT /confirm/reg, /decline/reg, /admin/assign/portfolios successes. */
  confirmed: 'Registration confirmed',
  declined: 'Registration Declined',
  assigned: 'Portfolio and committee updated',
  /** The toast after an assignment. */
  assignedToast: 'Portfolio, committee updated and email sent',
  portfolioAlreadyAssigned: 'Portfolio already assigned',
  committeeAlreadyAssigned: 'Committee already assigned',
  noSuchRegistration: 'No such registration exists',
  noSuchStatus: 'No such status exists',
  notAuthorizedEndpoint: 'Not authorized to access this endpoint',
  notAuthorized: 'Not authorized',
  somethingWentWrong: 'Something went wrong',
  /** Assignment without both committee and portfolio (also any other action without its id). */
  payloadMissing: 'payload is missing',
  noSuchEvent: 'No such event exists',
  confirmationPending: 'Event registartion confirmation is still pending',
  /** The admin lists' failure line and 'Loading...'. */
  errorFetchingData: 'Error fetching data',
  loading: 'Loading...',
  /** Ours: a committee or portfolio that is not in the event's lists. */
  invalidCommittee: 'invalid committee selection',
  invalidPortfolio: 'invalid portfolio selection',
  /** Ours: confirming or declining a registration that is no longer pending. */
  notPending: 'This registration has already been confirmed or declined',
  /** Ours: the review loop. Decline asks first; a declined registration can be reopened (undo). */
  declineConfirmTitle: 'Decline this registration?',
  declineConfirm: (name: string, holdMinutes: number) =>
    `${name} is emailed that the registration was declined. The email waits ${holdMinutes} minutes: undo the decline before then and it is never sent.`,
  reopen: 'Undo decline',
  reopenLead: (holdMinutes: number) =>
    `Undo the decline to review this registration again. Within ${holdMinutes} minutes of the decline the delegate has not been emailed yet and never will be; after that, they are emailed that it is under review again.`,
  reopened: 'Decline undone: the registration is pending again',
  reopenedMailWithdrawn: 'Decline undone before its email went out: the delegate was never told',
  reopenedMailSent: 'Decline undone: the delegate is emailed that the registration is under review again',
  notDeclined: 'Only a declined registration can be reopened',
  nextPendingFetched: 'Next pending registration fetched successfully',
  nextPending: (remaining: number) => `Next pending (${remaining} left)`,
  noPendingLeft: 'No pending registrations left in this event',
  reviewPending: (count: number) => `Review pending (${count})`,
  /** Ours: a registration without a payment screenshot (members; or the image is gone). */
  paymentNotFound: 'Payment screenshot not found',
  /** Ours: a signed payment screenshot URL that expired or was altered. */
  paymentLinkInvalid: 'This payment screenshot link has expired or is not valid',
  /**
   * Ours: a group member's registration cannot be confirmed (or assigned) until the group is
   * paid for: the leader's registration is in and not declined. One answer per reason (409).
   */
  /** Ours: the payment state (docs/decisions/0053-payment-model.md). */
  /** Why a screenshot is flagged as looking like another registration's. */
  similarSameReading: (distance: number) =>
    `The pictures match (${distance} of 64 bits differ) and the same amount and transaction ID were read from both`,
  similarNoReading: (distance: number) =>
    `The pictures match (${distance} of 64 bits differ) and no reading of both tells them apart`,
  /** Where a bill's money stands, said beside Confirm on the registration's page. */
  paymentEvidence: {
    member: "paid by the group leader's bill",
    nothingDue: 'nothing due',
    matched: 'matched to the bank',
    markedByHand: 'marked received by hand',
    screenshotOnly: 'screenshot only',
    noProof: 'no screenshot or transaction ID',
    refunded: 'refunded',
    flagged: "flagged: looks like another registration's screenshot",
    objections: (count: number) =>
      `${count} ${count === 1 ? 'problem' : 'problems'} to check before confirming`,
  },
  /** The note of a bill received by its confirmation (the admin looked at the screenshot). */
  receivedOnConfirm: 'Confirmed by an admin from the screenshot',
  /** What the treasury holds against confirming a bill from its screenshot (409 without an override). */
  objectionRefunded: "This registration's payment was refunded: confirm it with an override and its reason",
  objectionSameScreenshot: (email: string) =>
    `This payment screenshot is the same file as the one ${email} uploaded: confirm it with an override and its reason`,
  objectionTransactionIdUsed: (transactionId: string, email: string) =>
    `Transaction ID ${transactionId} is already used by ${email}'s registration: confirm it with an override and its reason`,
  objectionTransactionIdOnStatement: (transactionId: string, fileName: string, line: number) =>
    `Transaction ID ${transactionId} is on line ${line} of ${fileName}, applied to another registration: confirm it with an override and its reason`,
  objectionStatementAmount: (reference: string, received: number, due: number) =>
    `The bank statement shows Rs ${received} for ${reference}, not the Rs ${due} due: confirm it with an override and its reason`,
  memberPaymentNotReceived:
    "The group leader's payment has not been received: confirm this member with an override and its reason, or mark the leader's payment received first",
  nothingDue: 'Nothing is due for this registration',
  paymentNotRefundable: 'Only a received payment can be refunded',
  paymentAlreadyReceived: 'This payment is already marked received',
  paymentMarkedReceived: 'Payment marked received',
  paymentMarkedRefunded: 'Payment marked refunded',
  /** Ours: the money as it arrived (docs/decisions/0077-ledger-counts-the-money.md). */
  invalidReceivedAmount: 'Enter the amount received in rupees, more than 0, with at most 2 decimals',
  invalidReceivedOn: 'Enter the day the money arrived: a date, not in the future',
  waiverNoteRequired: 'Write why the club lets the rest go',
  nothingShort: 'This payment is not short: there is nothing to waive',
  shortfallWaived: 'The rest of the payment is waived',
  nothingShortToTopUp: 'This payment is not short: there is nothing to top up',
  topUpRecorded: 'The money is recorded',
  noteRequired: 'Write a note: how the payment was checked',
  reasonRequired: 'Write the reason for confirming without the payment received',
  invalidRefund: 'Enter the amount refunded (rupees), the date and a note',
  bulkConfirmed: 'Registrations with their payment received confirmed',
  noTransactionId: 'This registration has no transaction ID to share',
  shareTargetNotFound: 'No account with this email',
  transactionShared: 'The transaction ID may now be used by that account once more',
  paymentStateLabel: {
    due: 'Payment due',
    submitted: 'Evidence submitted',
    received: 'Payment received',
    refunded: 'Refunded',
  },
  noSuchPaymentState: 'No such payment state exists',
  memberNotPaid: {
    awaitingLeader: "This member's group leader has not registered and paid for the group yet",
    leaderDeclined: "This member's group leader's registration was declined: the group is not paid for",
    leaderDeleted: "This member's group leader's account was deleted: the group is not paid for",
    leaderLeft: "This member's group leader registered without the group: the group is not paid for",
  },
  /** Ours: the group payment of a member's registration in the admin lists and detail (short). */
  groupPaymentLabel: {
    awaitingLeader: "Awaiting the leader's payment",
    leaderRegistered: 'Leader registered, payment to check',
    leaderConfirmed: 'Paid by the group leader',
    leaderDeclined: "Leader's registration declined",
    leaderDeleted: "Leader's account deleted",
    leaderLeft: 'Leader registered without the group',
  },
  /** Ours: successful reads. */
  eventsFetched: 'Registered events fetched successfully',
  registrationsFetched: 'Registrations fetched successfully',
  registrationFetched: 'Registration fetched successfully',
  overviewFetched: 'Overview fetched successfully',
  contactResponsesFetched: 'Contact us responses fetched successfully',
  /** Account management (superadmin). */
  noSuchAccount: 'No such account exists',
  noSuchRole: 'No such role exists',
  onlyClientsDeleted: 'Only users with the role client can be deleted',
  internalServerError: 'Internal server error',
  serverError: 'Something went wrong on the server side',
  elevated: 'Role elevated to admin',
  demoted: 'Role demoted to client',
  deleted: 'User deleted successfully',
  noScheduled: 'No accounts scheduled for deletion',
  /** Ours: successful reads. */
  accountsFetched: 'Accounts fetched successfully',
  accountFetched: 'Account fetched successfully',
  scheduledFetched: 'Accounts scheduled for deletion fetched successfully',
  auditFetched: 'Audit log fetched successfully',
} as const;
