import { useForm } from 'react-hook-form';
import { type EditableEvent, type EventDetails, isFreeEvent } from '~/shared/schemas/events';
import { eventCalls, useEventMutation } from './api';
import { sectionResolver } from './form';
import { SaveRow, Section, type SectionProps } from './Section';

interface OptionsValues {
  takesRegistration: boolean;
  instituteOnly: boolean;
  mockMunPage: boolean;
}

const valuesOf = (event: EditableEvent): OptionsValues => ({
  takesRegistration: event.takesRegistration,
  instituteOnly: event.instituteOnly,
  mockMunPage: event.page === 'mockmun',
});

const options: { key: keyof OptionsValues; label: string; hint: string }[] = [
  {
    key: 'takesRegistration',
    label: 'Takes registrations on the site',
    hint: 'Off for an event people simply come to: its pages say no registration is needed, and the server refuses any.',
  },
  {
    key: 'instituteOnly',
    label: 'Students of the institute only',
    hint: 'The server refuses a registration from a student of another college.',
  },
  {
    key: 'mockMunPage',
    label: 'Shown on the Mock MUN page',
    hint: 'The Mock MUN page speaks of one event: choosing this one takes the page from the event it showed.',
  },
];

/** The event's own options: whether it takes registrations, who may register, and the Mock MUN page. */
export function OptionsSection({ event, latest }: SectionProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<OptionsValues, unknown, EventDetails>({
    resolver: sectionResolver<OptionsValues>(latest, (values, base) => ({
      ...base,
      takesRegistration: values.takesRegistration,
      instituteOnly: values.instituteOnly,
      page: values.mockMunPage ? 'mockmun' : null,
    })),
    defaultValues: valuesOf(event),
  });
  const save = useEventMutation((body: EventDetails) => eventCalls.details(event.name, body), {
    onSaved: (saved) => reset(valuesOf(saved)),
  });
  return (
    <Section
      id="options"
      title="Who can register"
      lead={
        isFreeEvent(event.fees)
          ? 'This event is free (every fee is 0): registration asks for no payment.'
          : 'This event has a fee: set every fee to 0 under Fees to make it free (no payment asked).'
      }
    >
      <form
        className="acc-form"
        noValidate
        aria-label="Who can register"
        onSubmit={handleSubmit((body) => save.mutate(body))}
      >
        <div className="ev-options">
          {options.map(({ key, label, hint }) => (
            <div key={key} className="ev-option">
              <input
                {...register(key)}
                id={`ev-option-${key}`}
                type="checkbox"
                className="ev-option__box"
                aria-describedby={`ev-option-${key}-hint`}
              />
              <label htmlFor={`ev-option-${key}`} className="ev-option__label">
                {label}
              </label>
              <p id={`ev-option-${key}-hint`} className="acc-field__hint ev-option__hint">
                {hint}
              </p>
            </div>
          ))}
        </div>
        <SaveRow pending={save.isPending} dirty={isDirty} label="Save options" />
      </form>
    </Section>
  );
}
