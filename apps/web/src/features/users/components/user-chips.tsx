import type { Role } from '@studio/domain/roles';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';

export function UserStatusChip({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <ToneChip
      tone={disabled ? 'error' : 'success'}
      label={disabled ? t('users.status.disabled') : t('users.status.enabled')}
      data-testid="user-status-chip"
      data-disabled={String(disabled)}
    />
  );
}

export function UserRoleChip({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <ToneChip
      tone={role === 'globalAdmin' ? 'info' : role === 'shopAdmin' ? 'warning' : 'neutral'}
      label={t(`user.roles.${role}`)}
      data-testid="user-role-chip"
    />
  );
}

export function UnverifiedChip() {
  const { t } = useTranslation();
  return <ToneChip tone="warning" label={t('users.unverified')} />;
}
