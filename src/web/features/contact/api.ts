import type { ContactInput } from '~/shared/schemas/contact';
import { apiRequest } from '~/web/lib/api';

/** POST /contactus: answers { message } on success, { error } otherwise (thrown as ApiError). */
export function sendContactMessage(input: ContactInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/contactus', { method: 'POST', body: input });
}
