/**
 * The words of the bank statement import, kept out of src/shared/messages.ts (the chunk every page loads) like
 * desk-messages.ts: every string here is the one the forms and the API show; never write a message literal
 * elsewhere.
 */

/** Ours: bank statement import and the treasurer capability (docs/decisions/0055-statement-import-and-treasurer.md). */
export const statementMessages = {
  uploaded: 'Statement read',
  previewed: 'Statement matched',
  applied: 'Statement applied',
  noSuchEvent: 'No such event exists',
  /** The upload expired, was applied already, or never was (a stale page). */
  noSuchUpload: 'This statement upload has expired or was already applied: upload the file again',
  tooLarge: 'The statement is larger than 5 MB: export a shorter period',
  empty: 'The statement file is empty',
  notStatement: 'This file is not a CSV or XLSX statement: export the statement as CSV or Excel (.xlsx)',
  encrypted:
    'This file is password-protected or an old Excel (.xls) file: save it as an unprotected .xlsx or as CSV and upload it again',
  macros: 'This workbook contains macros (.xlsm): save it as a plain .xlsx or as CSV and upload it again',
  undecodable: 'The text of this file could not be read: export it again as CSV (UTF-8) or .xlsx',
  unreadable: 'This file could not be read as a statement: export it again as CSV or .xlsx',
  tooManyLines: 'The statement has more than 20,000 lines: export a shorter period',
  tooSlow: 'This workbook took too long to read: export the statement as CSV, or a shorter period',
  formula: (line: number) =>
    `Line ${line} has a cell that starts like a spreadsheet formula (=, +, -, @). A bank's export never does: export the statement again from the bank`,
  noHeader:
    'No header row naming a date, a credit (deposit) and a narration (description) column was found in the first 30 lines',
  badMapping: 'Choose a different column for each of date, credit and narration',
  mappingColumn: 'A chosen column is not a column of this statement',
  fileName: 'The file name is too long',
  /** The page. */
  title: 'Bank statement',
  intro:
    'Upload the bank statement (CSV or Excel .xlsx, up to 5 MB) of the account delegates pay into. Each credit line is matched to a bill by its payment reference, the payer’s transaction ID, or the exact amount a few days after registering. Nothing is marked received until you apply the preview.',
  chooseEvent: 'Event',
  chooseFile: 'Choose statement',
  fileHint: 'CSV or .xlsx, up to 5 MB and 20,000 lines',
  fileRefused: 'Choose a CSV or .xlsx file of at most 5 MB',
  uploading: (percent: number) => `Uploading ${percent}%`,
  reading: 'Reading the statement…',
  mappingTitle: 'Columns',
  mappingIntro: (line: number) =>
    `The header row is line ${line}. Check which column holds each value, then match the statement.`,
  remembered: 'The columns chosen last time for this bank’s layout are preselected.',
  proposed: 'The columns were guessed from the header names: check them.',
  columnLabels: {
    date: 'Transaction date',
    credit: 'Credit (deposit) amount, or the amount column',
    narration: 'Narration / description',
    reference: 'Reference / cheque no. (optional)',
    valueDate: 'Value date (optional)',
    debit: 'Debit (withdrawal) amount (optional)',
    marker: 'Cr/Dr column (optional: a line is a credit only when it says Cr)',
  },
  noColumn: '(none)',
  match: 'Match statement',
  matching: 'Matching…',
  previewTitle: 'Preview',
  outcomes: {
    matched: 'Matched',
    topUp: 'Rest of a short payment',
    amountDiffers: 'Amount differs',
    ambiguous: 'Ambiguous',
    duplicate: 'Paid twice',
    alreadyReceived: 'Already received',
    unmatched: 'Unmatched',
    skipped: 'Not a credit',
  },
  outcomeHints: {
    matched: 'Will be marked received',
    topUp:
      'Found for a bill received short, of exactly what it lacks: will be recorded as the rest of its money',
    amountDiffers: 'Found by reference or transaction ID, but not the amount due: check by hand',
    ambiguous: 'Fits more than one bill: never applied automatically',
    duplicate: 'Another line of this statement already pays this bill',
    alreadyReceived: 'The bill was already received or refunded',
    unmatched: 'No bill of this event fits',
    skipped: 'A debit, or no readable date or credit',
  },
  via: { reference: 'by reference', transactionId: 'by transaction ID', amountDate: 'by amount and date' },
  candidates: (n: number) => `fits ${n} bills`,
  all: 'All',
  filter: 'Show',
  withoutMoneyTitle: (n: number) => `Registrations without money (${n})`,
  withoutMoneyNone: 'Every unpaid bill of this event has a matching line.',
  noLines: 'No lines of this outcome.',
  apply: (n: number) => `Apply ${n} matched`,
  nothingToApply: 'No line can be applied: nothing is matched.',
  applyConfirmTitle: 'Record these payments?',
  applyConfirm: (n: number) =>
    `${n} payments will be recorded from this statement (bills marked received, or the rest of a short one), each with its line kept as evidence. A received payment is only undone by a refund.`,
  /** Settling a line by hand. */
  settled: 'Payment marked received from the statement line',
  noSuchLine: 'No such line in this statement',
  lineUsed: 'This statement line already pays a registration',
  notSettleable:
    'Only a line whose amount differs, or that fits more than one registration, is settled by hand',
  notACandidate: 'This line does not fit that registration: choose one it fits',
  billNotDue: 'The payment of this registration is already received or refunded',
  chooseBill: 'Choose the registration this money pays',
  settleNote: 'Write a note (at most 500 characters)',
  settleNoteRequired: 'The amount differs from the amount due: write a note saying why it is accepted',
  settle: 'Settle by hand',
  settleTitle: (line: number) => `Settle line ${line} by hand`,
  settleChoices: 'Registration this money pays',
  settleMore: (shown: number, all: number) =>
    `The first ${shown} of the ${all} registrations it fits are shown.`,
  settleNoteLabel: 'Note',
  settleNoteHint:
    'Required when the amount differs from the amount due. Kept with the payment and in the audit log.',
  settleConfirm: 'Mark received',
  settledNote: (note: string) => `Settled by hand${note ? `: ${note}` : ''}`,
  settleDefaultNote: (fileName: string, line: number) =>
    `Bank statement ${fileName}, line ${line}, settled by hand`,
  appliedResult: (applied: number, skipped: number) =>
    `${applied} payments recorded${skipped > 0 ? `, ${skipped} skipped (already received meanwhile)` : ''}.`,
  startOver: 'Import another statement',
  error: 'Something went wrong, try again',
  columns: {
    line: 'Line',
    date: 'Date',
    amount: 'Amount',
    text: 'Narration',
    outcome: 'Outcome',
    bill: 'Bill',
  },
  billColumns: { name: 'Name', reference: 'Reference', amountDue: 'Amount due', state: 'State' },
  /** The capability on the superadmin's account page. */
  capabilitiesTitle: 'Capabilities',
  capabilityLabels: {
    treasurer: 'Treasurer: bank statement import and ledger of every event',
    'content:gallery': 'Gallery editor: albums and photos of the photo gallery',
    'content:blogs': 'Blogs editor: the blogs listed on the site',
    'content:team': 'Team editor: tenures, people and letters of the team',
    'content:pages': 'Pages editor: the words, links and images of the pages and the site settings',
  },
  /** What a grant lets the account do, in the confirmation. */
  capabilityEffects: {
    treasurer: 'import bank statements and mark payments received for every event',
    'content:gallery': 'create, edit and publish the albums of the photo gallery',
    'content:blogs': 'add, edit, reorder and delete the blogs listed on the site',
    'content:team': 'edit the team: tenures, people, designations and letters',
    'content:pages': 'edit and publish the pages of the site and its settings',
  },
  grant: 'Grant',
  revoke: 'Revoke',
  grantConfirmTitle: (label: string) => `Grant: ${label}?`,
  grantConfirm: (email: string, effect: string) => `${email} will be able to ${effect}.`,
  revokeConfirmTitle: (label: string) => `Revoke: ${label}?`,
  revokeConfirm: (email: string, effect: string) => `${email} will no longer be able to ${effect}.`,
  granted: 'Capability granted',
  revokedGrant: 'Capability revoked',
  noSuchCapability: 'No such capability exists',
  /** The dashboard's link for a treasurer. */
  dashboardLink: 'Import a bank statement',
} as const;
