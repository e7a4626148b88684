import type { DatesSetArg, EventContentArg, EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import HourglassIcon from '@mui/icons-material/HourglassTopOutlined';
import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpAltOutlined';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { Booking } from '@studio/domain/booking-contract';
import type { BookingStatus } from '@studio/domain/booking-status';
import type { RefObject } from 'react';
import {
  formatDayOfMonth,
  formatStudioTime,
  formatStudioTimeRange,
  formatWeekday,
} from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { intlLocaleOf, toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { shopDay, shopTime } from '../../../shared/bookings/shop-time.ts';
import type { BookingEventProps, BusinessHoursRange } from '../calendar-events.ts';
import {
  type CalendarView,
  calendarViewOfFullCalendar,
  fullCalendarViewOf,
  type ShopSpan,
  shopSpanOf,
} from '../calendar-view.ts';

export interface CalendarMove {
  booking: Booking;
  /** The new start, a real instant. */
  start: Date;
  /** Another team member (the day view's columns); absent: the member stays. */
  teamMemberId?: string | undefined;
  /** Puts the event back where it was. */
  revert: () => void;
}

const hourMinute = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

const statusIcons: Partial<Record<BookingStatus, typeof HourglassIcon>> = {
  pending: HourglassIcon,
  completed: CheckCircleIcon,
  no_show: PersonOffIcon,
  cancelled: EventBusyIcon,
};

/** Beside the time, what became of the booking (the status in words is in its details). */
function StatusIcon({ status }: { status: BookingStatus }) {
  const Icon = statusIcons[status];
  return Icon ? <Icon className="booking-event-icon" aria-hidden /> : null;
}

function BookingEventContent({ arg, timezone }: { arg: EventContentArg; timezone: string }) {
  const { t } = useTranslation();
  const { booking } = arg.event.extendedProps as BookingEventProps;
  const start = arg.event.start ?? new Date(booking.start);
  const end = arg.event.end ?? new Date(booking.end);
  const month = arg.view.type === fullCalendarViewOf.month;
  const locale = currentLocale();
  const label = `${formatStudioTimeRange(start, end, timezone, locale)} ${booking.customer.name}`;
  return (
    <div
      className="booking-event-body"
      data-testid="calendar-booking"
      data-booking-id={booking.id}
      data-start={start.toISOString()}
      title={`${label} · ${booking.services.map((service) => service.name).join(', ')}`}
    >
      {month ? (
        <>
          <span className="booking-event-time">{formatStudioTime(start, timezone, locale)}</span>
          <span className="booking-event-title">{booking.customer.name}</span>
        </>
      ) : (
        <>
          <span className="booking-event-time">
            <StatusIcon status={booking.status} />
            {booking.status === 'confirmed' && booking.confirmedByCustomerAt ? (
              <ThumbUpIcon
                className="booking-event-icon"
                titleAccess={t('calendarView.confirmedByCustomer')}
                data-testid="calendar-confirmed-by-customer"
              />
            ) : null}
            {formatStudioTime(start, timezone, locale)}
            <span className="booking-event-time-end">–{formatStudioTime(end, timezone, locale)}</span>
          </span>
          <span className="booking-event-title">{booking.customer.name}</span>
          <span className="booking-event-services">
            {booking.services.map((service) => service.name).join(', ')}
          </span>
        </>
      )}
    </div>
  );
}

/**
 * FullCalendar in the studio's time zone, themed with the app's palette: day, week and month
 * views, booking hours open and the rest shaded, closures hatched. Selecting a free time asks for
 * a new booking, dropping a booking asks before moving it; its length is never dragged.
 */
export function BookingCalendar({
  calendarRef,
  timezone,
  view,
  initialDate,
  events,
  businessHours,
  slotMinTime,
  slotMaxTime,
  snapMinutes,
  onDatesSet,
  onSelectTime,
  onOpenBooking,
  onMoveBooking,
}: {
  calendarRef: RefObject<FullCalendar | null>;
  timezone: string;
  view: CalendarView;
  initialDate: string;
  events: EventInput[];
  businessHours: BusinessHoursRange[];
  slotMinTime: string;
  slotMaxTime: string;
  snapMinutes: number;
  onDatesSet: (view: CalendarView, fetched: ShopSpan, shown: ShopSpan) => void;
  onSelectTime: (day: string, time: string) => void;
  onOpenBooking: (booking: Booking) => void;
  onMoveBooking: (move: CalendarMove) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const { palette } = theme;
  const closedShade = alpha(palette.text.primary, dark ? 0.07 : 0.045);
  const closedStripe = alpha(palette.text.primary, dark ? 0.1 : 0.07);

  const handleDatesSet = (arg: DatesSetArg) =>
    onDatesSet(
      calendarViewOfFullCalendar(arg.view.type),
      shopSpanOf(arg.start, arg.end, timezone),
      shopSpanOf(arg.view.currentStart, arg.view.currentEnd, timezone),
    );

  const handleDrop = (info: EventDropArg) => {
    const { booking } = info.event.extendedProps as BookingEventProps;
    if (!info.event.start) {
      info.revert();
      return;
    }
    onMoveBooking({ booking, start: info.event.start, revert: info.revert });
  };

  // A click on a day of the month view offers that day; the time is chosen in the dialog.
  const handleDateClick = (info: DateClickArg) => {
    if (info.view.type !== fullCalendarViewOf.month) return;
    onSelectTime(shopDay(info.date, timezone), '');
  };

  return (
    <Box
      data-testid="booking-calendar"
      sx={{
        '--fc-border-color': palette.divider,
        '--fc-page-bg-color': palette.background.paper,
        '--fc-neutral-bg-color': alpha(palette.text.primary, 0.04),
        '--fc-neutral-text-color': palette.text.secondary,
        '--fc-today-bg-color': alpha(palette.primary.main, dark ? 0.1 : 0.05),
        '--fc-now-indicator-color': palette.error.main,
        '--fc-highlight-color': alpha(palette.primary.main, 0.2),
        '--fc-non-business-color': closedShade,
        '--fc-event-border-color': 'transparent',
        '--fc-small-font-size': '0.8rem',
        '& .fc': { fontFamily: theme.typography.fontFamily, color: palette.text.primary },
        '& .fc a': { color: 'inherit', textDecoration: 'none' },
        '& .fc .fc-scrollgrid': { borderRadius: 2, overflow: 'hidden' },
        '& .fc .fc-col-header-cell': { py: 0.75, fontWeight: 600, fontSize: '0.85rem' },
        '& .fc .fc-timegrid-slot': { height: '2.5em' },
        '& .fc .fc-timegrid-slot-label-cushion': { color: palette.text.secondary, fontSize: '0.8rem' },
        '& .fc .fc-daygrid-day-number': { color: palette.text.secondary, fontSize: '0.85rem', p: 0.75 },
        '& .fc .fc-day-today .fc-daygrid-day-number': { color: palette.primary.main, fontWeight: 700 },
        '& .fc .fc-non-business': {
          background: `repeating-linear-gradient(-45deg, ${closedShade} 0 8px, ${closedStripe} 8px 9px)`,
        },
        '& .fc .fc-bg-event.closure-event': {
          opacity: 1,
          background: `repeating-linear-gradient(45deg, ${alpha(palette.error.main, dark ? 0.16 : 0.08)} 0 10px, ${alpha(palette.error.main, dark ? 0.26 : 0.14)} 10px 12px)`,
        },
        // In the month view the label sits at the bottom, clear of the day's number.
        '& .fc .fc-daygrid-bg-harness .fc-bg-event': { display: 'flex', alignItems: 'flex-end' },
        '& .fc .fc-bg-event .fc-event-title': {
          color: dark ? palette.error.light : palette.error.dark,
          fontStyle: 'normal',
          fontWeight: 600,
          fontSize: '0.75rem',
          m: 0.5,
        },
        '& .fc .booking-event': {
          borderRadius: '8px',
          boxShadow: dark ? 'none' : `0 1px 3px ${alpha('#000', 0.18)}`,
          cursor: 'pointer',
        },
        '& .fc-v-event.booking-event, & .fc-daygrid-block-event.booking-event': {
          borderInlineStart: '4px solid',
        },
        '& .fc .booking-event:focus-visible': {
          outline: `3px solid ${palette.primary.main}`,
          outlineOffset: 2,
        },
        '& .fc .booking-event.booking-pending': { borderStyle: 'dashed', borderWidth: '2px' },
        '& .fc .booking-event.booking-no_show .booking-event-title': { textDecoration: 'line-through' },
        '& .fc .booking-event.booking-cancelled': {
          boxShadow: 'none',
          '& .booking-event-title': { textDecoration: 'line-through' },
        },
        '& .booking-event-body': {
          containerType: 'inline-size',
          display: 'flex',
          flexDirection: 'column',
          gap: '1px',
          p: '2px 4px',
          overflow: 'hidden',
          height: '100%',
          lineHeight: 1.25,
          fontSize: '0.78rem',
        },
        // Side by side a booking may be too narrow for its whole time: its start is enough there.
        '@container (max-width: 84px)': { '& .booking-event-time-end': { display: 'none' } },
        // Short bookings (30 minutes and less) put time and name on one line.
        '& .fc-timegrid-event-short .booking-event-body': {
          flexDirection: 'row',
          flexWrap: 'wrap',
          columnGap: 0.5,
          '& .booking-event-services': { display: 'none' },
        },
        '& .fc-daygrid-event .booking-event-body': {
          flexDirection: 'row',
          alignItems: 'center',
          gap: 0.5,
          p: '1px 4px',
          whiteSpace: 'nowrap',
        },
        '& .booking-event-time': { fontWeight: 600, display: 'flex', alignItems: 'center', gap: '2px' },
        // Side by side a booking may be narrow: its name wraps rather than being cut to "Gle…".
        '& .fc-timegrid-event .booking-event-title': { fontWeight: 600, overflowWrap: 'anywhere' },
        '& .fc-daygrid-event .booking-event-title': {
          fontWeight: 600,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        },
        '& .booking-event-services': { overflow: 'hidden', textOverflow: 'ellipsis' },
        '& .booking-event-icon': { fontSize: '0.9rem' },
        '& .fc .fc-daygrid-more-link': { color: palette.primary.main, fontWeight: 600 },
        '& .fc .fc-popover': {
          bgcolor: palette.background.paper,
          boxShadow: theme.shadows[8],
          borderRadius: 2,
        },
        '& .fc .fc-popover-header': { bgcolor: alpha(palette.text.primary, 0.06) },
        '& .fc-day-header-today': {
          display: 'inline-block',
          bgcolor: palette.primary.main,
          color: palette.primary.contrastText,
          borderRadius: 999,
          px: 1,
        },
      }}
    >
      <FullCalendar
        ref={calendarRef}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, luxonPlugin]}
        timeZone={timezone}
        locale={intlLocaleOf(locale)}
        direction={theme.direction}
        firstDay={1}
        initialView={fullCalendarViewOf[view]}
        initialDate={initialDate}
        headerToolbar={false}
        height="auto"
        allDaySlot={false}
        nowIndicator
        navLinks
        slotDuration="00:30:00"
        eventShortHeight={46}
        // Bookings at the same time sit side by side, none hiding another's name and time.
        slotEventOverlap={false}
        snapDuration={{ minutes: snapMinutes }}
        slotMinTime={slotMinTime}
        slotMaxTime={slotMaxTime}
        slotLabelFormat={hourMinute}
        eventTimeFormat={hourMinute}
        businessHours={businessHours}
        events={events}
        selectable
        selectMirror
        selectConstraint="businessHours"
        selectLongPressDelay={300}
        eventLongPressDelay={300}
        editable
        eventDurationEditable={false}
        eventInteractive
        dayMaxEvents
        eventDisplay="block"
        moreLinkContent={(arg) => t('calendarView.more', { count: arg.num })}
        moreLinkHint={(count: number) => t('calendarView.moreHint', { count })}
        navLinkHint={(dateText: string) => t('calendarView.openDay', { date: dateText })}
        closeHint={t('calendarView.close')}
        timeHint={t('calendarView.time')}
        eventHint={t('calendarView.booking')}
        dayHeaderContent={(arg) => {
          const day = shopDay(arg.date, timezone);
          const weekday = formatWeekday(day, locale, 'short');
          if (arg.view.type === fullCalendarViewOf.month) return weekday;
          return (
            <span className={arg.isToday ? 'fc-day-header-today' : undefined}>
              {weekday} {formatDayOfMonth(day, locale)}
            </span>
          );
        }}
        eventContent={(arg) => {
          if (arg.event.display === 'background')
            return <span className="fc-event-title">{arg.event.title}</span>;
          // The selection's mirror is an event without a booking: it shows the time chosen.
          if (!(arg.event.extendedProps as Partial<BookingEventProps>).booking) {
            return arg.event.start && arg.event.end ? (
              <div className="booking-event-body">
                <span className="booking-event-time">
                  {formatStudioTimeRange(arg.event.start, arg.event.end, timezone, locale)}
                </span>
              </div>
            ) : null;
          }
          return <BookingEventContent arg={arg} timezone={timezone} />;
        }}
        datesSet={handleDatesSet}
        select={(info) => {
          if (info.view.type === fullCalendarViewOf.month) return;
          onSelectTime(shopDay(info.start, timezone), shopTime(info.start, timezone));
        }}
        dateClick={handleDateClick}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const props = info.event.extendedProps as Partial<BookingEventProps>;
          if (props.booking) onOpenBooking(props.booking);
        }}
        eventDrop={handleDrop}
      />
    </Box>
  );
}
