import ContactPageIcon from '@mui/icons-material/ContactPageOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Booking } from '@studio/domain/booking-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { DetailRow } from './detail-row.tsx';

/** A booking's customer: name, email to write to, phone number to call, and their client card. */
export function BookingCustomerDetail({
  customer,
  clientId,
}: {
  customer: Booking['customer'];
  clientId?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DetailRow icon={<PersonIcon />} label={t('bookings.details.customer')}>
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography data-testid="booking-details-customer">{customer.name}</Typography>
          {clientId ? (
            <Button
              size="small"
              component={RouterLink}
              to={`/clients?client=${encodeURIComponent(clientId)}`}
              startIcon={<ContactPageIcon />}
              sx={{ flexShrink: 0 }}
              data-testid="booking-details-client"
            >
              {t('bookings.details.clientCard')}
            </Button>
          ) : null}
        </Stack>
        {customer.email ? (
          <Link href={`mailto:${customer.email}`} variant="body2" sx={{ wordBreak: 'break-all' }}>
            {customer.email}
          </Link>
        ) : null}
      </DetailRow>
      {customer.phone ? (
        <DetailRow icon={<PhoneIcon />} label={t('bookings.details.phone')}>
          <Link href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
            {customer.phone}
          </Link>
        </DetailRow>
      ) : null}
    </>
  );
}
