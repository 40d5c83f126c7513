/**
 * The editor's sections share one call (PUT /superadmin/events/:eventName takes every field of the event
 * itself): each section's form holds its own fields under the same paths as the request, and its resolver
 * completes the request from the newest copy of the event, then validates it with the shared schema, so the
 * errors land on the section's fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  type EditableEvent,
  type EventDetails,
  type EventDetailsInput,
  eventDetailsSchema,
} from '~/shared/schemas/events';

/** The request that leaves the event as it is. */
export function detailsOf(event: EditableEvent): EventDetailsInput {
  return {
    name: event.name,
    theme: event.theme,
    about: event.about,
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    venue: event.venue,
    hero: event.hero,
    archiveUrl: event.archiveUrl,
    window: event.window,
    fees: event.fees,
    payment: event.payment,
    certificateSignatories: event.certificateSignatories,
  };
}

/**
 * A resolver that validates `toRequest(values)` with a shared schema: the form keeps what its inputs hold
 * ('' for none, rows as objects) and submits the request. Issues land on the form's fields of the same path.
 */
export function mappedResolver<TForm extends FieldValues, S extends z.ZodType>(
  schema: S,
  toRequest: (values: TForm) => z.input<S>,
  schemaOptions?: Parameters<typeof zodResolver>[1],
): Resolver<TForm, unknown, z.output<S>> {
  const resolve = zodResolver(schema as never, schemaOptions as never) as unknown as (
    ...args: unknown[]
  ) => ReturnType<Resolver<TForm, unknown, z.output<S>>>;
  return (values, context, options) => resolve(toRequest(values), context, options);
}

/** The resolver of one section: `toRequest` puts the form's values into the newest event (`latest()`). */
export function sectionResolver<TForm extends FieldValues>(
  latest: () => EditableEvent,
  toRequest: (values: TForm, base: EventDetailsInput) => EventDetailsInput,
): Resolver<TForm, unknown, EventDetails> {
  return mappedResolver(eventDetailsSchema, (values: TForm) => toRequest(values, detailsOf(latest())));
}

/** '' from an empty input as null. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The message of the first error found anywhere inside a field's errors (arrays of rows, say). */
export function firstMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(errors)) {
    if (value && typeof value === 'object' && !('nodeType' in value)) {
      const found = firstMessage(value);
      if (found) return found;
    }
  }
  return undefined;
}
