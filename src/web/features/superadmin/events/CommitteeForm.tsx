import { Controller, useForm } from 'react-hook-form';
import {
  type CommitteeInput,
  type EditableCommittee,
  type ImageRef,
  committeeInputSchema,
  eventRules,
} from '~/shared/schemas/events';
import { messages } from '~/shared/messages';
import { ApiError } from '~/web/lib/api';
import { Field } from '~/web/components/app/Field';
import { ImageUpload, PdfUpload } from './EventFileInputs';
import { firstMessage, mappedResolver, orNull } from '~/web/lib/form';
import { SaveRow } from './Section';
import { LinkInput } from './LinkInput';

interface CommitteeValues {
  code: string;
  displayName: string;
  fullName: string;
  agenda: string;
  description: string;
  banner: ImageRef | null;
  guideUrl: string;
}

export const committeeValues = (committee: EditableCommittee | null): CommitteeValues => ({
  code: committee?.code ?? '',
  displayName: committee?.displayName ?? '',
  fullName: committee?.fullName ?? '',
  agenda: committee?.agenda ?? '',
  description: committee?.description ?? '',
  banner: committee?.banner ?? null,
  guideUrl: committee?.guideUrl ?? '',
});

interface CommitteeFormProps {
  /** Prefix of the ids of the form's fields (one form per committee on the page). */
  id: string;
  eventName: string;
  committee: EditableCommittee | null;
  pending: boolean;
  submitLabel: string;
  /** Answers the saved committee (the form starts again from it), or throws the call's error. */
  onSubmit: (body: CommitteeInput) => Promise<EditableCommittee>;
}

/** A committee's code, names, agenda, description, banner and background guide (a link or an uploaded PDF). */
export function CommitteeForm({
  id,
  eventName,
  committee,
  pending,
  submitLabel,
  onSubmit,
}: CommitteeFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<CommitteeValues, unknown, CommitteeInput>({
    resolver: mappedResolver(committeeInputSchema, (values: CommitteeValues) => ({
      ...values,
      guideUrl: orNull(values.guideUrl),
    })),
    mode: 'onTouched',
    defaultValues: committeeValues(committee),
  });
  const guideUrl = watch('guideUrl');
  const submit = handleSubmit(async (body) => {
    try {
      const saved = await onSubmit(body);
      reset(committeeValues(committee ? saved : null));
    } catch (error) {
      // A code another committee has is said under the field (the caller toasts anything else).
      if (error instanceof ApiError && error.message === messages.events.codeTaken) {
        setError('code', { message: error.message });
      }
    }
  });

  return (
    <form
      className="acc-form"
      noValidate
      aria-label={committee ? `Edit ${committee.displayName}` : 'New committee'}
      onSubmit={submit}
    >
      <div className="acc-form__grid">
        <Field
          id={`${id}-code`}
          label="Code"
          hint={
            committee
              ? 'Letters, digits, - and _. Registrations store it; changing it renames it in them too.'
              : 'Letters, digits, - and _, e.g. UNSC. Registrations store it.'
          }
          error={errors.code?.message}
        >
          {(a11y) => (
            <input
              {...register('code')}
              {...a11y}
              className="form-input"
              maxLength={eventRules.committeeCode}
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        <Field
          id={`${id}-display`}
          label="Display name"
          hint="What delegates read."
          error={errors.displayName?.message}
        >
          {(a11y) => (
            <input
              {...register('displayName')}
              {...a11y}
              className="form-input"
              maxLength={eventRules.shortText}
            />
          )}
        </Field>
        <Field id={`${id}-full`} label="Full name" error={errors.fullName?.message} full>
          {(a11y) => (
            <input
              {...register('fullName')}
              {...a11y}
              className="form-input"
              maxLength={eventRules.shortText}
            />
          )}
        </Field>
        <Field id={`${id}-agenda`} label="Agenda" error={errors.agenda?.message} full>
          {(a11y) => (
            <textarea
              {...register('agenda')}
              {...a11y}
              className="form-input ev-textarea ev-textarea--short"
              rows={2}
            />
          )}
        </Field>
        <Field
          id={`${id}-description`}
          label="Description"
          hint="Leave a blank line between paragraphs."
          error={errors.description?.message}
          full
        >
          {(a11y) => (
            <textarea {...register('description')} {...a11y} className="form-input ev-textarea" rows={5} />
          )}
        </Field>
        <Controller
          control={control}
          name="banner"
          render={({ field }) => (
            <ImageUpload
              id={`${id}-banner`}
              label="Banner"
              eventName={eventName}
              value={field.value}
              onChange={field.onChange}
              error={firstMessage(errors.banner)}
              disabled={pending}
            />
          )}
        />
        <div className="form-field acc-field--full ev-guide">
          <Field
            id={`${id}-guide`}
            label="Background guide"
            hint="A link starting with https://, or upload a PDF below. Empty for none."
            error={errors.guideUrl?.message}
          >
            {(a11y) => <LinkInput {...register('guideUrl')} {...a11y} />}
          </Field>
          {guideUrl ? (
            <a className="ev-guide__open" href={guideUrl} target="_blank" rel="noreferrer">
              Open the background guide<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
          <PdfUpload
            id={`${id}-guide-pdf`}
            eventName={eventName}
            disabled={pending}
            onUploaded={(url) => setValue('guideUrl', url, { shouldDirty: true, shouldValidate: true })}
          />
        </div>
      </div>
      <SaveRow pending={pending} dirty={isDirty} label={submitLabel} />
    </form>
  );
}
