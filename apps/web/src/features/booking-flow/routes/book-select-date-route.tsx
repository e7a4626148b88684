import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FreeSlotDto, TeamMember, Treatment } from '@studio/domain/booking-contract';
import { addDays, todayIn } from '@studio/domain/calendar-day';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatDayWithWeekday } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink, useLocation, useSearchParams } from '../../../routing/build-router.ts';
import { findFirstFreeWeek, useFirstFreeWeek } from '../api/find-first-free-week.ts';
import type { BookingShop } from '../api/get-booking-shop.ts';
import { useFreeSlots } from '../api/get-free-slots.ts';
import { type BookingSelection, bookingStepPath, selectionParams } from '../booking-selection.ts';
import { BookingFlowFrame } from '../components/booking-flow-frame.tsx';
import { BookingShopGate } from '../components/booking-shop-gate.tsx';
import { ChosenTreatmentsGate } from '../components/chosen-treatments-gate.tsx';
import { RetryAlert } from '../components/retry-alert.tsx';
import { TeamMemberPicker } from '../components/team-member-picker.tsx';
import { TimeSlotPicker } from '../components/time-slot-picker.tsx';
import { WaitlistCard } from '../components/waitlist-card.tsx';
import { WeekStrip } from '../components/week-strip.tsx';
import {
  lastBookableDay,
  sameInstant,
  slotsByDay,
  slotsByDayPart,
  wallTimeOf,
  weekDays,
  weekStartOf,
} from '../free-slot-days.ts';
import { membersForTreatments, selectionTotals } from '../treatment-selection.ts';

/** Set by the confirm step when the time was taken meanwhile (catalogue message of 8104). */
export interface SlotTakenState {
  slotTaken: string;
}

function slotTakenMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('slotTaken' in state)) return null;
  return typeof state.slotTaken === 'string' ? state.slotTaken : null;
}

const noSlots: FreeSlotDto[] = [];
const skeletonTimes = [0, 1, 2, 3, 4, 5, 6, 7];

