/**
 * Account payloads (sign-up, login, forgot/reset password, profile edit) and responses, used by the React
 * forms (zodResolver) and by the API routes. Where the original site words a message differently in the
 * browser and on the server, the schema is built for an audience
 * (docs/decisions/0006-one-schema-two-audiences.md): the plain exports are the browser versions; the server
 * calls the `make...Schema(..., 'server')` factories.
 *
 * Checks run in a fixed order and every failing rule adds one issue, so the server answers the first
 * message of that order and a form can show each field's own message.
 */
import { nameProblem, nameProblemMessage, normalizeName } from '../names';
import { z } from '../zod';
import { capabilities } from '../capabilities';
import { maxDataUrlLength, imageRules } from '../images';
import { messages } from '../messages';

export type Audience = 'browser' | 'server';

export const defaultInstituteEmailDomain = 'nits.ac.in';

export const accountLimits = {
  name: 100,
  email: 254,
  phoneMin: 10,
  phoneMax: 20,
  passwordMin: 8,
  /** argon2 hashes any length; the cap keeps a request from making the server hash megabytes. */
  passwordMax: 128,
  branch: 100,
  year: 20,
  scholarId: 32,
  /** Verification and reset tokens are 43 characters (32 bytes, base64url). */
  token: 256,
} as const;

export const roles = ['client', 'admin', 'superadmin'] as const;
export type Role = (typeof roles)[number];

/**
 * The roles that hold a role's powers: a superadmin can do everything an admin can (every admin page and
 * admin call), and more (docs/decisions/0074-superadmin-holds-the-admin-role.md).
 */
export const rolesHolding: Record<Exclude<Role, 'client'>, readonly Role[]> = {
  admin: ['admin', 'superadmin'],
  superadmin: ['superadmin'],
};

