import { useForm } from 'react-hook-form';
import { type EditableEvent, type EventDetails, type EventFees, eventRules } from '~/shared/schemas/events';
import { Field } from '~/web/components/app/Field';
import { eventCalls, useEventMutation } from './api';
import { sectionResolver } from './form';
import { SaveRow, Section, type SectionProps } from './Section';

interface FeesValues {
  fees: EventFees;
}

const valuesOf = (event: EditableEvent): FeesValues => ({ fees: { ...event.fees } });

const fields: { key: keyof EventFees; label: string; hint: string; min: number; max: number }[] = [
  {
    key: 'individual',
    label: 'Individual fee (₹)',
    hint: 'What one delegate pays.',
    min: 0,
    max: eventRules.maxFee,
  },
  {
    key: 'groupPerMember',
    label: 'Group fee per person (₹)',
    hint: 'The leader pays this for every person of the group, the leader included.',
    min: 0,
    max: eventRules.maxFee,
  },
  {
    key: 'hospitality',
    label: 'Hospitality fee (₹)',
    hint: 'Added for each delegate from outside the institute who asks for accommodation.',
    min: 0,
    max: eventRules.maxFee,
  },
  {
    key: 'groupMinPeople',
    label: 'Smallest group',
    hint: 'People in a group, the leader included.',
    min: eventRules.minGroupPeople,
    max: eventRules.maxGroupPeople,
  },
];

/** Individual, per group member and hospitality fees, and the smallest group. */
export function FeesSection({ event, latest }: SectionProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<FeesValues, unknown, EventDetails>({
    resolver: sectionResolver<FeesValues>(latest, (values, base) => ({ ...base, fees: values.fees })),
    mode: 'onTouched',
    defaultValues: valuesOf(event),
  });
  const save = useEventMutation((body: EventDetails) => eventCalls.details(event.name, body), {
    onSaved: (saved) => reset(valuesOf(saved)),
  });
  return (
    <Section id="fees" title="Fees" lead="Registrations store the amount due when they are made.">
      <form
        className="acc-form"
        noValidate
        aria-label="Fees"
        onSubmit={handleSubmit((body) => save.mutate(body))}
      >
        <div className="acc-form__grid">
          {fields.map(({ key, label, hint, min, max }) => (
            <Field
              key={key}
              id={`ev-fee-${key}`}
              label={label}
              hint={hint}
              error={errors.fees?.[key]?.message}
            >
              {(a11y) => (
                <input
                  {...register(`fees.${key}`, { valueAsNumber: true })}
                  {...a11y}
                  className="form-input"
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  step={1}
                />
              )}
            </Field>
          ))}
        </div>
        <SaveRow pending={save.isPending} dirty={isDirty} label="Save fees" />
      </form>
    </Section>
  );
}
