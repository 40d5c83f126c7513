import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { messages } from '~/shared/messages';
import { paths, withRedirect } from '~/shared/paths';
import { rememberAfterVerification } from '~/web/lib/after-verification';
import { useRedirectTarget } from './LoginForm';
import { signupSchema, type SignupData, type SignupInput } from '~/shared/schemas/accounts';
import { errorMessage } from '~/web/lib/api';
import { notify } from '~/web/lib/toast';
import { signup } from '../api';
import { Field } from '~/web/components/app/Field';
import { PasswordInput } from '~/web/components/app/PasswordInput';
import { SubmitButton } from '~/web/components/app/SubmitButton';
import { EmailInput } from '~/web/components/app/EmailInput';

const empty: SignupInput = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  isStudentOfNITS: undefined as unknown as boolean,
  scholarID: '',
  branch: '',
  instituteEmail: '',
  year: '',
};

const years = [
  { value: '1', label: '1st year' },
  { value: '2', label: '2nd year' },
  { value: '3', label: '3rd year' },
  { value: '4', label: '4th year' },
  { value: '5', label: '5th year' },
];

/** The payload of POST /signup: the institute fields only for students of the institute. */
function toPayload(values: SignupData): SignupInput {
  const { scholarID, branch, instituteEmail, year, ...common } = values;
  return values.isStudentOfNITS ? { ...common, scholarID, branch, instituteEmail, year } : common;
}

/** The yes/no question that decides which fields the form asks for. */
function StudentQuestion({
  value,
  onChange,
  error,
}: {
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  error?: string;
}) {
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    // An answer clicked in the server's HTML before the page hydrated: React keeps the radio checked, the
    // form takes it as the answer (clicking the same radio again would change nothing).
    const early = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (early && value === undefined) onChange(early.value === 'yes');
  }, [value, onChange]);
  return (
    <fieldset
      ref={group}
      className="acc-choice"
      aria-invalid={Boolean(error)}
      aria-describedby={error ? 'signup-student-error' : undefined}
    >
      <legend className="acc-choice__legend">Are you a student of NIT Silchar?</legend>
      <div className="acc-choice__options">
        {[
          { label: 'Yes', checked: value === true, answer: true },
          { label: 'No', checked: value === false, answer: false },
        ].map((option) => (
          <label key={option.label} className="acc-choice__option acc-option">
            <input
              type="radio"
              name="isStudentOfNITS"
              value={option.answer ? 'yes' : 'no'}
              checked={option.checked}
              onChange={() => onChange(option.answer)}
              required
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id="signup-student-error" className="form-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Sign-up: first whether the person studies at the institute, then the fields (students also give scholar ID,
 * branch, institute email and year). Every rule runs in the browser with the messages of
 * docs/requirements.md#validation.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SignupInput, unknown, SignupData>({
    resolver: zodResolver(signupSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const student = useWatch({ control, name: 'isStudentOfNITS' });
  const answered = typeof student === 'boolean';
  const target = useRedirectTarget();

  const send = useMutation({
    mutationFn: signup,
    onSuccess: ({ message }) => {
      notify('success', message || messages.signup.success);
      // Started from a group invite: log in goes back to it, and so does the verification link.
      rememberAfterVerification(target);
      void navigate(withRedirect(paths.login, target));
    },
    onError: (error) => notify('error', errorMessage(error, messages.signup.unknownError)),
  });

  const input = { className: 'form-input' } as const;

  return (
    <form
      className="acc-form"
      noValidate
      aria-label="Sign up"
      onSubmit={handleSubmit((values) => send.mutate(toPayload(values)))}
    >
      <Controller
        control={control}
        name="isStudentOfNITS"
        render={({ field, fieldState }) => (
          <StudentQuestion value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      {answered ? (
        <>
          <div className="acc-form__grid">
            <Field id="signup-name" label="Full name" error={errors.name?.message} full>
              {(a11y) => (
                <input {...register('name')} {...a11y} {...input} type="text" autoComplete="name" required />
              )}
            </Field>
            <Field
              id="signup-email"
              label={student ? 'Personal email' : 'Email'}
              hint={student ? 'Not your institute email: that one goes in its own field below.' : undefined}
              error={errors.email?.message}
            >
              {(a11y) => <EmailInput {...register('email')} {...a11y} {...input} />}
            </Field>
            <Field id="signup-phone" label="Phone number" error={errors.phone?.message}>
              {(a11y) => (
                <input
                  {...register('phone')}
                  {...a11y}
                  {...input}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  required
                />
              )}
            </Field>
            <Field
              id="signup-password"
              label="Password"
              hint="At least 8 characters."
              error={errors.password?.message}
            >
              {(a11y) => (
                <PasswordInput {...register('password')} {...a11y} autoComplete="new-password" required />
              )}
            </Field>
            <Field
              id="signup-confirm-password"
              label="Confirm password"
              error={errors.confirmPassword?.message}
            >
              {(a11y) => (
                <PasswordInput
                  {...register('confirmPassword')}
                  {...a11y}
                  autoComplete="new-password"
                  required
                />
              )}
            </Field>
          </div>
          {student ? (
            <div className="acc-form__grid" role="group" aria-labelledby="signup-institute-title">
              <h2 id="signup-institute-title" className="acc-form__section-title acc-field--full">
                Your details at the institute
              </h2>
              <Field
                id="signup-scholar-id"
                label="Scholar ID"
                hint="7 digits."
                error={errors.scholarID?.message}
              >
                {(a11y) => (
                  <input
                    {...register('scholarID')}
                    {...a11y}
                    {...input}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={7}
                    required
                  />
                )}
              </Field>
              <Field id="signup-year" label="Year of study" error={errors.year?.message}>
                {(a11y) => (
                  <select {...register('year')} {...a11y} {...input} required>
                    <option value="">Choose your year</option>
                    {years.map((y) => (
                      <option key={y.value} value={y.value}>
                        {y.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id="signup-branch" label="Branch" error={errors.branch?.message}>
                {(a11y) => (
                  <input
                    {...register('branch')}
                    {...a11y}
                    {...input}
                    type="text"
                    autoComplete="off"
                    required
                  />
                )}
              </Field>
              <Field
                id="signup-institute-email"
                label="Institute email"
                hint="Your @nits.ac.in address."
                error={errors.instituteEmail?.message}
              >
                {(a11y) => (
                  <EmailInput {...register('instituteEmail')} {...a11y} {...input} autoComplete="off" />
                )}
              </Field>
            </div>
          ) : null}
          <SubmitButton pending={send.isPending}>Sign Up</SubmitButton>
        </>
      ) : null}
      <p className="acc-aside">
        Already have an account?{' '}
        <Link to={withRedirect(paths.login, target)} className="acc-link">
          Log in
        </Link>
      </p>
    </form>
  );
}
