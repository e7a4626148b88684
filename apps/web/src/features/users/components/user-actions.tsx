import BlockIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ManagedUser } from '@studio/domain/users-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';

export type UserAction = 'disable' | 'enable' | 'reset' | 'delete';

/** The row actions of a user; each asks for confirmation first (see UserActionDialog). */
export function UserActions({
  user,
  isSelf,
  onAction,
}: {
  user: ManagedUser;
  /** Nobody disables or deletes the account they are signed in with. */
  isSelf: boolean;
  onAction: (action: UserAction, user: ManagedUser) => void;
}) {
  const { t } = useTranslation();
  const name = user.name || user.email;
  const toggle = user.disabled ? 'enable' : 'disable';
  return (
    <Stack direction="row" sx={{ gap: 0.5, justifyContent: 'flex-end' }}>
      {isSelf ? null : (
        <Tooltip title={t(`users.actions.${toggle}`)}>
          <IconButton
            onClick={() => onAction(toggle, user)}
            aria-label={t(`users.actions.${toggle}For`, { name })}
            color={user.disabled ? 'success' : 'default'}
            data-testid={`user-action-${toggle}`}
          >
            {user.disabled ? <CheckCircleIcon /> : <BlockIcon />}
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={t('users.actions.reset')}>
        <IconButton
          onClick={() => onAction('reset', user)}
          aria-label={t('users.actions.resetFor', { name })}
          data-testid="user-action-reset"
        >
          <LockResetIcon />
        </IconButton>
      </Tooltip>
      {isSelf ? null : (
        <Tooltip title={t('users.actions.delete')}>
          <IconButton
            onClick={() => onAction('delete', user)}
            aria-label={t('users.actions.deleteFor', { name })}
            color="error"
            data-testid="user-action-delete"
          >
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
