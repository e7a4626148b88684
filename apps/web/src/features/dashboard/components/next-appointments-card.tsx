import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Booking } from '@studio/domain/booking-contract';
import type { BookingStatus } from '@studio/domain/booking-status';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { toLocale } from '../../../i18n/language.ts';
import { useBookingList } from '../../bookings/api/list-bookings.ts';
import type { BookingStudio } from '../../bookings/booking-studio.ts';
import { useBookingDetails } from '../../bookings/components/booking-details-dialog.tsx';
import { BookingStatusChip } from '../../bookings/components/booking-status-chip.tsx';
import { ColorDot } from '../../bookings/components/team-member-label.tsx';
import { dayHeading, shiftDay, studioDay, studioTimeRange, studioToday } from '../../bookings/studio-time.ts';
import { unassignedColor } from '../../bookings/team-member-color.ts';
import { useTeamMembers } from '../../team/api/list-team-members.ts';

const shownCount = 5;
const activeStatuses: BookingStatus[] = ['pending', 'confirmed'];

/** The next appointments at a glance, each opening the booking. */
export function NextAppointmentsCard({ studio }: { studio: BookingStudio }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const today = studioToday(studio.timezone);
  const query = useMemo(() => ({ from: today, to: shiftDay(today, 14), statuses: activeStatuses }), [today]);
  const bookings = useBookingList(studio.shopId, query);
  const team = useTeamMembers(studio.shopId);
  const details = useBookingDetails(studio, { showCalendarLink: true });
  const next = (bookings.data ?? [])
    .filter((booking) => Date.parse(booking.end) > Date.now())
    .slice(0, shownCount);
  const colorOf = (booking: Booking) =>
    team.data?.find((member) => member.id === booking.teamMemberId)?.color ?? unassignedColor;

  return (
    <SectionCard
      title={t('studioDashboard.next.title')}
      actions={
        <Button
          component={RouterLink}
          to="/calendar"
          size="small"
          endIcon={<ArrowForwardIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        >
          {t('studioDashboard.next.calendar')}
        </Button>
      }
      testId="dashboard-next"
    >
      {bookings.isPending ? (
        <Box role="status" aria-label={t('app.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={52} />
          ))}
        </Box>
      ) : next.length === 0 ? (
        <Stack sx={{ alignItems: 'center', gap: 1, py: 2, textAlign: 'center' }}>
          <EventAvailableIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
          <Typography color="text.secondary">{t('studioDashboard.next.none')}</Typography>
        </Stack>
      ) : (
        <List disablePadding>
          {next.map((booking) => {
            const day = studioDay(booking.start, studio.timezone);
            return (
              <ListItem key={booking.id} disablePadding>
                <ListItemButton
                  onClick={() => details.open(booking)}
                  sx={{ borderRadius: 2, gap: 1.5, alignItems: 'center' }}
                  data-testid="dashboard-next-booking"
                >
                  <ColorDot color={colorOf(booking)} size={12} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }} noWrap>
                      {booking.customer.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {day === today ? t('studioDashboard.next.today') : dayHeading(day, locale)} ·{' '}
                      {studioTimeRange(booking.start, booking.end, studio.timezone)}
                    </Typography>
                  </Box>
                  <BookingStatusChip status={booking.status} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      {details.dialog}
    </SectionCard>
  );
}
