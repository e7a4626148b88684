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
import { addDays, todayIn } from '@studio/domain/calendar-day';
import { useMemo } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDayWithWeekday, formatStudioTimeRange } from '../../../i18n/format-date-time.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { useBookingList } from '../../../shared/bookings/api/list-bookings.ts';
import { useBookingDetails } from '../../../shared/bookings/components/booking-details-dialog.tsx';
import { BookingStatusChip } from '../../../shared/bookings/components/booking-status-chip.tsx';
import { ColorDot } from '../../../shared/bookings/components/team-member-label.tsx';
import { shopDay } from '../../../shared/bookings/shop-time.ts';
import type { CurrentShop } from '../../../shared/current-shop/current-shop.ts';
import { useTeamMembers } from '../../../shared/team/api/list-team-members.ts';
import { unassignedColor } from '../../../shared/team/member-colors.ts';

const shownCount = 5;
const activeStatuses: BookingStatus[] = ['pending', 'confirmed'];

/** The next appointments at a glance, each opening the booking. */
export function NextAppointmentsCard({ shop }: { shop: CurrentShop }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const today = todayIn(shop.timezone);
  const query = useMemo(() => ({ from: today, to: addDays(today, 14), statuses: activeStatuses }), [today]);
  const bookings = useBookingList(shop.shopId, query);
  const team = useTeamMembers(shop.shopId);
  const details = useBookingDetails(shop, { showCalendarLink: true });
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
            const day = shopDay(booking.start, shop.timezone);
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
                      {day === today ? t('studioDashboard.next.today') : formatDayWithWeekday(day, locale)} ·{' '}
                      {formatStudioTimeRange(booking.start, booking.end, shop.timezone, locale)}
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
