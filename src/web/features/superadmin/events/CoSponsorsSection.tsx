import { Controller, useFieldArray, useForm } from 'react-hook-form';
import {
  type CoSponsorsInput,
  type EditableEvent,
  type ImageRef,
  coSponsorsInputSchema,
  eventRules,
} from '~/shared/schemas/events';
import { Field } from '~/web/components/app/Field';
import { eventCalls, useEventMutation } from './api';
import { ImageUpload } from './EventFileInputs';
import { firstMessage, mappedResolver, orNull } from '~/web/lib/form';
import { AddRowButton, EditableRow } from './RowButtons';
import { SaveRow, Section, type SectionProps } from './Section';
import { LinkInput } from './LinkInput';

interface SponsorValues {
  name: string;
  description: string;
  /** '' for none. */
  url: string;
  logo: ImageRef | null;
}
interface CoSponsorsValues {
  coSponsors: SponsorValues[];
}

const valuesOf = (event: EditableEvent): CoSponsorsValues => ({
  coSponsors: event.coSponsors.map((sponsor) => ({ ...sponsor, url: sponsor.url ?? '' })),
});

const blank: SponsorValues = { name: '', description: '', url: '', logo: null };

/** Co-sponsors: rows of name, description, link and logo. */
export function CoSponsorsSection({ event }: SectionProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<CoSponsorsValues, unknown, CoSponsorsInput>({
    resolver: mappedResolver(coSponsorsInputSchema, (values: CoSponsorsValues) => ({
      coSponsors: values.coSponsors.map((sponsor) => ({ ...sponsor, url: orNull(sponsor.url) })),
    })),
    mode: 'onTouched',
    defaultValues: valuesOf(event),
  });
  const rows = useFieldArray({ control, name: 'coSponsors' });
  const save = useEventMutation((body: CoSponsorsInput) => eventCalls.coSponsors(event.name, body), {
    onSaved: (saved) => reset(valuesOf(saved)),
  });

  return (
    <Section id="cosponsors" title="Co-sponsors">
      <form
        className="acc-form"
        noValidate
        aria-label="Co-sponsors"
        onSubmit={handleSubmit((body) => save.mutate(body))}
      >
        {rows.fields.length === 0 ? <p className="adm-empty">No co-sponsors yet.</p> : null}
        <ol className="ev-rows__list">
          {rows.fields.map((row, index) => {
            const e = errors.coSponsors?.[index];
            const label = `Co-sponsor ${index + 1}`;
            return (
              <EditableRow
                key={row.id}
                label={label}
                index={index}
                count={rows.fields.length}
                onMove={(to) => rows.move(index, to)}
                onRemove={() => rows.remove(index)}
              >
                <Field id={`ev-sponsor-${index}-name`} label="Name" error={e?.name?.message}>
                  {(a11y) => (
                    <input
                      {...register(`coSponsors.${index}.name`)}
                      {...a11y}
                      className="form-input"
                      maxLength={eventRules.shortText}
                      autoComplete="off"
                    />
                  )}
                </Field>
                <Field
                  id={`ev-sponsor-${index}-url`}
                  label="Link"
                  hint="Starting with https://; empty for none."
                  error={e?.url?.message}
                >
                  {(a11y) => <LinkInput {...register(`coSponsors.${index}.url`)} {...a11y} />}
                </Field>
                <Field
                  id={`ev-sponsor-${index}-description`}
                  label="Description"
                  error={e?.description?.message}
                  full
                >
                  {(a11y) => (
                    <textarea
                      {...register(`coSponsors.${index}.description`)}
                      {...a11y}
                      className="form-input ev-textarea ev-textarea--short"
                      rows={3}
                    />
                  )}
                </Field>
                <Controller
                  control={control}
                  name={`coSponsors.${index}.logo`}
                  render={({ field }) => (
                    <ImageUpload
                      id={`ev-sponsor-${row.id}-logo`}
                      label="Logo"
                      eventName={event.name}
                      value={field.value}
                      onChange={field.onChange}
                      error={firstMessage(e?.logo)}
                      disabled={save.isPending}
                      shape="square"
                    />
                  )}
                />
              </EditableRow>
            );
          })}
        </ol>
        <AddRowButton
          count={rows.fields.length}
          max={eventRules.maxCoSponsors}
          onAdd={() => rows.append(blank)}
        >
          Add a co-sponsor
        </AddRowButton>
        <SaveRow pending={save.isPending} dirty={isDirty} label="Save co-sponsors" />
      </form>
    </Section>
  );
}
