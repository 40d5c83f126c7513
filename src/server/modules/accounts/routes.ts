/**
 * The original account calls (signup, login, dashboard, sendlink, verifytoken, sendresetpwdlink,
 * resetpassword, all/edit/profile) plus logout, own-account deletion and profile photos.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '~/shared/messages';
import {
  dashboardResponseSchema,
  deleteAccountResponseSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  makeResetPasswordSchema,
  makeSignupSchema,
  messageResponseSchema,
  profileChanges,
  profileEditSchema,
  sendLinkResponseSchema,
} from '~/shared/schemas/accounts';
import { randomBytes } from 'node:crypto';
import { cookieValue } from '~/shared/cookies';
import { apiPublicUrl } from '../../config';
import { HttpError, emptyBody, errors, uuidPattern } from '../../http';
import { currentUser } from '../../plugins/auth';
import { binaryResponse } from '../../plugins/docs';
import { keyedRateLimit, rateLimits } from '../../plugins/security';
import type { AccountsContext } from './context';
import { resetPassword, sendResetLink, sendVerificationLink, verifyEmail } from './email-links';
import { createDashboardInvitesLookup } from '../registration/invites';
import { passwordHasher } from './passwords';
import { revokeSession } from './sessions';
import { DEVICE_COOKIE, deviceCookies } from './device-cookie';
import { TooManyAttempts, loginLimiter } from './login-limits';
import { editProfile, findPhoto, logIn, scheduleDeletion, signUp, toProfile, trustedDevice } from './users';

const tags = ['accounts'];

/** Error responses a route documents besides the standard ones (400, 429, 500, 503). */
const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();

/** The inbox an email reaches: without a `+tag` (asha+1@ and asha+2@ are one inbox). */
export const inboxOf = (email: string) => email.replace(/\+[^@]*(?=@)/, '');

/** The domain an email belongs to (after the last at-sign). */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

