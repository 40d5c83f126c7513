import { useMutation } from '@tanstack/react-query';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { profileEditSchema, type Profile } from '~/shared/schemas/accounts';
import { errorMessage } from '~/web/lib/api';
import { notify } from '~/web/lib/toast';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { editProfile, useRefreshProfile, type ProfileEditBody } from '../api';
import { Field } from '~/web/components/app/Field';
import { PasswordInput } from '~/web/components/app/PasswordInput';
import { UploadProgress, imageField, useUploadProgress } from '~/web/components/app/FilePicker';
import { PhotoPicker } from './PhotoPicker';
import { SubmitButton } from '~/web/components/app/SubmitButton';

interface EditValues {
  newName: string;
  phone: string;
  newPwd: string;
  confirmNewPwd: string;
  photo: string;
}

/** Only what differs from the profile is sent. */
function changedFields(values: EditValues, profile: Profile): ProfileEditBody {
  const body: ProfileEditBody = {};
  const name = values.newName.trim();
  if (name && name !== profile.name) body.newName = name;
  const phone = values.phone.trim();
  if (phone && phone !== profile.phone) body.phone = phone;
  if (values.newPwd || values.confirmNewPwd) {
    body.newPwd = values.newPwd;
    body.confirmNewPwd = values.confirmNewPwd;
  }
  if (values.photo) body.photo = values.photo;
  return body;
}

/** Validates the changed fields with the shared schema; an empty change set is left to the submit handler. */
function changesResolver(profile: Profile): Resolver<EditValues, unknown, ProfileEditBody> {
  return async (values) => {
    const body = changedFields(values, profile);
    if (Object.keys(body).length === 0) return { values: body, errors: {} };
    const parsed = profileEditSchema.safeParse(body);
    if (parsed.success) return { values: body, errors: {} };
    const errors: FieldErrors<EditValues> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof EditValues | undefined;
      if (key && !errors[key]) errors[key] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

/**
 * Edit profile: name, phone, a new password with its confirmation, and a photo. Only changed fields are
 * sent ('No entries to update' when nothing changed); the upload shows its progress.
 */
export function EditProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const refreshProfile = useRefreshProfile();
  const unauthorized = useUnauthorizedHandler();
  const upload = useUploadProgress();
  const form = useForm<EditValues, unknown, ProfileEditBody>({
    resolver: changesResolver(profile),
    mode: 'onTouched',
    defaultValues: { newName: profile.name, phone: profile.phone, newPwd: '', confirmNewPwd: '', photo: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const send = useMutation({
    mutationFn: (body: ProfileEditBody) => upload.track((onProgress) => editProfile(body, onProgress)),
    onSuccess: async ({ message }) => {
      notify('success', message || messages.profile.success);
      await refreshProfile();
      void navigate(paths.dashboard);
    },
    onError: (error) => {
      if (!unauthorized(error)) notify('error', errorMessage(error, messages.profile.unknownError));
    },
  });
  const pending = send.isPending;

  const submit = handleSubmit((body) => {
    if (Object.keys(body).length === 0) {
      notify('error', messages.profile.noEntries);
      return;
    }
    send.mutate(body);
  });

  return (
    <form className="acc-form" noValidate aria-label="Edit profile" onSubmit={submit}>
      <div className="acc-form__grid">
        <Field id="edit-name" label="Name" error={errors.newName?.message}>
          {(a11y) => (
            <input
              {...register('newName')}
              {...a11y}
              className="form-input"
              type="text"
              autoComplete="name"
            />
          )}
        </Field>
        <Field id="edit-phone" label="Phone number" error={errors.phone?.message}>
          {(a11y) => (
            <input
              {...register('phone')}
              {...a11y}
              className="form-input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
          )}
        </Field>
        <Field
          id="edit-password"
          label="New password"
          hint="Leave empty to keep your password."
          error={errors.newPwd?.message}
        >
          {(a11y) => <PasswordInput {...register('newPwd')} {...a11y} autoComplete="new-password" />}
        </Field>
        <Field id="edit-confirm-password" label="Confirm new password" error={errors.confirmNewPwd?.message}>
          {(a11y) => <PasswordInput {...register('confirmNewPwd')} {...a11y} autoComplete="new-password" />}
        </Field>
        <PhotoPicker
          name={profile.name}
          current={profile.photo}
          {...imageField(form, 'photo')}
          disabled={pending}
        />
      </div>
      {pending ? <UploadProgress labelId="edit-progress-label" progress={upload.progress} /> : null}
      <SubmitButton pending={pending}>Save changes</SubmitButton>
    </form>
  );
}
