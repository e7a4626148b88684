import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, useTheme } from '@mui/material/styles';
import type { Booking, ClosureTime, OpeningHours, TeamMember } from '@studio/domain/booking-contract';
import { isActiveBookingStatus } from '@studio/domain/booking-status';
import { todayIn } from '@studio/domain/calendar-day';
import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { formatStudioTimeRange } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { shopInstant, shopTime } from '../../../shared/bookings/shop-time.ts';
import { bookingEvent, unassignedKey } from '../calendar-events.ts';
import {
  clockOfMinutes,
  closureOn,
  columnKeyOf,
  type DayColumn,
  laneLayout,
  minutesOfClock,
  minutesOnDay,
  openRangesOn,
  snappedMinutes,
} from '../team-day-layout.ts';
import type { CalendarMove } from './booking-calendar.tsx';
import { TeamDayColumnBackdrop } from './team-day-column-backdrop.tsx';
import { TeamDayColumnHeader } from './team-day-column-header.tsx';
import { pxPerMinute } from './team-day-scale.ts';
import { TeamDayTimeAxis } from './team-day-time-axis.tsx';

const gutterPx = 56;
const minColumnPx = 150;

function DayBooking({
  booking,
  member,
  day,
  timezone,
  top,
  height,
  lane,
  lanes,
  onOpen,
  onPointerDown,
  offset,
}: {
  booking: Booking;
  member: TeamMember | undefined;
  day: string;
  timezone: string;
  top: number;
  height: number;
  lane: number;
  lanes: number;
  onOpen: () => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  /** While it is dragged: how far it follows the pointer. */
  offset: { x: number; y: number } | null;
}) {
  const event = bookingEvent(booking, member);
  const time = formatStudioTimeRange(booking.start, booking.end, timezone, currentLocale());
  const services = booking.services.map((service) => service.name).join(', ');
  const short = height < 40;
  return (
    <ButtonBase
      component="div"
      role="button"
      tabIndex={0}
      focusRipple
      onPointerDown={isActiveBookingStatus(booking.status) ? onPointerDown : undefined}
      onClick={(click: MouseEvent) => {
        click.stopPropagation();
        onOpen();
      }}
      onKeyDown={(key) => {
        if (key.key === 'Enter' || key.key === ' ') {
          key.preventDefault();
          onOpen();
        }
      }}
      className={`booking-event booking-${booking.status}`}
      data-testid="calendar-booking"
      data-booking-id={booking.id}
      data-start={new Date(booking.start).toISOString()}
      data-day={day}
      title={`${time} ${booking.customer.name} · ${services}`}
      sx={{
        position: 'absolute',
        top,
        height: Math.max(height - 2, 18),
        insetInlineStart: `calc(${(lane / lanes) * 100}% + 2px)`,
        width: `calc(${100 / lanes}% - 4px)`,
        display: 'flex',
        flexDirection: short ? 'row' : 'column',
        flexWrap: short ? 'wrap' : 'nowrap',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        columnGap: 0.5,
        textAlign: 'start',
        overflow: 'hidden',
        p: '2px 6px',
        borderRadius: '8px',
        borderInlineStart: '4px solid',
        borderColor: event.borderColor as string,
        borderStyle: booking.status === 'pending' ? 'dashed' : 'solid',
        bgcolor: event.backgroundColor as string,
        color: event.textColor as string,
        fontSize: '0.8rem',
        lineHeight: 1.25,
        cursor: offset ? 'grabbing' : 'pointer',
        zIndex: offset ? 4 : 2,
        transform: offset ? `translate(${offset.x}px, ${offset.y}px)` : undefined,
        opacity: offset ? 0.85 : 1,
        boxShadow: offset ? 6 : 0,
        userSelect: 'none',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {time}
      </Box>
      <Box
        component="span"
        sx={{
          fontWeight: 700,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          maxWidth: '100%',
          textDecoration:
            booking.status === 'cancelled' || booking.status === 'no_show' ? 'line-through' : 'none',
        }}
      >
        {booking.customer.name}
      </Box>
      {short ? null : (
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' }}>
          {services}
        </Box>
      )}
    </ButtonBase>
  );
}

/**
 * The day view: a column per team member (and one for bookings without a member), bookings at
 * their local times; overlapping ones share their column side by side. Click a free time to book
 * it for that member, click a booking to open it, drag it into another time or member to move it.
 */
export function TeamDayView({
  day,
  timezone,
  team,
  columns,
  bookings,
  hours,
  closures,
  slotMinTime,
  slotMaxTime,
  snapMinutes,
  onSelectTime,
  onOpenBooking,
  onMoveBooking,
}: {
  day: string;
  timezone: string;
  team: readonly TeamMember[];
  columns: readonly DayColumn[];
  /** The visible bookings of that day. */
  bookings: readonly Booking[];
  hours: OpeningHours | undefined;
  closures: readonly ClosureTime[];
  slotMinTime: string;
  slotMaxTime: string;
  snapMinutes: number;
  onSelectTime: (day: string, time: string, teamMemberId: string | undefined) => void;
  onOpenBooking: (booking: Booking) => void;
  onMoveBooking: (move: CalendarMove) => void;
}) {
  const theme = useTheme();
  const { palette } = theme;
  const dark = palette.mode === 'dark';
  const first = minutesOfClock(slotMinTime);
  const last = Math.max(minutesOfClock(slotMaxTime), first + 60);
  const height = (last - first) * pxPerMinute;
  const open = openRangesOn(hours, day);
  const closure = closureOn(closures, day);
  const closedShade = alpha(palette.text.primary, dark ? 0.07 : 0.045);
  const closedStripe = alpha(palette.text.primary, dark ? 0.1 : 0.07);
  // A booking being dragged (mouse or pen; on touch screens moving is done from its details).
  const drag = useRef<{ booking: Booking; x: number; y: number; grabY: number; moved: boolean } | null>(null);
  const [dragOffset, setDragOffset] = useState<{ id: string; x: number; y: number } | null>(null);
  const today = todayIn(timezone);
  const nowMinutes = day === today ? minutesOfClock(shopTime(new Date(), timezone)) : null;

  const byId = new Map(team.map((member) => [member.id, member]));
  const spans = new Map(bookings.map((booking) => [booking.id, minutesOnDay(booking, day, timezone)]));

  const minutesAt = (element: HTMLElement, clientY: number, offset = 0) =>
    snappedMinutes(
      (clientY - element.getBoundingClientRect().top - offset) / pxPerMinute,
      first,
      snapMinutes,
    );

  // Only open time can be booked (as in the week view); closed time and closures ignore the click.
  const select = (column: DayColumn) => (click: MouseEvent<HTMLElement>) => {
    const minutes = minutesAt(click.currentTarget, click.clientY);
    if (closure || !open.some((range) => range.start <= minutes && minutes < range.end)) return;
    onSelectTime(day, clockOfMinutes(minutes), column.member?.id);
  };

  const startDrag = (booking: Booking) => (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'touch' || event.button !== 0) return;
    const top = event.currentTarget.getBoundingClientRect().top;
    drag.current = { booking, x: event.clientX, y: event.clientY, grabY: event.clientY - top, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const followDrag = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const x = event.clientX - current.x;
    const y = event.clientY - current.y;
    // A few pixels are a click, not a drag.
    if (!current.moved && Math.hypot(x, y) < 6) return;
    current.moved = true;
    setDragOffset({ id: current.booking.id, x, y });
  };

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    drag.current = null;
    setDragOffset(null);
    if (!current?.moved) return;
    // The click that follows the release is the end of the drag, not an "open".
    const swallow = (click: Event) => click.stopPropagation();
    window.addEventListener('click', swallow, { capture: true, once: true });
    window.setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
    const target = document
      .elementsFromPoint(event.clientX, event.clientY)
      .find((element) => element instanceof HTMLElement && element.dataset.columnKey !== undefined);
    if (!(target instanceof HTMLElement)) return;
    const column = columns.find((candidate) => candidate.key === target.dataset.columnKey);
    if (!column) return;
    const minutes = minutesAt(target, event.clientY, current.grabY);
    const { booking } = current;
    const start = new Date(shopInstant(day, clockOfMinutes(minutes), timezone));
    const teamMemberId =
      column.member && column.member.id !== booking.teamMemberId ? column.member.id : undefined;
    if (start.getTime() === Date.parse(booking.start) && !teamMemberId) return;
    // Nothing moved for good before the confirmation, so there is nothing to put back.
    onMoveBooking({ booking, start, teamMemberId, revert: () => {} });
  };

  return (
    <Box
      data-testid="team-day-view"
      data-day={day}
      // Where the drawn span starts and its scale, for tests that point at a time.
      data-first-minute={first}
      data-minute-px={pxPerMinute}
      // The dragged booking captures the pointer; its moves and release bubble up here.
      onPointerMove={followDrag}
      onPointerUp={endDrag}
      onPointerCancel={() => {
        drag.current = null;
        setDragOffset(null);
      }}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `${gutterPx}px repeat(${columns.length}, minmax(${minColumnPx}px, 1fr))`,
          minWidth: gutterPx + columns.length * minColumnPx,
        }}
      >
        {/* Header: who each column belongs to. */}
        <Box
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            position: 'sticky',
            insetInlineStart: 0,
            bgcolor: 'background.paper',
            zIndex: 3,
          }}
        />
        {columns.map((column) => (
          <TeamDayColumnHeader key={column.key} member={column.member} />
        ))}

        <TeamDayTimeAxis first={first} last={last} />

        {columns.map((column) => {
          const own = bookings.filter((booking) => columnKeyOf(booking, team) === column.key);
          const lanes = laneLayout(
            own.map((booking) => ({ id: booking.id, ...(spans.get(booking.id) ?? { start: 0, end: 0 }) })),
          );
          return (
            <Box
              key={column.key}
              data-testid="team-day-column"
              data-member-id={column.member?.id ?? unassignedKey}
              data-column-key={column.key}
              onClick={select(column)}
              sx={{
                position: 'relative',
                height,
                borderInlineStart: 1,
                borderColor: 'divider',
                cursor: 'cell',
                // Closed time is hatched; the open ranges are drawn over it.
                background: `repeating-linear-gradient(-45deg, ${closedShade} 0 8px, ${closedStripe} 8px 9px)`,
              }}
            >
              <TeamDayColumnBackdrop
                open={open}
                closure={closure}
                first={first}
                last={last}
                nowMinutes={nowMinutes}
              />
              {own.map((booking) => {
                const span = spans.get(booking.id) ?? { start: first, end: first };
                const placed = lanes.get(booking.id) ?? { lane: 0, lanes: 1 };
                return (
                  <DayBooking
                    key={booking.id}
                    booking={booking}
                    member={
                      column.member ?? (booking.teamMemberId ? byId.get(booking.teamMemberId) : undefined)
                    }
                    day={day}
                    timezone={timezone}
                    top={(span.start - first) * pxPerMinute + 1}
                    height={(span.end - span.start) * pxPerMinute}
                    lane={placed.lane}
                    lanes={placed.lanes}
                    onOpen={() => onOpenBooking(booking)}
                    onPointerDown={startDrag(booking)}
                    offset={dragOffset?.id === booking.id ? dragOffset : null}
                  />
                );
              })}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
