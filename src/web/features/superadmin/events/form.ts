/**
 * The editor's sections share one call (PUT /superadmin/events/:eventName takes every field of the event
 * itself): each section's form holds its own fields under the same paths as the request, and its resolver
 * completes the request from the newest copy of the event, then validates it with the shared schema, so the
 * errors land on the section's fields.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import {
  type EditableEvent,
  type EventDetails,
  type EventDetailsInput,
  eventDetailsSchema,
} from '~/shared/schemas/events';
import { mappedResolver } from '~/web/lib/form';

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

/** The resolver of one section: `toRequest` puts the form's values into the newest event (`latest()`). */
export function sectionResolver<TForm extends FieldValues>(
  latest: () => EditableEvent,
  toRequest: (values: TForm, base: EventDetailsInput) => EventDetailsInput,
): Resolver<TForm, unknown, EventDetails> {
  return mappedResolver(eventDetailsSchema, (values: TForm) => toRequest(values, detailsOf(latest())));
}
