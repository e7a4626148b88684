import type { BookingSource, BookingStatus } from '@studio/domain/booking-status';
import { type Tone, ToneChip } from '../../../components/tone-chip.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const statusTones: Record<BookingStatus, Tone> = {
  pending_payment: 'warning',
  pending: 'warning',
  confirmed: 'success',
  completed: 'info',
  cancelled: 'neutral',
  no_show: 'error',
};

export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <ToneChip
      tone={statusTones[status]}
      label={t(`bookings.status.${status}`)}
      data-testid="booking-status"
      data-status={status}
    />
  );
}

/** Walk-in and phone bookings are marked; online is the usual case and needs no label. */
export function BookingSourceChip({ source }: { source: BookingSource }) {
  const { t } = useTranslation();
  if (source === 'online') return null;
  return <ToneChip tone="neutral" label={t(`bookings.source.${source}`)} data-testid="booking-source" />;
}
