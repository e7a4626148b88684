import SpaIcon from '@mui/icons-material/SpaOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Booking } from '@studio/domain/booking-contract';
import { formatDuration } from '../../../i18n/format-duration.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { DetailRow } from './detail-row.tsx';

/** A booking's treatments with their durations and prices, and the total. */
export function BookingTreatmentsDetail({
  booking,
  currencyCode,
}: {
  booking: Booking;
  currencyCode: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <DetailRow icon={<SpaIcon />} label={t('bookings.details.treatments')}>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.75 }}>
        {booking.services.map((service, index) => (
          <Stack
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: a booking's treatments never reorder, and the same one may appear twice.
            key={`${service.id ?? service.name}-${index}`}
            direction="row"
            sx={{ justifyContent: 'space-between', gap: 2 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{service.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDuration(t, service.durationMinutes)}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(service.priceCents, locale, currencyCode)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Divider sx={{ my: 1 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }}>{t('bookings.details.total')}</Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="booking-details-total">
          {formatMoney(booking.totalPriceCents, locale, currencyCode)}
        </Typography>
      </Stack>
    </DetailRow>
  );
}
