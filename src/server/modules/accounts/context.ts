import { ACCOUNT_DELETION_DAYS } from '~/shared/constants';
import type { Db } from '../../db/client';
import type { PasswordHasher } from './passwords';

/** What the account services need from the app (built once in routes.ts). */
export interface AccountsContext {
  db: Db;
  publicUrl: string;
  /** Where browsers reach the API (API_PUBLIC_URL or PUBLIC_URL): absolute image URLs start with it. */
  apiUrl: string;
  hashPassword: PasswordHasher;
}

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How long an account scheduled for deletion is kept before the deletion job removes it. */
export const DELETION_GRACE_MS = ACCOUNT_DELETION_DAYS * 24 * 60 * 60 * 1000;
