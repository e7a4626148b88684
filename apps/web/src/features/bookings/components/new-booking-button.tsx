import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { todayIn } from '@studio/domain/calendar-day';
import { useState } from 'react';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useOpeningHours } from '../../../shared/availability/api/get-opening-hours.ts';
import { nextOpenDay } from '../../../shared/bookings/booking-choices.ts';
import { NewBookingDialog } from '../../../shared/bookings/components/new-booking-dialog.tsx';
import type { CurrentShop } from '../../../shared/current-shop/current-shop.ts';
import { useTeamMembers } from '../../../shared/team/api/list-team-members.ts';
import { useTreatments } from '../../../shared/treatments/api/list-treatments.ts';

/** "New booking" for the lists: today, the time still to choose. */
export function NewBookingButton({ shop }: { shop: CurrentShop }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const services = useTreatments(shop.shopId);
  const team = useTeamMembers(shop.shopId);
  const hours = useOpeningHours(shop.shopId);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => setOpen(true)}
        data-testid="bookings-new-booking"
      >
        {t('calendar.newBooking')}
      </Button>
      {open ? (
        <NewBookingDialog
          start={{ day: nextOpenDay(hours.data, todayIn(shop.timezone)), time: '' }}
          shop={shop}
          services={services.data ?? []}
          team={team.data ?? []}
          hours={hours.data}
          onClose={() => setOpen(false)}
          onCreated={(booking) => {
            setOpen(false);
            notify(
              t('calendar.created', {
                name: booking.customer.name,
                when: formatStudioDateTime(booking.start, shop.timezone, currentLocale()),
              }),
            );
          }}
        />
      ) : null}
    </>
  );
}
