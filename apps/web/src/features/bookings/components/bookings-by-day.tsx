import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Booking, TeamMember } from '@studio/domain/booking-contract';
import { formatDayWithWeekday, formatStudioTimeRange } from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import {
  BookingSourceChip,
  BookingStatusChip,
} from '../../../shared/bookings/components/booking-status-chip.tsx';
import { TeamMemberLabel } from '../../../shared/bookings/components/team-member-label.tsx';
import type { CurrentShop } from '../../../shared/current-shop/current-shop.ts';
import { unassignedColor } from '../../../shared/team/member-colors.ts';
import type { BookingDay } from '../booking-filters.ts';

/** Bookings under a heading per day; each row opens the booking. */
export function BookingsByDay({
  days,
  shop,
  team,
  onOpen,
  headingLevel = 'h2',
}: {
  headingLevel?: 'h2' | 'h3';
  days: readonly BookingDay[];
  shop: CurrentShop;
  team: readonly TeamMember[];
  onOpen: (booking: Booking) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const byId = new Map(team.map((member) => [member.id, member]));
  return (
    <Stack sx={{ gap: 3 }} data-testid="bookings-list">
      {days.map(({ day, bookings }) => (
        <Box
          component="section"
          key={day}
          aria-labelledby={`bookings-day-${day}`}
          data-testid="bookings-day"
          data-day={day}
        >
          <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mb: 1 }}>
            <Typography
              id={`bookings-day-${day}`}
              variant="subtitle1"
              component={headingLevel}
              sx={{ fontWeight: 700 }}
            >
              {formatDayWithWeekday(day, locale)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('bookings.list.count', { count: bookings.length })}
            </Typography>
          </Stack>
          <List
            disablePadding
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
          >
            {bookings.map((booking, index) => {
              const member = booking.teamMemberId ? byId.get(booking.teamMemberId) : undefined;
              return (
                <ListItem key={booking.id} disablePadding divider={index < bookings.length - 1}>
                  <ListItemButton
                    onClick={() => onOpen(booking)}
                    data-testid="bookings-row"
                    data-booking-id={booking.id}
                    sx={{
                      gap: 2,
                      py: 1.5,
                      alignItems: 'flex-start',
                      flexWrap: { xs: 'wrap', md: 'nowrap' },
                      borderLeft: '4px solid',
                      borderLeftColor: member?.color ?? unassignedColor,
                      opacity: booking.status === 'cancelled' ? 0.7 : 1,
                    }}
                  >
                    <Box sx={{ minWidth: 104 }}>
                      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                        {formatStudioTimeRange(booking.start, booking.end, shop.timezone, locale)}
                      </Typography>
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: { md: 'none' }, fontVariantNumeric: 'tabular-nums' }}
                      >
                        {formatMoney(booking.totalPriceCents, locale, shop.currencyCode)}
                      </Typography>
                    </Box>
                    <Box sx={{ flex: 1, minWidth: { xs: 'calc(100% - 120px)', md: 0 } }}>
                      <Typography
                        sx={{
                          fontWeight: 600,
                          textDecoration: booking.status === 'cancelled' ? 'line-through' : 'none',
                          wordBreak: 'break-word',
                        }}
                      >
                        {booking.customer.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                        {booking.services.map((service) => service.name).join(', ')}
                      </Typography>
                    </Box>
                    <Box
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto auto', md: '132px 96px 184px 80px' },
                        gap: 1.5,
                        alignItems: 'center',
                        width: { xs: '100%', md: 'auto' },
                        flexShrink: 0,
                      }}
                    >
                      <TeamMemberLabel member={member} />
                      <Box sx={{ display: 'flex', justifyContent: { md: 'flex-end' } }}>
                        <BookingSourceChip source={booking.source} />
                      </Box>
                      <Box sx={{ display: 'flex', justifyContent: { md: 'flex-end' } }}>
                        <BookingStatusChip status={booking.status} />
                      </Box>
                      <Typography
                        variant="body2"
                        sx={{
                          textAlign: 'end',
                          fontVariantNumeric: 'tabular-nums',
                          display: { xs: 'none', md: 'block' },
                        }}
                      >
                        {formatMoney(booking.totalPriceCents, locale, shop.currencyCode)}
                      </Typography>
                    </Box>
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Box>
      ))}
    </Stack>
  );
}
