import type { Db } from '../../db/client';

/** What the registration services need from the app (built once in routes.ts). */
export interface RegistrationContext {
  db: Db;
  publicUrl: string;
}

/** A leader may register once the group, leader included, has the event's minimum number of people. */
export const minRegisteredMembers = (groupMinPeople: number) => groupMinPeople - 1;

/** The longest side of a stored payment screenshot: tall phone screenshots stay legible. */
export const PAYMENT_IMAGE_MAX_DIMENSION = 2400;
