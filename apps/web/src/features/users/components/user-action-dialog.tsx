import type { ManagedUser } from '@studio/domain/users-contract';
import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useUpdateUser } from '../../../shared/users/api/update-user.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useSendUserPasswordReset } from '../api/send-user-password-reset.ts';
import type { UserAction } from './user-actions.tsx';

/** Confirms and carries out one user action; the outcome is reported in the snackbar. */
export function UserActionDialog({
  pending,
  onClose,
}: {
  pending: { action: UserAction; user: ManagedUser } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const reset = useSendUserPasswordReset();
  const busy = update.isPending || remove.isPending || reset.isPending;
  // The dialog keeps its words while it fades out after the action.
  const last = useRef(pending);
  if (pending) last.current = pending;
  const shown = pending ?? last.current;
  const action = shown?.action ?? 'disable';
  const name = shown ? shown.user.name || shown.user.email : '';

  function confirm() {
    if (!pending) return;
    const { user } = pending;
    const done = (key: string) => () => {
      notify(t(`users.done.${key}`, { name }), 'success');
      onClose();
    };
    switch (pending.action) {
      case 'disable':
      case 'enable':
        update.mutate(
          { uid: user.uid, body: { disabled: pending.action === 'disable' } },
          { onSuccess: done(pending.action) },
        );
        break;
      case 'reset':
        reset.mutate(user.uid, { onSuccess: done('reset') });
        break;
      case 'delete':
        remove.mutate(user.uid, { onSuccess: done('delete') });
        break;
    }
  }

  return (
    <ConfirmDialog
      open={pending !== null}
      title={t(`users.confirm.${action}.title`)}
      text={t(`users.confirm.${action}.text`, { name })}
      confirmLabel={t(`users.confirm.${action}.action`)}
      destructive={action === 'delete' || action === 'disable'}
      loading={busy}
      onConfirm={confirm}
      onClose={onClose}
      testId="user-confirm"
    />
  );
}
