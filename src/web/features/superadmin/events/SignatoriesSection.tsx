import { useFieldArray, useForm } from 'react-hook-form';
import { type EditableEvent, type EventDetails, type Signatory, eventRules } from '~/shared/schemas/events';
import { Field } from '~/web/components/app/Field';
import { eventCalls, useEventMutation } from './api';
import { sectionResolver } from './form';
import { AddRowButton, EditableRow } from './RowButtons';
import { SaveRow, Section, type SectionProps } from './Section';

interface SignatoriesValues {
  certificateSignatories: Signatory[];
}

const valuesOf = (event: EditableEvent): SignatoriesValues => ({
  certificateSignatories: event.certificateSignatories.map((s) => ({ ...s })),
});

/** Who signs the participation certificates: name and title, printed left to right in this order. */
export function SignatoriesSection({ event, latest }: SectionProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<SignatoriesValues, unknown, EventDetails>({
    resolver: sectionResolver<SignatoriesValues>(latest, (values, base) => ({
      ...base,
      certificateSignatories: values.certificateSignatories,
    })),
    mode: 'onTouched',
    defaultValues: valuesOf(event),
  });
  const rows = useFieldArray({ control, name: 'certificateSignatories' });
  const save = useEventMutation((body: EventDetails) => eventCalls.details(event.name, body), {
    onSaved: (saved) => reset(valuesOf(saved)),
  });
  const listError = errors.certificateSignatories?.root?.message ?? errors.certificateSignatories?.message;

  return (
    <Section
      id="signatories"
      title="Certificate signatories"
      lead="Printed under the participation certificates, left to right in this order."
    >
      <form
        className="acc-form"
        noValidate
        aria-label="Certificate signatories"
        onSubmit={handleSubmit((body) => save.mutate(body))}
      >
        {rows.fields.length === 0 ? <p className="adm-empty">No signatories yet.</p> : null}
        <ol className="ev-rows__list">
          {rows.fields.map((row, index) => {
            const e = errors.certificateSignatories?.[index];
            return (
              <EditableRow
                key={row.id}
                label={`Signatory ${index + 1}`}
                index={index}
                count={rows.fields.length}
                onMove={(to) => rows.move(index, to)}
                onRemove={() => rows.remove(index)}
              >
                <Field id={`ev-signatory-${index}-name`} label="Name" error={e?.name?.message}>
                  {(a11y) => (
                    <input
                      {...register(`certificateSignatories.${index}.name`)}
                      {...a11y}
                      className="form-input"
                      maxLength={eventRules.shortText}
                      autoComplete="off"
                    />
                  )}
                </Field>
                <Field
                  id={`ev-signatory-${index}-title`}
                  label="Title"
                  hint="e.g. Secretary-General"
                  error={e?.title?.message}
                >
                  {(a11y) => (
                    <input
                      {...register(`certificateSignatories.${index}.title`)}
                      {...a11y}
                      className="form-input"
                      maxLength={eventRules.shortText}
                    />
                  )}
                </Field>
              </EditableRow>
            );
          })}
        </ol>
        {listError ? (
          <p className="acc-status__error" role="alert">
            {listError}
          </p>
        ) : null}
        <AddRowButton
          count={rows.fields.length}
          max={eventRules.maxSignatories}
          onAdd={() => rows.append({ name: '', title: '' })}
        >
          Add a signatory
        </AddRowButton>
        <SaveRow pending={save.isPending} dirty={isDirty} label="Save signatories" />
      </form>
    </Section>
  );
}
