import type { OrderStatus } from '@studio/domain/order-status';
import { type Tone, ToneChip } from '../../../components/tone-chip.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const tones: Record<OrderStatus, Tone> = {
  pending: 'warning',
  request_payment: 'info',
  completed: 'success',
  declined: 'error',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <ToneChip
      tone={tones[status]}
      label={t(`orders.status.${status}`)}
      data-testid="order-status"
      data-status={status}
    />
  );
}