/** Whether an account of `role` holds the powers of `required`. */
export function holdsRole(role: Role, required: Exclude<Role, 'client'>): boolean {
  return rolesHolding[required].includes(role);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The institute email format (docs/requirements.md#accounts): `^[a-zA-Z0-9._-]+@([a-z]+\.)?nits\.ac\.in$`,
 * for any domain.
 */
export function instituteEmailPattern(domain: string = defaultInstituteEmailDomain): RegExp {
  return new RegExp(`^[a-zA-Z0-9._-]+@([a-z]+\\.)?${escapeRegExp(domain.toLowerCase())}$`);
}

/** Whether an address belongs to the institute's domain (or a subdomain of it). */
export function isInstituteDomainEmail(email: string, domain: string = defaultInstituteEmailDomain): boolean {
  const host = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const d = domain.toLowerCase();
  return email.includes('@') && (host === d || host.endsWith(`.${d}`));
}

/** A plausible email address: something@host.tld, no spaces. Delivery proves the rest. */
export const isEmailAddress = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

const phonePattern = /^\+?[0-9][0-9 ()-]*$/;
export const isPhoneNumber = (v: string) =>
  v.length >= accountLimits.phoneMin && v.length <= accountLimits.phoneMax && phonePattern.test(v);

export const isScholarId = (v: string) => /^\d{7}$/.test(v);

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

// ---------------------------------------------------------------------------------------------------------
// Sign-up

/**
 * POST /signup. Students of the institute (isStudentOfNITS) also give scholarID, branch, instituteEmail and
 * year; for others those fields are ignored. Emails are trimmed and lowercased.
 */
export function makeSignupSchema(
  instituteDomain: string = defaultInstituteEmailDomain,
  audience: Audience = 'browser',
) {
  const m = messages.signup;
  const required = m.allFieldsRequired;
  const text = (max: number, error: string = required) => z.string({ error }).trim().max(max, m.tooLong);
  const optionalText = (max: number) => text(max).nullish();
  const pattern = instituteEmailPattern(instituteDomain);

  return z
    .object(
      {
        email: text(accountLimits.email, audience === 'server' ? m.emailRequired : required).toLowerCase(),
        name: text(accountLimits.name).transform(normalizeName),
        phone: text(accountLimits.phoneMax * 2),
        password: z.string({ error: required }).max(accountLimits.passwordMax, m.tooLong),
        confirmPassword: z.string({ error: required }).max(accountLimits.passwordMax, m.tooLong),
        isStudentOfNITS: z.boolean({ error: required }),
        instituteEmail: optionalText(accountLimits.email).transform((v) => v?.toLowerCase()),
        scholarID: optionalText(accountLimits.scholarId),
        branch: optionalText(accountLimits.branch),
        year: optionalText(accountLimits.year),
      },
      { error: required },
    )
    .strict()
    .superRefine((v, ctx) => {
      const student = v.isStudentOfNITS;
      if (!v.email) issue(ctx, 'email', audience === 'server' ? m.emailRequired : required);
      else if (!isEmailAddress(v.email))
        issue(ctx, 'email', audience === 'server' ? m.invalidEmail : m.invalidEmailBrowser);

      for (const field of ['name', 'phone', 'password', 'confirmPassword'] as const) {
        if (!v[field]) issue(ctx, field, required);
      }
      const nameIssue = v.name ? nameProblem(v.name, 'perWord') : null;
      if (nameIssue) issue(ctx, 'name', nameProblemMessage(nameIssue));
      if (student && !v.instituteEmail) issue(ctx, 'instituteEmail', m.instituteEmailRequired);

      if (v.email && isInstituteDomainEmail(v.email, instituteDomain)) {
        issue(ctx, 'email', student ? m.personalEmailInSecondField : m.personalEmailRequired);
      }
      if (v.password && v.password.length < accountLimits.passwordMin)
        issue(ctx, 'password', m.passwordTooShort);
      if (v.password && v.confirmPassword && v.password !== v.confirmPassword) {
        issue(ctx, 'confirmPassword', m.passwordsDoNotMatch);
      }
      if (student && v.instituteEmail && !pattern.test(v.instituteEmail)) {
        issue(ctx, 'instituteEmail', m.invalidInstituteEmail);
      }
      if (student) {
        for (const field of ['scholarID', 'branch', 'year'] as const) {
          if (!v[field]) issue(ctx, field, m.studentFieldsRequired);
        }
      }
      if (v.phone && !isPhoneNumber(v.phone)) issue(ctx, 'phone', m.invalidPhone);
      if (student && v.scholarID && !isScholarId(v.scholarID)) issue(ctx, 'scholarID', m.invalidScholarId);
    });
}

/** The sign-up form's schema (browser messages, default institute domain). */
export const signupSchema = makeSignupSchema();
export type SignupInput = z.input<typeof signupSchema>;
export type SignupData = z.output<typeof signupSchema>;

// ---------------------------------------------------------------------------------------------------------
// Login

/** POST /login. The same messages in the browser and on the server. */
export const loginSchema = z
  .object(
    {
      email: z
        .string({ error: messages.login.allFieldsRequired })
        .trim()
        .toLowerCase()
        .min(1, messages.login.allFieldsRequired)
        .max(accountLimits.email, messages.login.invalidEmail)
        .refine((v) => v === '' || v.includes('@'), messages.login.invalidEmail),
      password: z
        .string({ error: messages.login.allFieldsRequired })
        .min(1, messages.login.allFieldsRequired)
        .refine((v) => v === '' || v.length >= accountLimits.passwordMin, messages.login.passwordTooShort)
        // No account has a longer password.
        .refine((v) => v.length <= accountLimits.passwordMax, messages.login.wrongCredentials),
    },
    { error: messages.login.allFieldsRequired },
  )
  .strict();
export type LoginInput = z.input<typeof loginSchema>;

// ---------------------------------------------------------------------------------------------------------
// Forgot and reset password

/** POST /sendresetpwdlink. Absent (or not a string): 'email is missing'; empty: 'Email is required'. */
export const forgotPasswordSchema = z
  .object(
    {
      email: z
        .string({ error: messages.forgot.emailMissing })
        .trim()
        .toLowerCase()
        .min(1, messages.forgot.emailRequired)
        .max(accountLimits.email, messages.forgot.invalidEmail)
        .refine((v) => v === '' || isEmailAddress(v), messages.forgot.invalidEmail),
    },
    { error: messages.forgot.emailMissing },
  )
  .strict();
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const passwordPairShape = () => ({
  newpwd: z
    .string({ error: messages.reset.payloadMissing })
    .max(accountLimits.passwordMax, messages.signup.tooLong),
  cnewpwd: z
    .string({ error: messages.reset.payloadMissing })
    .max(accountLimits.passwordMax, messages.signup.tooLong),
});

function checkPasswordPair(v: { newpwd: string; cnewpwd: string }, ctx: Ctx, audience: Audience) {
  const m = messages.reset;
  if (!v.newpwd) issue(ctx, 'newpwd', m.payloadMissing);
  if (!v.cnewpwd) issue(ctx, 'cnewpwd', m.payloadMissing);
  if (v.newpwd && v.cnewpwd && v.newpwd !== v.cnewpwd) {
    issue(ctx, 'cnewpwd', audience === 'server' ? m.passwordsDoNotMatch : m.passwordsDoNotMatchBrowser);
  }
  if (v.newpwd && v.newpwd.length < accountLimits.passwordMin) issue(ctx, 'newpwd', m.passwordTooShort);
}

/** PUT /resetpassword: the token from the emailed link and the new password twice. */
export function makeResetPasswordSchema(audience: Audience = 'browser') {
  return z
    .object(
      {
        token: z
          .string({ error: messages.reset.payloadMissing })
          .trim()
          .min(1, messages.reset.payloadMissing)
          .max(accountLimits.token, messages.reset.noUser),
        ...passwordPairShape(),
      },
      { error: messages.reset.payloadMissing },
    )
    .strict()
    .superRefine((v, ctx) => checkPasswordPair(v, ctx, audience));
}
export const resetPasswordSchema = makeResetPasswordSchema();
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The reset form's two fields (the token comes from the page URL). */
export const resetPasswordFormSchema = z
  .object(passwordPairShape(), { error: messages.reset.payloadMissing })
  .strict()
  .superRefine((v, ctx) => checkPasswordPair(v, ctx, 'browser'));
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

// ---------------------------------------------------------------------------------------------------------
// Profile edit

export interface ProfileChanges {
  name?: string;
  password?: string;
  phone?: string;
  /** A `data:<mime>;base64,...` URL. */
  photo?: string;
  /**
   * The id of the photo the caller says is already theirs: the photo field held the URL the profile
   * handed out (`<API>/v1/api/photos/<id>`), meaning "unchanged". The server checks it is the current one.
   */
  keepPhotoId?: string;
}

const ownPhotoPath = /^\/v1\/api\/photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The photo id of a profile photo URL as the profile hands it out (absolute http(s), or a path), else
 * null. Its origin is not checked: the site may be reached under another address than the API's.
 */
export function ownPhotoId(value: string): string | null {
  let path: string;
  try {
    const url = new URL(value, 'http://relative.invalid');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.search || url.hash || url.username || url.password) return null;
    path = url.pathname;
  } catch {
    return null;
  }
  return ownPhotoPath.exec(path)?.[1]?.toLowerCase() ?? null;
}

const optionalField = (max: number, tooLong: string) =>
  z.string({ error: messages.profile.noEntries }).max(max, tooLong).nullish();

/**
 * PUT /all/edit/profile. Every field is optional; empty strings mean "unchanged" (the form sends all
 * fields). A new password needs its confirmation.
 */
export const profileEditSchema = z
  .object(
    {
      newName: optionalField(accountLimits.name, messages.profile.tooLong),
      newPwd: optionalField(accountLimits.passwordMax, messages.profile.tooLong),
      confirmNewPwd: optionalField(accountLimits.passwordMax, messages.profile.tooLong),
      phone: optionalField(accountLimits.phoneMax * 2, messages.profile.invalidPhone),
      photo: optionalField(maxDataUrlLength(imageRules.profilePhotoMaxBytes), messages.profile.invalidPhoto),
    },
    { error: messages.profile.noEntries },
  )
  .strict()
  .superRefine((v, ctx) => {
    const m = messages.profile;
    const changes = profileChanges(v);
    if (Object.keys(changes).length === 0 && !v.confirmNewPwd) {
      issue(ctx, 'newName', m.noEntries);
      return;
    }
    if (changes.password !== undefined && changes.password.length < accountLimits.passwordMin) {
      issue(ctx, 'newPwd', m.passwordTooShort);
    }
    if ((v.newPwd || v.confirmNewPwd) && v.newPwd !== v.confirmNewPwd) {
      issue(ctx, 'confirmNewPwd', m.passwordsDoNotMatch);
    }
    const nameIssue = changes.name !== undefined ? nameProblem(changes.name, 'perWord') : null;
    if (nameIssue) issue(ctx, 'newName', nameProblemMessage(nameIssue));
    if (changes.phone !== undefined && !isPhoneNumber(changes.phone)) issue(ctx, 'phone', m.invalidPhone);
    // A data URL is a new photo; the profile's own photo URL means unchanged; anything else is refused.
    if (changes.photo !== undefined && !changes.photo.startsWith('data:'))
      issue(ctx, 'photo', m.invalidPhoto);
  });
export type ProfileEditInput = z.input<typeof profileEditSchema>;

/** The fields a profile edit actually changes (trimmed; empty means unchanged). */
export function profileChanges(v: ProfileEditInput): ProfileChanges {
  const out: ProfileChanges = {};
  const name = v.newName === undefined || v.newName === null ? undefined : normalizeName(v.newName);
  if (name) out.name = name;
  if (v.newPwd) out.password = v.newPwd;
  const phone = v.phone?.trim();
  if (phone) out.phone = phone;
  const photo = v.photo;
  if (photo) {
    const kept = ownPhotoId(photo);
    if (kept) out.keepPhotoId = kept;
    else out.photo = photo;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Responses

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const loginResponseSchema = z.object({
  message: z.string(),
  /** The session token: send it as `Authorization: Bearer <token>`; the web keeps it in the authToken cookie. */
  token: z.string(),
  /** When the session expires (ISO 8601). */
  expiresAt: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * An invite's state as its leader sees it: waiting, registered through it, declined by the member, or the
 * member registered for the event another way (the invite lapsed; the leader can invite someone else).
 */
export const inviteStatuses = [
  'pending',
  'accepted',
  'declined',
  'registered-individually',
  'registered-as-leader',
  'registered-with-another-group',
] as const;
export type InviteStatus = (typeof inviteStatuses)[number];

export const sentInviteSchema = z.object({
  eventName: z.string(),
  grpName: z.string(),
  toWhom: z.array(
    z.object({
      email: z.string(),
      /** 'yes' once the member registered through the invite (the original's field; docs/requirements.md#wire-names), 'no' otherwise. */
      hasAccepted: z.string(),
      status: z.enum(inviteStatuses),
    }),
  ),
});
export const receivedInviteSchema = z.object({
  eventName: z.string(),
  grpName: z.string(),
  grpMembers: z.array(z.string()),
});
export type SentInvite = z.infer<typeof sentInviteSchema>;
export type ReceivedInvite = z.infer<typeof receivedInviteSchema>;

export const profileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  isStudentOfNITS: z.boolean(),
  scholarID: z.string().nullable(),
  branch: z.string().nullable(),
  instituteEmail: z.string().nullable(),
  year: z.string().nullable(),
  /** Absolute (`<API_PUBLIC_URL>/v1/api/photos/<id>`, a site on another origin shows it as it is) or null. */
  photo: z.string().nullable(),
  isVerified: z.boolean(),
  role: z.enum(roles),
  /** Ours: capabilities granted beside the role (src/shared/capabilities.ts); always sent by this server. */
  capabilities: z.array(z.enum(capabilities)).optional(),
  sendInviteToWhom: z.array(sentInviteSchema),
  registrationInvite: z.array(receivedInviteSchema),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const dashboardResponseSchema = profileSchema.extend({ message: z.string() });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const sendLinkResponseSchema = z.object({
  message: z.string(),
  /** Present only when the server's SHOW_VERIFY_LINK setting is on. */
  verifyEmailLink: z.string().optional(),
});
export type SendLinkResponse = z.infer<typeof sendLinkResponseSchema>;

export const deleteAccountResponseSchema = z.object({
  message: z.string(),
  /** When the account and its data are deleted (ISO 8601). */
  deleteAfter: z.string(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
