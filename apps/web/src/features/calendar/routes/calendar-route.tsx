import type FullCalendar from '@fullcalendar/react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { addDays, todayIn } from '@studio/domain/calendar-day';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useSearchParams } from '../../../routing/build-router.ts';
import { useOpeningHours } from '../../../shared/availability/api/get-opening-hours.ts';
import { useClosures } from '../../../shared/availability/api/list-closures.ts';
import { useBookingList } from '../../../shared/bookings/api/list-bookings.ts';
import { nextOpenDay } from '../../../shared/bookings/booking-choices.ts';
import { useBookingDetails } from '../../../shared/bookings/components/booking-details-dialog.tsx';
import {
  NewBookingDialog,
  type NewBookingStart,
} from '../../../shared/bookings/components/new-booking-dialog.tsx';
import { shopDay } from '../../../shared/bookings/shop-time.ts';
import type { CurrentShop } from '../../../shared/current-shop/current-shop.ts';
import { ShopLoadProblem } from '../../../shared/current-shop/shop-load-problem.tsx';
import { useCurrentShop } from '../../../shared/current-shop/use-current-shop.ts';
import { useTeamMembers } from '../../../shared/team/api/list-team-members.ts';
import { useTreatments } from '../../../shared/treatments/api/list-treatments.ts';
import {
  bookingEvents,
  businessHoursOf,
  closureEvents,
  unassignedKey,
  visibleBookings,
  visibleHoursOf,
} from '../calendar-events.ts';
import {
  type CalendarView,
  calendarViewOf,
  fullCalendarViewOf,
  type ShopSpan,
  spanTitle,
} from '../calendar-view.ts';
import { BookingCalendar, type CalendarMove } from '../components/booking-calendar.tsx';
import { CalendarToolbar } from '../components/calendar-toolbar.tsx';
import { MoveBookingDialog } from '../components/move-booking-dialog.tsx';
import { TeamDayView } from '../components/team-day-view.tsx';
import { TeamLegend } from '../components/team-legend.tsx';

import { dayColumnsOf } from '../team-day-layout.ts';
import { useBookingFromClientCard } from '../use-booking-from-client-card.ts';
import { useOwnColumnOnPhone } from '../use-own-column-on-phone.ts';
import { whenText } from '../when-text.ts';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /calendar: the studio's schedule by day, week or month in the studio's time zone, one colour per
 * team member. Select a free time for a walk-in or phone booking, open a booking to manage it, drag
 * it to move it (after confirming). View and date live in the address.
 */
export function CalendarRoute() {
  return <CalendarScreen />;
}

function CalendarScreen() {
  const { t } = useTranslation();
  const { shopId, shopQuery, shop } = useCurrentShop();
  if (!shopId || shopQuery.isError) return <ShopLoadProblem onRetry={() => void shopQuery.refetch()} />;
  if (shop) return <ShopCalendar shop={shop} />;
  return (
    <>
      <PageHeader title={t('screens.calendar.title')} description={t('calendarView.intro')} />
      <Card sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Box role="status" aria-label={t('app.loading')}>
          <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={560} />
        </Box>
      </Card>
    </>
  );
}

