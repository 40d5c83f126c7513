/** GET /getcontactusres: the contact-us responses, newest first (admins and superadmins read them). */
import { desc } from 'drizzle-orm';
import type { ContactUsResponseItem } from '~/shared/schemas/admin';
import type { Executor } from '../../db/client';
import { contactResponses } from '../contact/table';

export async function contactUsResponses(db: Executor): Promise<ContactUsResponseItem[]> {
  const rows = await db
    .select()
    .from(contactResponses)
    .orderBy(desc(contactResponses.contactedAt), desc(contactResponses.id));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    email: r.email,
    message: r.message,
    contactedAt: r.contactedAt.toISOString(),
  }));
}
