import type { ChipProps } from '@mui/material/Chip';
import type { ShopStatus } from '@studio/domain/shop';
import { type Tone, ToneChip } from '../../../components/tone-chip.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';

export const shopStatusTones: Record<ShopStatus, Tone> = {
  active: 'success',
  pending: 'warning',
  pending_payment: 'info',
  suspended: 'error',
  inactive: 'neutral',
};

export function ShopStatusChip({ status, size = 'small' }: { status: ShopStatus; size?: ChipProps['size'] }) {
  const { t } = useTranslation();
  return (
    <ToneChip
      tone={shopStatusTones[status]}
      size={size}
      label={t(`shop.status.${status}`)}
      data-testid="shop-status-chip"
      data-status={status}
    />
  );
}