function ShopCalendar({ shop }: { shop: CurrentShop }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { shopId, timezone } = shop;
  const team = useTeamMembers(shopId);
  const services = useTreatments(shopId);
  const hours = useOpeningHours(shopId);
  const closures = useClosures(shopId);
  const [params, setParams] = useSearchParams();
  const calendarRef = useRef<FullCalendar | null>(null);
  const [fetched, setFetched] = useState<ShopSpan | null>(null);
  const [shown, setShown] = useState<{ view: CalendarView; span: ShopSpan } | null>(null);
  const bookings = useBookingList(shopId, fetched);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [showCancelled, setShowCancelled] = useState(false);
  const details = useBookingDetails(shop);
  const [creating, setCreating] = useState<NewBookingStart | null>(null);
  const [move, setMove] = useState<CalendarMove | null>(null);

  const view = calendarViewOf(params.get('view')) ?? (phone ? 'day' : 'week');
  const dateParam = params.get('date') ?? '';
  const date = dayPattern.test(dateParam) ? dateParam : todayIn(timezone);

  const teamList = team.data ?? [];
  useOwnColumnOnPhone(team.data, phone, setHidden);
  const allBookings = bookings.data ?? [];
  const visible = useMemo(
    () => visibleBookings(allBookings, { hiddenMemberIds: hidden, showCancelled }),
    [allBookings, hidden, showCancelled],
  );
  const closedLabel = t('calendarView.closed');
  const events = useMemo(
    () => [...bookingEvents(visible, teamList), ...closureEvents(closures.data ?? [], closedLabel)],
    [visible, teamList, closures.data, closedLabel],
  );
  const businessHours = useMemo(() => businessHoursOf(hours.data), [hours.data]);
  const { slotMinTime, slotMaxTime } = useMemo(
    () => visibleHoursOf(hours.data, visible, timezone),
    [hours.data, visible, timezone],
  );
  const hasUnassigned = allBookings.some(
    (booking) =>
      booking.teamMemberId === null || !teamList.some((member) => member.id === booking.teamMemberId),
  );

  // The day view draws its own columns (one per team member); its span is the day in the address.
  const dayView = view === 'day';
  useEffect(() => {
    if (!dayView) return;
    const span = { from: date, to: date };
    setFetched((current) => (current?.from === date && current.to === date ? current : span));
    setShown((current) =>
      current?.view === 'day' && current.span.from === date ? current : { view: 'day', span },
    );
  }, [dayView, date]);
  const dayBookings = useMemo(
    () =>
      visible.filter(
        (booking) => shopDay(booking.start, timezone) <= date && date <= shopDay(booking.end, timezone),
      ),
    [visible, date, timezone],
  );
  const dayColumns = useMemo(
    () => dayColumnsOf(teamList, hidden, dayBookings),
    [teamList, hidden, dayBookings],
  );
  const goTo = (nextView: CalendarView, nextDate: string) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('view', nextView);
    nextParams.set('date', nextDate);
    setParams(nextParams, { replace: true });
  };

  // The address may change without the calendar (back and forward): follow it.
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (!api) return;
    if (api.view.type !== fullCalendarViewOf[view]) api.changeView(fullCalendarViewOf[view], date);
    else if (shown && (date < shown.span.from || date > shown.span.to)) api.gotoDate(date);
  }, [view, date, shown]);

  useBookingFromClientCard({ hours: hours.data, treatments: services.data, timezone, onBook: setCreating });

  const api = () => calendarRef.current?.getApi();
  const onlyVisibleMember = (() => {
    const shownMembers = teamList.filter((member) => !hidden.has(member.id));
    return shownMembers.length === 1 ? shownMembers[0]?.id : undefined;
  })();

  const toggleMember = (key: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <>
      <PageHeader
        title={t('screens.calendar.title')}
        description={t('calendarView.intro')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              const today = todayIn(timezone);
              const from =
                shown && (today < shown.span.from || today > shown.span.to) ? shown.span.from : today;
              const day = nextOpenDay(hours.data, from);
              setCreating({ day, time: '', teamMemberId: onlyVisibleMember });
            }}
            data-testid="calendar-new-booking"
          >
            {t('calendar.newBooking')}
          </Button>
        }
      />
      <Card sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <CalendarToolbar
          title={
            dayView
              ? spanTitle('day', { from: date, to: date }, locale)
              : shown
                ? spanTitle(shown.view, shown.span, locale)
                : ''
          }
          view={view}
          onToday={() => (dayView ? goTo('day', todayIn(timezone)) : api()?.today())}
          onPrevious={() => (dayView ? goTo('day', addDays(date, -1)) : api()?.prev())}
          onNext={() => (dayView ? goTo('day', addDays(date, 1)) : api()?.next())}
          onView={(next) => {
            const calendar = api();
            if (calendar && next !== 'day') calendar.changeView(fullCalendarViewOf[next]);
            // Into the day view: the day the calendar stands on (in a week, the one it was opened on).
            else goTo(next, calendar ? shopDay(calendar.getDate(), timezone) : date);
          }}
        />
        <TeamLegend
          team={teamList}
          hidden={hidden}
          onToggle={toggleMember}
          onShowAll={() => setHidden(new Set())}
          showUnassigned={hasUnassigned || hidden.has(unassignedKey)}
          showCancelled={showCancelled}
          onShowCancelled={setShowCancelled}
        />
        {bookings.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('calendarView.loadFailed')}
          </Alert>
        ) : null}
        <Box sx={{ height: 4, mb: 1 }}>
          {bookings.isFetching ? <LinearProgress aria-label={t('app.loading')} /> : null}
        </Box>
        {dayView ? (
          <TeamDayView
            day={date}
            timezone={timezone}
            team={teamList}
            columns={dayColumns}
            bookings={dayBookings}
            hours={hours.data}
            closures={closures.data ?? []}
            slotMinTime={slotMinTime}
            slotMaxTime={slotMaxTime}
            snapMinutes={shop.slotStepMinutes}
            onSelectTime={(day, time, teamMemberId) =>
              setCreating({ day, time, teamMemberId: teamMemberId ?? onlyVisibleMember })
            }
            onOpenBooking={details.open}
            onMoveBooking={setMove}
          />
        ) : (
          <BookingCalendar
            key={timezone}
            calendarRef={calendarRef}
            timezone={timezone}
            view={view}
            initialDate={date}
            events={events}
            businessHours={businessHours}
            slotMinTime={slotMinTime}
            slotMaxTime={slotMaxTime}
            snapMinutes={shop.slotStepMinutes}
            onDatesSet={(nextView, nextFetched, nextShown) => {
              setFetched((current) =>
                current?.from === nextFetched.from && current.to === nextFetched.to ? current : nextFetched,
              );
              setShown({ view: nextView, span: nextShown });
              const nextParams = new URLSearchParams(params);
              nextParams.set('view', nextView);
              nextParams.set('date', nextShown.from);
              if (nextParams.toString() !== params.toString()) setParams(nextParams, { replace: true });
            }}
            onSelectTime={(day, time) => setCreating({ day, time, teamMemberId: onlyVisibleMember })}
            onOpenBooking={details.open}
            onMoveBooking={setMove}
          />
        )}
      </Card>

      {creating ? (
        <NewBookingDialog
          start={creating}
          shop={shop}
          services={services.data ?? []}
          team={teamList}
          hours={hours.data}
          onClose={() => {
            setCreating(null);
            api()?.unselect();
          }}
          onCreated={(booking) => {
            setCreating(null);
            api()?.unselect();
            notify(
              t('calendar.created', {
                name: booking.customer.name,
                when: whenText(booking.start, timezone, locale),
              }),
            );
          }}
        />
      ) : null}
      {details.dialog}
      <MoveBookingDialog shop={shop} team={teamList} move={move} onDone={() => setMove(null)} />
    </>
  );
}
