import { Controller, useForm } from 'react-hook-form';
import {
  type AddPositionInput,
  type EditableGroup,
  type EditableMember,
  type TeamImage,
  addPositionSchema,
  teamRules,
} from '~/shared/schemas/team';
import { Field } from '~/web/components/app/Field';
import { SubmitButton } from '~/web/components/app/SubmitButton';
import { firstMessage, mappedResolver } from '~/web/lib/form';
import { PhotoField } from './PhotoField';

/** What the form's inputs hold: text ('' for none), the stored photo and its text alternative apart. */
export interface PersonFormValues {
  groupId: string;
  role: string;
  person: {
    name: string;
    photo: TeamImage | null;
    facebook: string;
    github: string;
    mail: string;
    linkedin: string;
  };
  photoAlt: string;
}

/** The request the values make (the photo with its text alternative), checked by the shared schema. */
export function personRequest(values: PersonFormValues): AddPositionInput {
  const { photo } = values.person;
  return {
    groupId: values.groupId,
    role: values.role,
    person: { ...values.person, photo: photo ? { ...photo, alt: values.photoAlt } : null },
  };
}

/** The form's values for a member (edit), or for a new person in a group (add). */
export function personValues(groupId: string, member?: EditableMember): PersonFormValues {
  return {
    groupId,
    role: member?.role ?? '',
    person: {
      name: member?.name ?? '',
      photo: member?.photo ?? null,
      facebook: member?.links.facebook ?? '',
      github: member?.links.github ?? '',
      mail: member?.links.mail ?? '',
      linkedin: member?.links.linkedin ?? '',
    },
    photoAlt: member?.photo?.alt ?? '',
  };
}

interface PersonFormProps {
  /** Prefix of the inputs' ids (one form per person on the page). */
  id: string;
  groups: EditableGroup[];
  initial: PersonFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (request: ReturnType<typeof addPositionSchema.parse>) => void;
  onCancel?: () => void;
}

/**
 * A person of a tenure: name, designation, group, portrait (alt text required with a photo) and links
 * (http(s) profiles, a mail address). Validated with the API's own schema, so its messages are the server's.
 */
export function PersonForm({
  id,
  groups,
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: PersonFormProps) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<PersonFormValues, unknown, ReturnType<typeof addPositionSchema.parse>>({
    resolver: mappedResolver(addPositionSchema, personRequest),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const alt = watch('photoAlt');
  const field = (name: string) => `${id}-${name}`;
  const link = (name: 'facebook' | 'github' | 'linkedin', label: string, hint: string) => (
    <Field id={field(name)} label={label} hint={hint} error={errors.person?.[name]?.message}>
      {(a11y) => (
        <input
          {...register(`person.${name}`)}
          {...a11y}
          className="form-input"
          type="url"
          inputMode="url"
          maxLength={teamRules.url}
          placeholder="https://"
        />
      )}
    </Field>
  );
  return (
    <form
      className="acc-form tm-person-form"
      noValidate
      onSubmit={handleSubmit((request) => onSubmit(request))}
    >
      <div className="acc-form__grid">
        <Field id={field('name')} label="Name" error={errors.person?.name?.message}>
          {(a11y) => (
            <input
              {...register('person.name')}
              {...a11y}
              className="form-input"
              type="text"
              autoComplete="off"
              maxLength={teamRules.name}
            />
          )}
        </Field>
        <Field
          id={field('role')}
          label="Designation"
          hint="e.g. Deputy Head of Technical"
          error={errors.role?.message}
        >
          {(a11y) => (
            <input
              {...register('role')}
              {...a11y}
              className="form-input"
              type="text"
              maxLength={teamRules.role}
            />
          )}
        </Field>
        <Field id={field('group')} label="Group" error={errors.groupId?.message}>
          {(a11y) => (
            <select {...register('groupId')} {...a11y} className="form-input">
              {groups.map((group) => (
                <option key={group._id} value={group._id}>
                  {group.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={field('mail')}
          label="Email"
          hint="Shown as a mail link"
          error={errors.person?.mail?.message}
        >
          {(a11y) => (
            <input
              {...register('person.mail')}
              {...a11y}
              className="form-input"
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              maxLength={teamRules.email}
            />
          )}
        </Field>
        {link('facebook', 'Facebook profile', 'Shown first, unless there is a code-hosting profile')}
        {link('github', 'Code-hosting profile', 'For technical roles: shown first, in place of Facebook')}
        {link('linkedin', 'Professional-network profile', 'Shown last')}
        <Controller
          control={control}
          name="person.photo"
          render={({ field: photo }) => (
            <PhotoField
              id={field('photo')}
              label="Photo"
              value={photo.value}
              onChange={photo.onChange}
              alt={alt}
              onAltChange={(next) =>
                setValue('photoAlt', next, { shouldValidate: Boolean(errors.person?.photo) })
              }
              error={firstMessage(errors.person?.photo)}
              disabled={pending}
            />
          )}
        />
      </div>
      <div className="tm-form__actions">
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--ghost-dark" onClick={onCancel} disabled={pending}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
