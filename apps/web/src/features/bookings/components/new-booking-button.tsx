import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/snackbar.ts';
import { useOpeningHours } from '../../availability/api/get-opening-hours.ts';
import { useServices } from '../../services/api/list-services.ts';
import { useTeamMembers } from '../../team/api/list-team-members.ts';
import { nextOpenDay } from '../booking-choices.ts';
import type { BookingStudio } from '../booking-studio.ts';
import { studioDateTime, studioToday } from '../studio-time.ts';
import { NewBookingDialog } from './new-booking-dialog.tsx';

/** "New booking" for the lists: today, the time still to choose. */
export function NewBookingButton({ studio }: { studio: BookingStudio }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const services = useServices(studio.shopId);
  const team = useTeamMembers(studio.shopId);
  const hours = useOpeningHours(studio.shopId);
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
          start={{ day: nextOpenDay(hours.data, studioToday(studio.timezone)), time: '' }}
          studio={studio}
          services={services.data ?? []}
          team={team.data ?? []}
          hours={hours.data}
          onClose={() => setOpen(false)}
          onCreated={(booking) => {
            setOpen(false);
            notify(
              t('calendar.created', {
                name: booking.customer.name,
                when: studioDateTime(booking.start, studio.timezone),
              }),
            );
          }}
        />
      ) : null}
    </>
  );
}