function TimePicking({
  shop,
  chosen,
  members,
  selection,
}: {
  shop: BookingShop;
  chosen: readonly Treatment[];
  members: readonly TeamMember[];
  selection: BookingSelection;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const location = useLocation();
  const [, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const timezone = shop.timezone;
  const today = todayIn(timezone);
  const lastDay = lastBookableDay(timezone, shop.horizonDays);
  const thisWeek = weekStartOf(today);
  const lastWeek = weekStartOf(lastDay);

  const eligible = membersForTreatments(members, chosen);
  const memberId = eligible.some((member) => member.id === selection.teamMemberId)
    ? selection.teamMemberId
    : null;
  const search = { shopId: shop.id, serviceIds: chosen.map((service) => service.id), teamMemberId: memberId };

  const requestedWeek = selection.week
    ? ([thisWeek, weekStartOf(selection.week), lastWeek].sort()[1] ?? thisWeek)
    : null;
  // Without a week in the link, open the first week that has a free time.
  const firstFree = useFirstFreeWeek(search, thisWeek, lastDay, requestedWeek === null);
  // Should the search fail, the current week still shows (with its own error and retry).
  const week = requestedWeek ?? (firstFree.isPending ? null : (firstFree.data ?? thisWeek));
  const nothingFree = requestedWeek === null && firstFree.isSuccess && firstFree.data === null;
  const slots = useFreeSlots(
    { ...search, from: week ?? thisWeek, to: addDays(week ?? thisWeek, 6) },
    week !== null,
  );
  const weekLoading = week === null || slots.isPending || slots.isPlaceholderData;
  const weekSlots = weekLoading ? noSlots : (slots.data?.slots ?? noSlots);
  const byDay = useMemo(() => slotsByDay(weekSlots, timezone), [weekSlots, timezone]);

  const days = weekDays(week ?? thisWeek);
  const freeDays = new Set(days.filter((day) => byDay.has(day)));
  const selectedDay =
    selection.day && freeDays.has(selection.day)
      ? selection.day
      : (days.find((day) => freeDays.has(day)) ?? null);
  const parts = slotsByDayPart(selectedDay ? (byDay.get(selectedDay) ?? noSlots) : noSlots, timezone);

  // A chosen time in the week on screen must still be free; one in another week is checked on booking.
  const startWeek = selection.start ? weekStartOf(wallTimeOf(selection.start, timezone).day) : null;
  const chosenStart =
    selection.start &&
    (weekLoading ||
      startWeek !== week ||
      weekSlots.some((slot) => sameInstant(slot.start, selection.start ?? '')))
      ? selection.start
      : null;
  const totals = selectionTotals(chosen);
  const chosenEnd = chosenStart
    ? new Date(Date.parse(chosenStart) + totals.durationMinutes * 60_000).toISOString()
    : null;

  const [jumping, setJumping] = useState(false);
  const [noLaterFree, setNoLaterFree] = useState(false);
  const current: BookingSelection = { ...selection, teamMemberId: memberId, week, day: selectedDay };
  // Changes inside the step replace the history entry: "back" leads to the previous step.
  const update = (patch: Partial<BookingSelection>) => {
    setNoLaterFree(false);
    setParams(selectionParams({ ...current, ...patch }), { replace: true, preventScrollReset: true });
  };
  const jumpToNextFree = async () => {
    if (!week) return;
    setJumping(true);
    try {
      const found = await findFirstFreeWeek(queryClient, search, addDays(week, 7), lastDay);
      if (found) update({ week: found, day: null });
      else setNoLaterFree(true);
    } catch {
      // The API client has already shown why; the button stays for another try.
    } finally {
      setJumping(false);
    }
  };

  const slotTaken = slotTakenMessage(location.state);
  const showsTimezone = Intl.DateTimeFormat().resolvedOptions().timeZone !== timezone;
  const memberName =
    memberId === null ? null : (eligible.find((member) => member.id === memberId)?.name ?? null);

  return (
    <BookingFlowFrame
      step={2}
      title={t('screens.bookSelectDate.title')}
      backTo={bookingStepPath(shop.id, 'book', { ...current, start: null })}
      backLabel={t('bookingFlow.backToTreatments')}
      summary={{
        studioName: shop.name,
        address: shop.address,
        timezone,
        currencyCode: shop.currencyCode,
        treatments: chosen,
        start: chosenStart,
        end: chosenEnd,
        memberName,
      }}
      action={{
        label: t('bookingFlow.continue'),
        testId: 'booking-continue',
        disabled: !chosenStart,
        to: bookingStepPath(shop.id, 'bookConfirm', { ...current, start: chosenStart }),
      }}
    >
      <Stack sx={{ gap: 3 }}>
        {slotTaken ? (
          <Alert severity="warning" data-testid="slot-taken">
            {slotTaken}
          </Alert>
        ) : null}
        <Box sx={{ display: { md: 'none' } }}>
          <Typography variant="body2" color="text.secondary">
            {chosen.map((service) => service.name).join(' · ')}{' '}
            <Link
              component={RouterLink}
              underline="always"
              to={bookingStepPath(shop.id, 'book', { ...current, start: null })}
            >
              {t('bookingFlow.change')}
            </Link>
          </Typography>
        </Box>
        {eligible.length > 0 ? (
          <TeamMemberPicker
            members={eligible}
            selectedId={memberId}
            onChange={(id) => update({ teamMemberId: id, week: null, day: null, start: null })}
          />
        ) : null}
        <Card component="section" aria-labelledby="booking-time-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="booking-time-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('bookingFlow.time.title')}
          </Typography>
          <WeekStrip
            days={days}
            freeDays={freeDays}
            selectedDay={selectedDay}
            today={today}
            loading={weekLoading}
            canGoBack={week !== null && week > thisWeek}
            canGoForward={week !== null && week < lastWeek}
            onSelectDay={(day) => update({ day })}
            onPreviousWeek={() => week && update({ week: addDays(week, -7), day: null })}
            onNextWeek={() => week && update({ week: addDays(week, 7), day: null })}
          />
          <Divider sx={{ my: 2.5 }} />
          {weekLoading ? (
            <Box role="status" aria-label={t('app.loading')}>
              <Skeleton width="40%" sx={{ mb: 1 }} />
              <Box
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(80px, 1fr))', gap: 1 }}
              >
                {skeletonTimes.map((slot) => (
                  <Skeleton key={slot} variant="rounded" height={44} />
                ))}
              </Box>
            </Box>
          ) : slots.isError ? (
            <RetryAlert message={t('bookingFlow.time.loadFailed')} onRetry={() => void slots.refetch()} />
          ) : selectedDay ? (
            <Stack sx={{ gap: 2 }}>
              <Typography
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 600 }}
                data-testid="selected-day"
              >
                {formatDayWithWeekday(selectedDay, locale)}
              </Typography>
              <TimeSlotPicker
                parts={parts}
                selectedStart={chosenStart}
                onSelect={(slot) => update({ day: wallTimeOf(slot.start, timezone).day, start: slot.start })}
              />
            </Stack>
          ) : (
            <Stack
              sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5, py: 2 }}
              data-testid="week-empty"
            >
              <EventBusyIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
              <Typography color="text.secondary">
                {nothingFree || noLaterFree
                  ? t('bookingFlow.time.nothingFree', { days: shop.horizonDays })
                  : t('bookingFlow.time.weekFull')}
              </Typography>
              {nothingFree || noLaterFree ? (
                memberId ? (
                  <Button
                    variant="outlined"
                    onClick={() => update({ teamMemberId: null, week: null, day: null })}
                  >
                    {t('bookingFlow.time.anyMember')}
                  </Button>
                ) : null
              ) : (
                <Button
                  variant="outlined"
                  loading={jumping}
                  onClick={() => void jumpToNextFree()}
                  data-testid="jump-next-free"
                >
                  {t('bookingFlow.time.nextFree')}
                </Button>
              )}
            </Stack>
          )}
          {showsTimezone ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2.5 }}>
              {t('bookingFlow.time.timezoneNote', { timezone })}
            </Typography>
          ) : null}
        </Card>
        <WaitlistCard
          shopId={shop.id}
          serviceIds={search.serviceIds}
          firstDay={today}
          lastDay={lastDay}
          prominent={nothingFree || noLaterFree}
        />
      </Stack>
    </BookingFlowFrame>
  );
}

/**
 * Step 2 (/partner/{shopId}/app/book/selectDate): an optional team member and a free time; when none
 * suits, the waitlist.
 */
export function BookSelectDateRoute() {
  return (
    <BookingShopGate>
      {(shop) => (
        <ChosenTreatmentsGate shop={shop}>
          {({ selection, chosen, members }) => (
            <TimePicking shop={shop} chosen={chosen} members={members} selection={selection} />
          )}
        </ChosenTreatmentsGate>
      )}
    </BookingShopGate>
  );
}
