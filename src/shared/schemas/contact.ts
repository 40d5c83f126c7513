import { z } from '../zod';
import { contactLimits } from '../constants';
import { messages } from '../messages';

const m = messages.contact;

/** The contact form's email check (docs/requirements.md#validation): an at-sign and a dot. */
export const looksLikeEmail = (email: string) => email.includes('@') && email.includes('.');

/** POST /contactus body. Used by the Contact Us form and by the API route. */
export const contactSchema = z
  .object(
    {
      name: z
        .string({ error: m.allFieldsRequired })
        .trim()
        .min(1, m.allFieldsRequired)
        .max(contactLimits.name, m.tooLong),
      email: z
        .string({ error: m.allFieldsRequired })
        .trim()
        .min(1, m.allFieldsRequired)
        .max(contactLimits.email, m.tooLong)
        .refine(looksLikeEmail, m.invalidEmail),
      message: z
        .string({ error: m.allFieldsRequired })
        .trim()
        .min(1, m.allFieldsRequired)
        .max(contactLimits.message, m.tooLong),
    },
    { error: m.allFieldsRequired },
  )
  .strict();

export type ContactInput = z.infer<typeof contactSchema>;

export const contactResponseSchema = z.object({ message: z.string() });
