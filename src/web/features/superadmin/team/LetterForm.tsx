import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type LetterKind,
  type TeamImage,
  type TeamLetter,
  letterInputSchema,
  letterKindLabels,
  teamRules,
} from '~/shared/schemas/team';
import { Field } from '~/web/components/app/Field';
import { SubmitButton } from '~/web/components/app/SubmitButton';
import { firstMessage, mappedResolver } from '~/web/lib/form';
import { PhotoField } from './PhotoField';

interface LetterValues {
  title: string;
  author: string;
  role: string;
  text: string;
  photo: TeamImage | null;
  photoAlt: string;
}

const letterRequest = (values: LetterValues) => ({
  title: values.title,
  author: values.author,
  role: values.role,
  text: values.text,
  photo: values.photo ? { ...values.photo, alt: values.photoAlt } : null,
});

/** One of the tenure's letters: title, author, signature line, text (blank lines between paragraphs), photo. */
export function LetterForm({
  kind,
  letter,
  pending,
  onSubmit,
}: {
  kind: LetterKind;
  letter: TeamLetter | undefined;
  pending: boolean;
  onSubmit: (request: z.output<typeof letterInputSchema>) => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<LetterValues, unknown, z.output<typeof letterInputSchema>>({
    resolver: mappedResolver(letterInputSchema, letterRequest),
    mode: 'onTouched',
    defaultValues: {
      title: letter?.title ?? '',
      author: letter?.author ?? '',
      role: letter?.role ?? '',
      text: letter?.text ?? '',
      photo: letter?.photo ?? null,
      photoAlt: letter?.photo?.alt ?? '',
    },
  });
  const id = (name: string) => `tm-letter-${kind}-${name}`;
  const alt = watch('photoAlt');
  return (
    <form
      className="acc-form tm-letter"
      noValidate
      aria-labelledby={id('title-heading')}
      onSubmit={handleSubmit((request) => onSubmit(request))}
    >
      <h3 id={id('title-heading')} className="acc-form__section-title">
        {letterKindLabels[kind]}
      </h3>
      <div className="acc-form__grid">
        <Field id={id('title')} label="Title" error={errors.title?.message}>
          {(a11y) => (
            <input
              {...register('title')}
              {...a11y}
              className="form-input"
              maxLength={teamRules.letterTitle}
            />
          )}
        </Field>
        <Field id={id('author')} label="Author" error={errors.author?.message}>
          {(a11y) => (
            <input {...register('author')} {...a11y} className="form-input" maxLength={teamRules.name} />
          )}
        </Field>
        <Field
          id={id('role')}
          label="Signature line"
          hint="Under the author's name, e.g. Secretary General, NITSMUN 2025-26"
          error={errors.role?.message}
          full
        >
          {(a11y) => (
            <input {...register('role')} {...a11y} className="form-input" maxLength={teamRules.letterRole} />
          )}
        </Field>
        <Field
          id={id('text')}
          label="Text"
          hint="A blank line between paragraphs"
          error={errors.text?.message}
          full
        >
          {(a11y) => (
            <textarea
              {...register('text')}
              {...a11y}
              className="form-input tm-letter__text"
              rows={10}
              maxLength={teamRules.letterText}
            />
          )}
        </Field>
        <Controller
          control={control}
          name="photo"
          render={({ field: photo }) => (
            <PhotoField
              id={id('photo')}
              label="Photo"
              value={photo.value}
              onChange={photo.onChange}
              alt={alt}
              onAltChange={(next) => setValue('photoAlt', next, { shouldValidate: Boolean(errors.photo) })}
              error={firstMessage(errors.photo)}
              disabled={pending}
            />
          )}
        />
      </div>
      <SubmitButton pending={pending}>Save {letterKindLabels[kind].toLowerCase()}</SubmitButton>
    </form>
  );
}
