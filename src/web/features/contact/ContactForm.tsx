import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import type { FaqDocument } from '~/shared/schemas/pages';
import { toastDurations } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { contactSchema, looksLikeEmail, type ContactInput } from '~/shared/schemas/contact';
import { ApiError } from '~/web/lib/api';
import { notify } from '~/web/lib/toast';
import { sendContactMessage } from './api';
import { EmailInput } from '~/web/components/app/EmailInput';

const empty: ContactInput = { name: '', email: '', message: '' };

interface FieldProps {
  id: string;
  label: string;
  error?: FieldError;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode;
}

function Field({ id, label, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error?.message && (
        <p id={errorId} className="form-error contact-form__error">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** Spreads react-hook-form's registration plus the shared input class. */
const input = (registration: UseFormRegisterReturn) => ({
  ...registration,
  className: 'form-input',
});

/**
 * The Contact Us form. Send stays disabled until name, email (with '@' and '.') and message are
 * filled, and while sending; a success clears the fields, a failure keeps them.
 */
export function ContactForm({ contactPage }: { contactPage: Pick<FaqDocument, 'formTitle' | 'formHint'> }) {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const [name, email, message] = useWatch({ control, name: ['name', 'email', 'message'] });

  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      reset(empty);
      notify('success', messages.contact.success, { duration: toastDurations.other });
    },
    onError: (error) => {
      notify('error', error instanceof ApiError ? error.message : messages.generic.somethingWentWrong);
    },
  });

  const filled = name.trim() !== '' && looksLikeEmail(email) && message.trim() !== '';
  const canSend = filled && !send.isPending;

  return (
    <form
      className="panel contact-form"
      noValidate
      aria-labelledby="contact-form-heading"
      onSubmit={handleSubmit((values) => send.mutate(values))}
    >
      <h2 id="contact-form-heading" className="contact-form__title">
        {contactPage.formTitle}
      </h2>
      <p className="contact-form__hint">{contactPage.formHint}</p>
      <Field id="contact-name" label="Name" error={errors.name}>
        {(a11y) => <input {...input(register('name'))} {...a11y} type="text" autoComplete="name" required />}
      </Field>
      <Field id="contact-email" label="Email" error={errors.email}>
        {(a11y) => <EmailInput {...input(register('email'))} {...a11y} />}
      </Field>
      <Field id="contact-message" label="Message" error={errors.message}>
        {(a11y) => (
          <textarea
            {...input(register('message'))}
            {...a11y}
            className="form-input contact-form__textarea"
            rows={6}
            required
          />
        )}
      </Field>
      <button
        type="submit"
        className="form-submit contact-form__submit"
        disabled={!canSend}
        aria-busy={send.isPending}
      >
        {send.isPending ? messages.generic.sending : 'Send'}
      </button>
    </form>
  );
}
