import type { ContactInput } from '~/shared/schemas/contact';
import type { Db } from '../../db/client';
import { contactResponses } from './table';

/** Stores a Contact Us message (already validated and trimmed). */
export async function saveContactResponse(db: Db, input: ContactInput): Promise<void> {
  await db.insert(contactResponses).values({ name: input.name, email: input.email, message: input.message });
}
