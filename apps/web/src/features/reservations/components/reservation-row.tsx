import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Reservation } from '@studio/domain/reservation-contract';
import { type Tone, ToneChip } from '../../../components/tone-chip.tsx';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const tones: Record<Reservation['status'], Tone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** A reservation at the studio's time on the studio's clock (`studioZone`), wherever the device is. */
export function ReservationRow({
  reservation,
  studioZone,
  busy,
  onDecide,
}: {
  reservation: Reservation;
  studioZone: string;
  busy: boolean;
  onDecide?: (action: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
      data-testid="reservation-row"
      data-status={reservation.status}
    >
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {formatStudioDateTime(reservation.dateTime, studioZone, currentLocale())} ·{' '}
          {t('reservations.persons', { count: reservation.persons })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {reservation.name} · {reservation.email}
          {reservation.phone ? ` · ${reservation.phone}` : ''}
        </Typography>
      </Stack>
      <ToneChip tone={tones[reservation.status]} label={t(`reservations.status.${reservation.status}`)} />
      {onDecide && reservation.status === 'pending' ? (
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button
            size="small"
            variant="contained"
            disabled={busy}
            onClick={() => onDecide('approve')}
            data-testid="reservation-approve"
          >
            {t('reservations.approve')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => onDecide('reject')}
            data-testid="reservation-reject"
          >
            {t('reservations.reject')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
