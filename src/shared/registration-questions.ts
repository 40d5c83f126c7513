/**
 * The questions a registration answers besides its preferences and its payment
 * (docs/decisions/0083-registration-questions.md), each declared once, here:
 * - every registration form asks it (optional, one line of text, with its hint);
 * - POST /reg/yp takes the answers under `answers` (`{ "<key>": "<text>" }`, each optional);
 * - the registration keeps them (`registrations.answers`, one JSON object);
 * - the admin's registration detail and the registrations CSV show every question, and the check-in desk
 *   those marked `atTheDoor`, in the order declared.
 * Adding a question is one entry here. Renaming a key loses the answers stored under the old one.
 */
import { messages } from './messages';
import { z } from './zod';

export interface RegistrationQuestion {
  /** The form's label, the detail's term and the CSV's header. */
  label: string;
  /** What the form says under the field. */
  hint: string;
  /** The longest answer, in characters. */
  max: number;
  /** The check-in desk shows the answer too. */
  atTheDoor: boolean;
}

export const registrationQuestions: Record<string, RegistrationQuestion> = {
  dietaryNeeds: {
    label: 'Dietary and access needs',
    hint: 'Food you do not eat, allergies, and anything that helps you take part (step-free access, a seat near the front). Leave it empty if there is nothing.',
    max: 300,
    atTheDoor: true,
  },
};

export type Answers = Record<string, string>;

/** The declared questions as [key, question], in their order. */
export const questionEntries = (where: 'all' | 'door' = 'all') =>
  Object.entries(registrationQuestions).filter(([, q]) => where === 'all' || q.atTheDoor);

/** POST /reg/yp `answers`: each declared question's answer, optional, trimmed; nothing else. */
export const answersSchema = z
  .object(
    Object.fromEntries(
      questionEntries().map(([key, q]) => [
        key,
        z
          .string({ error: messages.registration.tooLong })
          .trim()
          .max(q.max, messages.registration.tooLong)
          .optional(),
      ]),
    ),
    { error: messages.registration.tooLong },
  )
  .strict();

/** The answers worth keeping: the declared ones that are not empty. */
export function keptAnswers(
  answers: Readonly<Record<string, string | undefined>> | null | undefined,
): Answers {
  return Object.fromEntries(
    questionEntries().flatMap(([key]) => {
      const value = answers?.[key]?.trim();
      return value ? [[key, value]] : [];
    }),
  );
}

/** The answers the check-in desk sees: those of the questions declared `atTheDoor`, when given. */
export function doorAnswers(answers: Answers): Answers {
  return Object.fromEntries(
    questionEntries('door').flatMap(([key]) => (answers[key] ? [[key, answers[key]]] : [])),
  );
}

/** The answers as the admin reads them: every declared question (or those at the door), its label and answer. */
export function answerRows(answers: Answers | null | undefined, where: 'all' | 'door' = 'all') {
  return questionEntries(where).map(([key, q]) => ({ key, label: q.label, answer: answers?.[key] ?? '' }));
}
