/**
 * Account factories for API and end-to-end tests: accounts written straight to the database (with a
 * real argon2 hash) and sessions created the way login creates them.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '~/shared/schemas/accounts';
import type { Db } from '../../src/server/db/client';
import { passwordHasher } from '../../src/server/modules/accounts/passwords';
import { createSession } from '../../src/server/modules/accounts/sessions';
import { users } from '../../src/server/modules/accounts/table';
import { uniqueAddress } from './app';

const hashPassword = passwordHasher('test');
let sequence = 0;

export interface UserOptions {
  role?: Role;
  verified?: boolean;
  /** A student of the institute (with scholar ID, branch, institute email and year). */
  student?: boolean;
  email?: string;
  password?: string;
  name?: string;
  phone?: string;
}

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  phone: string;
  role: Role;
  isVerified: boolean;
  isStudentOfNits: boolean;
  scholarId: string | null;
  instituteEmail: string | null;
}

function uniqueSuffix(): string {
  sequence += 1;
  return `${sequence}${randomBytes(3).toString('hex')}`;
}

/** A unique 7-digit scholar ID. */
export function uniqueScholarId(): string {
  return String(1_000_000 + ((Number.parseInt(randomBytes(3).toString('hex'), 16) + sequence) % 9_000_000));
}

export async function createUser(db: Db, options: UserOptions = {}): Promise<TestUser> {
  const suffix = uniqueSuffix();
  const role = options.role ?? 'client';
  const student = options.student ?? false;
  const password = options.password ?? `pass-${suffix}-word`;
  const values = {
    name: options.name ?? `Test ${role} ${suffix}`,
    email: (options.email ?? `${role}.${suffix}@example.com`).toLowerCase(),
    phone: options.phone ?? '9876543210',
    passwordHash: await hashPassword(password),
    role,
    isVerified: options.verified ?? true,
    isStudentOfNits: student,
    scholarId: student ? uniqueScholarId() : null,
    instituteEmail: student ? `student.${suffix}@cse.nits.ac.in` : null,
    branch: student ? 'Computer Science and Engineering' : null,
    year: student ? '2' : null,
  };
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return {
    id: row!.id,
    name: values.name,
    email: values.email,
    password,
    phone: values.phone,
    role,
    isVerified: values.isVerified,
    isStudentOfNits: student,
    scholarId: values.scholarId,
    instituteEmail: values.instituteEmail,
  };
}

/** A session for the account, as login would create it; returns the bearer token. */
export async function sessionFor(db: Db, user: { id: string }): Promise<string> {
  return (await createSession(db, user.id)).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Caller {
  name: 'anonymous' | 'unverified client' | 'client' | 'admin' | 'superadmin';
  user?: TestUser;
  headers: Record<string, string>;
}

/** The five callers every endpoint is checked against (each with a fresh account and session). */
export async function createCallers(db: Db): Promise<Caller[]> {
  const make = async (name: Caller['name'], options: UserOptions): Promise<Caller> => {
    const user = await createUser(db, options);
    return { name, user, headers: bearer(await sessionFor(db, user)) };
  };
  return [
    { name: 'anonymous', headers: {} },
    await make('unverified client', { verified: false }),
    await make('client', {}),
    await make('admin', { role: 'admin' }),
    await make('superadmin', { role: 'superadmin' }),
  ];
}

/** Logs in through the API; returns the token. */
export async function logInThroughApi(
  app: FastifyInstance,
  user: { email: string; password: string },
  remoteAddress = uniqueAddress(),
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/api/login',
    remoteAddress,
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export interface SignupBody {
  [field: string]: unknown;
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  isStudentOfNITS: boolean;
}

export interface StudentSignupBody extends SignupBody {
  scholarID: string;
  branch: string;
  instituteEmail: string;
  year: string;
}

/** A valid sign-up body of a non-student (unique email each call); overrides may set any field, even wrongly. */
export function signupBody(overrides: Record<string, unknown> = {}): SignupBody {
  const suffix = uniqueSuffix();
  return {
    name: `Asha Das ${suffix}`,
    email: `asha.${suffix}@example.com`,
    phone: '9876543210',
    password: 'correct horse',
    confirmPassword: 'correct horse',
    isStudentOfNITS: false,
    ...overrides,
  };
}

/** A valid sign-up body of a student of the institute (unique email, institute email and scholar ID). */
export function studentSignupBody(overrides: Record<string, unknown> = {}): StudentSignupBody {
  const suffix = uniqueSuffix();
  return signupBody({
    isStudentOfNITS: true,
    scholarID: uniqueScholarId(),
    branch: 'Electronics and Communication Engineering',
    instituteEmail: `rohan.${suffix}@ece.nits.ac.in`,
    year: '2',
    ...overrides,
  }) as StudentSignupBody;
}
