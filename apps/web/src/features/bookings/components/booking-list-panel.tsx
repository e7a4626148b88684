import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BookingStatus, isActiveBookingStatus } from '@studio/domain/booking-status';
import { addDays, todayIn } from '@studio/domain/calendar-day';
import { useMemo } from 'react';
import { formatMoney } from '../../../i18n/format-money.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useSearchParams } from '../../../routing/build-router.ts';
import { useBookingList } from '../../../shared/bookings/api/list-bookings.ts';
import { useBookingDetails } from '../../../shared/bookings/components/booking-details-dialog.tsx';
import type { CurrentShop } from '../../../shared/current-shop/current-shop.ts';
import { useTeamMembers } from '../../../shared/team/api/list-team-members.ts';
import {
  type BookingFilters,
  filtersFromParams,
  filtersToParams,
  groupByShopDay,
  matchesCustomer,
} from '../booking-filters.ts';
import { BookingFilterBar } from './booking-filter-bar.tsx';
import { BookingsByDay } from './bookings-by-day.tsx';

export type BookingListMode = 'upcoming' | 'all';

const upcomingStatuses: BookingStatus[] = ['pending', 'confirmed'];

/** Upcoming: from today over the booking horizon, still to come. All: a month back and ahead. */
function defaultFilters(mode: BookingListMode, today: string): BookingFilters {
  return mode === 'upcoming'
    ? { from: today, to: addDays(today, 60), teamMemberId: '', statuses: upcomingStatuses, search: '' }
    : { from: addDays(today, -30), to: addDays(today, 30), teamMemberId: '', statuses: [], search: '' };
}

/**
 * A filterable list of the studio's bookings by day, soonest first; a row opens the booking.
 * Date range, team member and statuses are asked of the server, the customer search is local.
 */
export function BookingListPanel({
  mode,
  shop,
  headingLevel = 'h2',
}: {
  mode: BookingListMode;
  shop: CurrentShop;
  /** Level of the day headings: h3 when the list sits under a heading of its own. */
  headingLevel?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [params, setParams] = useSearchParams();
  const today = todayIn(shop.timezone);
  const defaults = useMemo(() => defaultFilters(mode, today), [mode, today]);
  const filters = useMemo(() => filtersFromParams(params, defaults), [params, defaults]);
  const team = useTeamMembers(shop.shopId);
  const details = useBookingDetails(shop, { showCalendarLink: true });
  const query = useMemo(
    () => ({
      from: filters.from,
      to: filters.to,
      teamMemberId: filters.teamMemberId || undefined,
      statuses: filters.statuses,
    }),
    [filters.from, filters.to, filters.teamMemberId, filters.statuses],
  );
  const bookings = useBookingList(shop.shopId, query);

  const shownBookings = useMemo(() => {
    const now = Date.now();
    return (bookings.data ?? []).filter(
      (booking) =>
        matchesCustomer(booking, filters.search) && (mode === 'all' || Date.parse(booking.end) > now),
    );
  }, [bookings.data, filters.search, mode]);
  const days = useMemo(() => groupByShopDay(shownBookings, shop.timezone), [shownBookings, shop.timezone]);
  const revenue = shownBookings
    .filter((booking) => isActiveBookingStatus(booking.status) || booking.status === 'completed')
    .reduce((sum, booking) => sum + booking.totalPriceCents, 0);
  const changed = filtersToParams(filters, defaults).toString() !== '';

  const setFilters = (next: BookingFilters) => setParams(filtersToParams(next, defaults), { replace: true });

  return (
    <Card sx={{ p: { xs: 2, md: 3 } }}>
      <BookingFilterBar
        filters={filters}
        team={team.data ?? []}
        onChange={setFilters}
        onReset={() => setParams(new URLSearchParams(), { replace: true })}
        changed={changed}
      />
      <Box sx={{ height: 4, mb: 1 }}>
        {bookings.isFetching ? <LinearProgress aria-label={t('app.loading')} /> : null}
      </Box>
      {bookings.isError ? (
        <Alert severity="error">{t('bookings.list.loadFailed')}</Alert>
      ) : bookings.isPending ? (
        <Stack sx={{ gap: 1.5 }} role="status" aria-label={t('app.loading')}>
          <Skeleton variant="rounded" height={28} width={240} />
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : shownBookings.length === 0 ? (
        <Stack
          sx={{ alignItems: 'center', gap: 1.5, py: 6, textAlign: 'center' }}
          data-testid="bookings-empty"
        >
          <EventBusyIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography color="text.secondary">
            {changed ? t('bookings.list.noMatches') : t(`bookings.list.empty.${mode}`)}
          </Typography>
          {changed ? (
            <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              {t('bookings.filters.reset')}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="bookings-summary">
            {t('bookings.list.summary', {
              count: shownBookings.length,
              revenue: formatMoney(revenue, locale, shop.currencyCode),
            })}
          </Typography>
          <BookingsByDay
            days={days}
            shop={shop}
            team={team.data ?? []}
            onOpen={details.open}
            headingLevel={headingLevel}
          />
        </>
      )}
      {details.dialog}
    </Card>
  );
}
