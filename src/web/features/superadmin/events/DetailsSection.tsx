import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '~/shared/paths';
import { type EditableEvent, type EventDetails, type HeroImage, eventRules } from '~/shared/schemas/events';
import { ApiError } from '~/web/lib/api';
import { Field } from '~/web/components/app/Field';
import { eventCalls, useEventMutation } from './api';
import { ImageUpload } from './EventFileInputs';
import { sectionResolver } from './form';
import { firstMessage, orNull } from '~/web/lib/form';
import { SaveRow, Section, type SectionProps } from './Section';
import { LinkInput } from './LinkInput';

interface DetailsValues {
  name: string;
  theme: string;
  about: string;
  startsOn: string;
  endsOn: string;
  venue: string;
  hero: HeroImage | null;
  archiveUrl: string;
}

const valuesOf = (event: EditableEvent): DetailsValues => ({
  name: event.name,
  theme: event.theme,
  about: event.about,
  startsOn: event.startsOn ?? '',
  endsOn: event.endsOn ?? '',
  venue: event.venue,
  hero: event.hero,
  archiveUrl: event.archiveUrl ?? '',
});

/**
 * Name (a rename moves the editor to the new address), theme, about, dates, venue, the hero image and the
 * link the Archive page shows once the edition is over.
 */
export function DetailsSection({ event, latest }: SectionProps) {
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<DetailsValues, unknown, EventDetails>({
    resolver: sectionResolver<DetailsValues>(latest, (values, base) => ({
      ...base,
      name: values.name,
      theme: values.theme,
      about: values.about,
      startsOn: orNull(values.startsOn),
      endsOn: orNull(values.endsOn),
      venue: values.venue,
      hero: values.hero,
      archiveUrl: orNull(values.archiveUrl),
    })),
    mode: 'onTouched',
    defaultValues: valuesOf(event),
  });
  const save = useEventMutation((body: EventDetails) => eventCalls.details(event.name, body), {
    previousName: event.name,
    onSaved: (saved) => {
      reset(valuesOf(saved));
      if (saved.name !== event.name) void navigate(paths.superadminEvent(saved.name), { replace: true });
    },
    // A taken name is said under the field; anything else in a toast.
    onFailure: (message, error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return false;
      setError('name', { message });
      return true;
    },
  });

  return (
    <Section id="details" title="Details" lead="What the conference page says about the event.">
      <form
        className="acc-form"
        noValidate
        aria-label="Details"
        onSubmit={handleSubmit((body) => save.mutate(body))}
      >
        <div className="acc-form__grid">
          <Field
            id="ev-name"
            label="Name"
            hint="Renaming moves the event's addresses; its registrations follow."
            error={errors.name?.message}
          >
            {(a11y) => (
              <input {...register('name')} {...a11y} className="form-input" maxLength={eventRules.name} />
            )}
          </Field>
          <Field id="ev-theme" label="Theme or short description" error={errors.theme?.message}>
            {(a11y) => (
              <input {...register('theme')} {...a11y} className="form-input" maxLength={eventRules.theme} />
            )}
          </Field>
          <Field
            id="ev-about"
            label="About"
            hint="Leave a blank line between paragraphs."
            error={errors.about?.message}
            full
          >
            {(a11y) => (
              <textarea {...register('about')} {...a11y} className="form-input ev-textarea" rows={6} />
            )}
          </Field>
          <Field id="ev-starts" label="First day" error={errors.startsOn?.message}>
            {(a11y) => <input {...register('startsOn')} {...a11y} className="form-input" type="date" />}
          </Field>
          <Field id="ev-ends" label="Last day" error={errors.endsOn?.message}>
            {(a11y) => <input {...register('endsOn')} {...a11y} className="form-input" type="date" />}
          </Field>
          <Field id="ev-venue" label="Venue" error={errors.venue?.message} full>
            {(a11y) => (
              <input {...register('venue')} {...a11y} className="form-input" maxLength={eventRules.venue} />
            )}
          </Field>
          <Field
            id="ev-archive"
            label="Archive link"
            hint="Where the Archive page links for this edition once it is over, e.g. its website or photo album; empty for none."
            error={errors.archiveUrl?.message}
            full
          >
            {(a11y) => <LinkInput {...register('archiveUrl')} {...a11y} />}
          </Field>
          <Controller
            control={control}
            name="hero"
            render={({ field }) => (
              <ImageUpload
                id="ev-hero"
                label="Hero image"
                purpose="hero"
                eventName={event.name}
                value={field.value}
                onChange={field.onChange}
                error={firstMessage(errors.hero)}
                disabled={save.isPending}
              />
            )}
          />
        </div>
        <SaveRow pending={save.isPending} dirty={isDirty} label="Save details" />
      </form>
    </Section>
  );
}
