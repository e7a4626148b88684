import PersonIcon from '@mui/icons-material/PersonOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Booking } from '@studio/domain/booking-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { DetailRow } from './detail-row.tsx';

/** A booking's customer: name, email to write to and phone number to call. */
export function BookingCustomerDetail({ customer }: { customer: Booking['customer'] }) {
  const { t } = useTranslation();
  return (
    <>
      <DetailRow icon={<PersonIcon />} label={t('bookings.details.customer')}>
        <Typography data-testid="booking-details-customer">{customer.name}</Typography>
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
