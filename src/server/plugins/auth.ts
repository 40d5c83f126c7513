/**
 * Authentication and authorisation. Every API route declares who may call it in its options,
 * `config: { auth: 'public' | 'anyUser' | 'client' | 'verifiedClient' | 'admin' | 'superadmin' |
 * 'treasury' | 'galleryEditor' | 'blogsEditor' | 'teamEditor' | 'pagesEditor' }` ('admin': admins and superadmins,
 * who hold every admin power; 'treasury': admins, superadmins and accounts
 * granted the treasurer capability; the editor levels: superadmins and accounts granted that section's
 * content capability)
 * (registering an API route without it fails at start-up). For every level but 'public' a hook reads
 * `Authorization: Bearer <token>`, loads the session and its account into `request.user`, and answers
 * 401 'Unauthorized' (no, unknown, revoked or expired token) or 403 (role not allowed).
 * `app.routeAuth` lists every API route with its level, so authorisation tests can be generated from it.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { type Capability, capabilityRoles, hasCapability } from '~/shared/capabilities';
import { messages } from '~/shared/messages';
import { apiBase } from '~/shared/paths';
import { type Role, rolesHolding } from '~/shared/schemas/accounts';
import { HttpError, errorResponseSchema } from '../http';
import { type AuthUser, type LiveSession, createSessionLookup } from '../modules/accounts/sessions';
import { docsPath } from './docs';

export const authLevels = [
  'public',
  'anyUser',
  'client',
  'verifiedClient',
  'admin',
  'superadmin',
  'treasury',
  'galleryEditor',
  'blogsEditor',
  'teamEditor',
  'pagesEditor',
] as const;
export type AuthLevel = (typeof authLevels)[number];

/** The roles each level admits (null: no login needed). 'verifiedClient' also needs a verified email. */
export const levelRoles: Record<AuthLevel, readonly Role[] | null> = {
  public: null,
  anyUser: ['client', 'admin', 'superadmin'],
  client: ['client'],
  verifiedClient: ['client'],
  admin: rolesHolding.admin,
  superadmin: rolesHolding.superadmin,
  /** Admins and superadmins, and any account granted the capability of `levelCapability` (a treasurer). */
  treasury: capabilityRoles.treasurer,
  /** Superadmins, and any account granted that section's content capability (docs/decisions/0063). */
  galleryEditor: capabilityRoles['content:gallery'],
  blogsEditor: capabilityRoles['content:blogs'],
  teamEditor: capabilityRoles['content:team'],
  pagesEditor: capabilityRoles['content:pages'],
};

/** The levels that also admit an account holding a capability (src/shared/capabilities.ts) beside the roles. */
export const levelCapability: Partial<Record<AuthLevel, Capability>> = {
  treasury: 'treasurer',
  galleryEditor: 'content:gallery',
  blogsEditor: 'content:blogs',
  teamEditor: 'content:team',
  pagesEditor: 'content:pages',
};

export interface RouteAuth {
  method: string;
  url: string;
  auth: AuthLevel;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (required for API routes). */
    auth?: AuthLevel;
    /** The `{ error }` of an unexpected failure of this route (default: the generic message). */
    serverError?: string;
    /** The `{ error }` of a 403 for a role the route does not admit (default: the generic message). */
    forbiddenError?: string;
  }
  interface FastifyRequest {
    /** The caller's account on routes that are not public. */
    user: AuthUser | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    routeAuth: RouteAuth[];
    /** The live session of a token with its account, or null: the lookup every guarded route makes. */
    findSession(token: string): Promise<LiveSession | null>;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]{1,512})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The request's account; for handlers of non-public routes, where the guard has set it. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, messages.auth.unauthorized);
  return request.user;
}

const guardMarker = Symbol('authGuard');

function makeGuard(
  findSession: (token: string) => Promise<LiveSession | null>,
  level: AuthLevel,
  forbiddenError: string = messages.generic.notAuthorized,
): onRequestAsyncHookHandler {
  const allowed = levelRoles[level];
  const guard: onRequestAsyncHookHandler = async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new HttpError(401, messages.auth.unauthorized);
    const session = await findSession(token);
    if (!session) throw new HttpError(401, messages.auth.unauthorized);
    request.user = session.user;
    request.sessionId = session.sessionId;
    const capability = levelCapability[level];
    const admitted = capability
      ? hasCapability(session.user, capability)
      : !allowed || allowed.includes(session.user.role);
    if (!admitted) throw new HttpError(403, forbiddenError);
    if (level === 'verifiedClient' && !session.user.isVerified) {
      throw new HttpError(403, messages.auth.verifyEmailFirst);
    }
  };
  return Object.assign(guard, { [guardMarker]: true });
}

const isApiRoute = (url: string) =>
  (url === apiBase || url.startsWith(`${apiBase}/`)) && url !== docsPath && !url.startsWith(`${docsPath}/`);

/** Registers the guard machinery; call before registering API routes. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorate('routeAuth', [] as RouteAuth[]);
  // Made on first use (the app's database and change feed exist by then).
  let lookup: ReturnType<typeof createSessionLookup> | undefined;
  const findSession = (token: string) =>
    (lookup ??= createSessionLookup(app.database.db, app.changes))(token);
  app.decorate('findSession', findSession);

  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const auth = route.config?.auth;
    if (auth === undefined || !authLevels.includes(auth)) {
      throw new Error(`API route ${String(route.method)} ${route.url} must declare config.auth`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') app.routeAuth.push({ method, url: route.url, auth });
    }
    if (auth === 'public') return;

    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    if (!hooks.some((h) => guardMarker in h))
      route.onRequest = [...hooks, makeGuard(findSession, auth, route.config?.forbiddenError)];

    // Document the requirement in OpenAPI.
    if (route.schema && !('security' in route.schema)) {
      const capability = levelCapability[auth];
      const roles = `${levelRoles[auth]?.join(', ')}${capability ? `, or the ${capability} capability` : ''}`;
      const requirement = `Requires \`Authorization: Bearer <token>\`; roles: ${roles}${auth === 'verifiedClient' ? ' (verified email)' : ''}.`;
      route.schema = {
        ...route.schema,
        security: [{ bearerAuth: [] }],
        description: [route.schema.description, requirement].filter(Boolean).join('\n\n'),
        response: {
          ...(route.schema.response as Record<string, unknown> | undefined),
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      };
    }
  });
}
