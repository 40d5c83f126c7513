/**
 * Bank statement import and the capabilities (docs/decisions/0055-statement-import-and-treasurer.md): one
 * contract for the API (src/server/modules/statements/routes.ts) and the statement page.
 */
import { capabilities } from '../capabilities';
import { maxDataUrlLength } from '../images';
import { messages } from '../messages';
import { statementMessages } from '../statement-messages';
import { paymentRules, paymentStates } from '../payments';
import { statementRules } from '../statements';
import { matchMethods, statementOutcomes } from '../statement-match';
import { z } from '../zod';

const m = statementMessages;

/** POST /admin/events/:eventName/statements: the file as a base64 data URL. */
export const statementUploadBodySchema = z
  .object({
    fileName: z.string().trim().max(statementRules.fileName, m.fileName).default(''),
    file: z.string().min(1, m.empty).max(maxDataUrlLength(statementRules.maxBytes), m.tooLarge),
  })
  .strict();
export type StatementUploadBody = z.input<typeof statementUploadBodySchema>;

const column = z.number().int().min(0).max(statementRules.maxColumns);
export const statementMappingSchema = z
  .object({
    date: column,
    credit: column,
    narration: column,
    reference: column.nullable(),
    valueDate: column.nullable(),
    debit: column.nullable(),
    /** The Cr/Dr column (absent from a mapping sent before it existed: none). */
    marker: column.nullable().default(null),
  })
  .strict();

export const uploadIdSchema = z.string().regex(/^[0-9a-f]{64}$/, m.noSuchUpload);

/** POST .../statements/:uploadId/preview and .../apply */
export const statementMappingBodySchema = z.object({ mapping: statementMappingSchema }).strict();

export const statementColumnInfoSchema = z.object({
  index: z.number().int(),
  header: z.string(),
  samples: z.array(z.string()),
});

export const statementUploadResponseSchema = z.object({
  message: z.string(),
  upload: z.object({
    /** The SHA-256 of the uploaded bytes: the upload's id for the preview and the apply. */
    id: z.string(),
    fileName: z.string(),
    kind: z.enum(['csv', 'xlsx']),
    /** 1-based line of the header row. */
    headerLine: z.number().int(),
    /** Lines after the header. */
    lineCount: z.number().int(),
    columns: z.array(statementColumnInfoSchema),
    /** The mapping remembered for this layout, else the one its header names suggest (null: none). */
    mapping: statementMappingSchema.nullable(),
    remembered: z.boolean(),
  }),
});
export type StatementUpload = z.infer<typeof statementUploadResponseSchema>['upload'];

export const statementBillSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  email: z.string(),
  reference: z.string().nullable(),
  /** Rupees. */
  amountDue: z.number().int(),
  state: z.enum(paymentStates),
});
export type StatementBillView = z.infer<typeof statementBillSchema>;

export const statementLineSchema = z.object({
  line: z.number().int(),
  /** yyyy-mm-dd, or null when unreadable. */
  date: z.string().nullable(),
  /** Paise, or null for a line without a credit. */
  amountPaise: z.number().int().nullable(),
  text: z.string(),
  outcome: z.enum(statementOutcomes),
  via: z.enum(matchMethods).nullable(),
  bill: statementBillSchema.nullable(),
  candidates: z.number().int(),
  /** The bills it may be settled to by hand (amount differs, ambiguous), at most `statementRules.maxChoices`. */
  choices: z.array(statementBillSchema),
  /** The note of a line settled by hand; null otherwise. */
  settledNote: z.string().nullable(),
});
export type StatementLineView = z.infer<typeof statementLineSchema>;

export const statementPreviewResponseSchema = z.object({
  message: z.string(),
  counts: z.record(z.enum(statementOutcomes), z.number().int()),
  lines: z.array(statementLineSchema),
  withoutMoney: z.array(statementBillSchema),
});
export type StatementPreview = z.infer<typeof statementPreviewResponseSchema>;

export const statementApplyResponseSchema = z.object({
  message: z.string(),
  /** Bills marked received now. */
  applied: z.number().int(),
  /** Matched lines whose bill was received meanwhile, or whose line this statement had applied already. */
  skipped: z.number().int(),
});
export type StatementApplyResult = z.infer<typeof statementApplyResponseSchema>;

/**
 * POST .../statements/:uploadId/settle: a line the matcher does not apply (amount differs, ambiguous) paid
 * to the registration the treasurer chose, with a note (required when the amounts differ: the server checks).
 */
export const statementSettleBodySchema = z
  .object({
    mapping: statementMappingSchema,
    line: z
      .number({ error: m.noSuchLine })
      .int(m.noSuchLine)
      .min(1, m.noSuchLine)
      .max(statementRules.maxLines + 1, m.noSuchLine),
    registrationId: z.string({ error: m.chooseBill }).trim().min(1, m.chooseBill).max(64, m.chooseBill),
    note: z.string({ error: m.settleNote }).trim().max(paymentRules.note, m.settleNote).default(''),
  })
  .strict();
export type StatementSettleBody = z.input<typeof statementSettleBodySchema>;

/** PUT and DELETE /superadmin/accounts/:id/capabilities/:capability */
export const capabilityParamsSchema = z.object({
  id: z.string().max(64, messages.admin.noSuchAccount),
  capability: z.enum(capabilities, m.noSuchCapability),
});