export async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx: AccountsContext = {
    db: app.database.db,
    publicUrl: app.config.PUBLIC_URL,
    apiUrl: apiPublicUrl(app.config),
    hashPassword: passwordHasher(app.config.NODE_ENV),
  };
  const byAddress = (request: FastifyRequest) => request.ip;
  /**
   * Photos are public; when pages of other origins may use the API (CORS_ORIGINS), those pages show them in
   * an <img>, which Cross-Origin-Resource-Policy: same-origin (every other answer's) would block.
   */
  const photoResourcePolicy = (app.config.CORS_ORIGINS?.length ?? 0) > 0 ? 'cross-origin' : 'same-origin';
  const dashboardInvites = createDashboardInvitesLookup(ctx.db, app.changes);

  api.post(
    '/signup',
    {
      schema: {
        summary: 'Create an account',
        description: `Students of the institute (isStudentOfNITS) also send scholarID (7 digits), branch, instituteEmail and year. Sends a welcome email. Rate limited per client address (${rateLimits.signupPerAddress.max} per ${rateLimits.signupPerAddress.timeWindow}) per inbox (${rateLimits.signupPerInbox.max} per ${rateLimits.signupPerInbox.timeWindow}) and per email domain (${rateLimits.signupPerDomain.max} per ${rateLimits.signupPerDomain.timeWindow}).`,
        tags,
        body: makeSignupSchema(app.config.INSTITUTE_EMAIL_DOMAIN, 'server'),
        response: { 200: messageResponseSchema, ...errors(409) },
      },
      // Its own limits (per address, inbox and domain) are stricter than the global one, whose per-minute
      // budget they leave to the rest of a campus's calls.
      config: { auth: 'public', serverError: messages.signup.failed, rateLimit: false },
      preHandler: [
        keyedRateLimit(app, 'signup-address', rateLimits.signupPerAddress, byAddress),
        keyedRateLimit(app, 'signup-inbox', rateLimits.signupPerInbox, (request) =>
          inboxOf(bodyEmail(request)),
        ),
        keyedRateLimit(app, 'signup-domain', rateLimits.signupPerDomain, (request) =>
          domainOf(bodyEmail(request)),
        ),
      ],
    },
    async (request) => {
      await signUp(ctx, request.body);
      app.mailer.wake();
      return { message: messages.signup.success };
    },
  );

  const devices = deviceCookies({
    secret: app.config.DEVICE_COOKIE_SECRET ?? randomBytes(32).toString('base64url'),
    apiUrl: ctx.apiUrl,
    secure: app.config.PUBLIC_URL.startsWith('https:') || ctx.apiUrl.startsWith('https:'),
  });
  const loginLimits = loginLimiter(app.limitCounters);

  api.post(
    '/login',
    {
      schema: {
        summary: 'Log in; returns the session token',
        description: `Sets the device cookie (${DEVICE_COOKIE}, HttpOnly, sent only to this route). Failed attempts are limited per email and client address (${rateLimits.loginPerEmailAndAddress.max} per ${rateLimits.loginPerEmailAndAddress.timeWindow}), per email from all addresses (${rateLimits.loginPerEmail.max} per ${rateLimits.loginPerEmail.timeWindow}) and per client address (${rateLimits.loginPerAddress.max} per ${rateLimits.loginPerAddress.timeWindow}); successful logins do not count. A browser with a valid device cookie for the email counts only its own failures (${rateLimits.loginPerDevice.max} per ${rateLimits.loginPerDevice.timeWindow}).`,
        tags,
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errors(401, 403, 404) },
      },
      config: { auth: 'public', serverError: messages.login.failed },
    },
    async (request, reply) => {
      const { email } = request.body;
      const device = await trustedDevice(
        ctx,
        devices.verify(cookieValue(request.headers.cookie, DEVICE_COOKIE), email),
        email,
      );
      let attempt;
      try {
        attempt = await loginLimits.admit({ email, address: request.ip, device });
      } catch (error) {
        if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
      let session;
      try {
        session = await logIn(ctx, request.body);
      } catch (error) {
        // The right password for an account scheduled for deletion is not a guess.
        if (error instanceof HttpError && error.statusCode === 403) await attempt.succeeded();
        throw error;
      }
      await attempt.succeeded();
      reply.header('set-cookie', devices.issue(session.userId, email));
      return {
        message: messages.login.success,
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
      };
    },
  );

  api.post(
    '/logout',
    {
      schema: {
        summary: 'Log out: revokes the session of the bearer token',
        tags,
        body: emptyBody,
        response: { 200: messageResponseSchema, ...errors() },
      },
      config: { auth: 'anyUser' },
    },
    async (request) => {
      if (request.sessionId) await revokeSession(ctx.db, request.sessionId);
      return { message: messages.account.loggedOut };
    },
  );

  api.get(
    '/dashboard',
    {
      schema: {
        summary: "The caller's profile",
        tags,
        response: { 200: dashboardResponseSchema, ...errors() },
      },
      config: { auth: 'anyUser', serverError: messages.dashboard.error },
    },
    async (request) => {
      const user = currentUser(request);
      // Only clients lead groups; the others' invite lists are empty without asking the database.
      const invites = user.role === 'client' ? await dashboardInvites(user.id) : undefined;
      return { message: messages.dashboard.success, ...toProfile(user, ctx.apiUrl), ...invites };
    },
  );

  api.post(
    '/sendlink',
    {
      schema: {
        summary: 'Email a verification link (single use, 24 hours)',
        description: 'verifyEmailLink is returned only when the server runs with SHOW_VERIFY_LINK on.',
        tags,
        body: emptyBody,
        response: { 200: sendLinkResponseSchema, ...errors() },
      },
      config: { auth: 'anyUser', serverError: messages.sendLink.serverError },
      preHandler: keyedRateLimit(
        app,
        'verify-link-user',
        rateLimits.verifyLinkPerUser,
        (request) => request.user?.id ?? '',
      ),
    },
    async (request) => {
      const link = await sendVerificationLink(ctx, currentUser(request));
      app.mailer.wake();
      return {
        message: messages.sendLink.success,
        ...(app.config.SHOW_VERIFY_LINK ? { verifyEmailLink: link } : {}),
      };
    },
  );

  const verifyRoute = {
    schema: {
      summary: 'Verify the email address with the token of the emailed link',
      tags,
      response: { 200: messageResponseSchema, ...errors(404) },
    },
    config: { auth: 'public' as const, serverError: messages.verify.serverError },
  };
  api.put(
    '/verifytoken/:token',
    { ...verifyRoute, schema: { ...verifyRoute.schema, params: z.object({ token: z.string() }) } },
    async (request) => {
      await verifyEmail(ctx, request.params.token);
      return { message: messages.verify.success };
    },
  );
  api.put('/verifytoken', { ...verifyRoute, schema: { ...verifyRoute.schema, hide: true } }, async () => {
    await verifyEmail(ctx, '');
    return { message: messages.verify.success };
  });

  api.post(
    '/sendresetpwdlink',
    {
      schema: {
        summary: 'Email a password reset link (single use, 1 hour)',
        tags,
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errors(403, 404) },
      },
      config: { auth: 'public', serverError: messages.forgot.serverError },
      preHandler: [
        keyedRateLimit(app, 'reset-link-address', rateLimits.resetLinkPerAddress, byAddress),
        keyedRateLimit(app, 'reset-link-email', rateLimits.resetLinkPerEmail, bodyEmail),
      ],
    },
    async (request) => {
      await sendResetLink(ctx, request.body.email);
      app.mailer.wake();
      return { message: messages.forgot.success };
    },
  );

  api.put(
    '/resetpassword',
    {
      schema: {
        summary: 'Set a new password with the token of the emailed link; ends every session',
        tags,
        body: makeResetPasswordSchema('server'),
        response: { 200: messageResponseSchema, ...errors(404) },
      },
      config: { auth: 'public', serverError: messages.reset.serverError },
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return { message: messages.reset.success };
    },
  );

  api.put(
    '/all/edit/profile',
    {
      schema: {
        summary: 'Edit the profile: name, phone, password, photo',
        description:
          'Empty fields are left unchanged. photo is a `data:<type>;base64,` URL of a PNG, JPEG, WebP or AVIF image of at most 300 KB; it is re-encoded to WebP. A new password ends the other sessions.',
        tags,
        body: profileEditSchema,
        response: { 200: messageResponseSchema, ...errors() },
      },
      config: { auth: 'anyUser', serverError: messages.profile.serverError },
    },
    async (request) => {
      await editProfile(ctx, currentUser(request), request.sessionId ?? '', profileChanges(request.body));
      return { message: messages.profile.success };
    },
  );

  api.delete(
    '/account',
    {
      schema: {
        summary: 'Delete my account (clients): scheduled, then removed with its data after 15 days',
        description:
          'Login is refused from now on and every session ends; an email confirms the date. The deletion job removes the account and its data once deleteAfter has passed.',
        tags,
        body: emptyBody,
        response: { 200: deleteAccountResponseSchema, ...errors() },
      },
      config: { auth: 'client' },
    },
    async (request) => {
      const deleteAfter = await scheduleDeletion(ctx, currentUser(request));
      app.mailer.wake();
      return { message: messages.account.deletionScheduled, deleteAfter: deleteAfter.toISOString() };
    },
  );

  api.get(
    '/photos/:photoId',
    {
      schema: {
        summary: 'A profile photo (WebP); URLs are immutable, a new upload gets a new id',
        tags,
        params: z.object({ photoId: z.string() }),
        response: { 200: binaryResponse('image/webp', 'The image'), ...errors(404) },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      const { photoId } = request.params;
      const photo = uuidPattern.test(photoId) ? await findPhoto(ctx, photoId) : undefined;
      if (!photo) return reply.code(404).send({ error: messages.account.photoNotFound });
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', photoResourcePolicy)
        .send(photo.bytes);
    },
  );
}
