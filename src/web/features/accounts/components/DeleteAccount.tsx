import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { ACCOUNT_DELETION_DAYS } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { errorMessage } from '~/web/lib/api';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { notify } from '~/web/lib/toast';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { deleteOwnAccount } from '../api';
import { logOut } from '~/web/lib/session';

/**
 * A client's own account deletion: a confirmation <dialog>, then DELETE /account (the account becomes
 * scheduled for deletion) and Log Out.
 */
export function DeleteAccount() {
  const dialog = useRef<HTMLDialogElement>(null);
  const unauthorized = useUnauthorizedHandler();
  const remove = useMutation({
    mutationFn: deleteOwnAccount,
    onSuccess: ({ message }) => void logOut(message || messages.account.deletionScheduled),
    onError: (error) => {
      if (!unauthorized(error)) notify('error', errorMessage(error, messages.generic.somethingWentWrong));
    },
  });
  const pending = remove.isPending || remove.isSuccess;

  return (
    <section className="panel dash-card dash-danger" aria-labelledby="dash-danger-title">
      <h2 id="dash-danger-title" className="dash-card__title">
        Delete account
      </h2>
      <p className="dash-danger__text">
        Your account and its data are deleted {ACCOUNT_DELETION_DAYS} days after you ask. You cannot log in
        meanwhile.
      </p>
      <button type="button" className="dash-danger__button" onClick={() => dialog.current?.showModal()}>
        Delete my account
      </button>

      <ConfirmDialog
        ref={dialog}
        title="Delete your account?"
        confirmLabel="Delete my account"
        pending={pending}
        onConfirm={() => remove.mutate()}
      >
        <p>
          Your account will be scheduled for deletion. After {ACCOUNT_DELETION_DAYS} days it is deleted for
          good, together with your profile, photo and registrations.
        </p>
        <p>From now on you cannot log in with it, and you will be logged out.</p>
      </ConfirmDialog>
    </section>
  );
}
