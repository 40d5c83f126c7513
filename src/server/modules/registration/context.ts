import { fees } from '~/shared/constants';
import type { Db } from '../../db/client';

/** What the registration services need from the app (built once in routes.ts). */
export interface RegistrationContext {
  db: Db;
  publicUrl: string;
}

/** A leader may register once more than one invited member has registered (SPEC 5 and 9). */
export const MIN_REGISTERED_MEMBERS = fees.groupMinPeople - 1;

/** The longest side of a stored payment screenshot: tall phone screenshots stay legible. */
export const PAYMENT_IMAGE_MAX_DIMENSION = 2400;
