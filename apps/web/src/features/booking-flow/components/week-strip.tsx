import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Locale } from '@studio/domain/locale';
import {
  formatDayWithWeekday,
  formatMonth,
  formatMonthYear,
  formatWeekday,
} from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const mirrorInRtl = { '[dir=rtl] &': { transform: 'scaleX(-1)' } } as const;

/** "Dezember 2026", or "Dezember 2026 – Januar 2027" for a week across two months. */
function weekMonthText(firstDay: string, lastDay: string, locale: Locale): string {
  const first = formatMonthYear(firstDay, locale);
  const last = formatMonthYear(lastDay, locale);
  return first === last ? first : `${first} – ${last}`;
}

/**
 * A week of studio days, Monday first: days with free times can be chosen, the others are
 * greyed out. Previous and next week move through the bookable period.
 */
export function WeekStrip({
  days,
  freeDays,
  selectedDay,
  today,
  loading,
  canGoBack,
  canGoForward,
  onSelectDay,
  onPreviousWeek,
  onNextWeek,
}: {
  days: readonly string[];
  freeDays: ReadonlySet<string>;
  selectedDay: string | null;
  today: string;
  loading: boolean;
  canGoBack: boolean;
  canGoForward: boolean;
  onSelectDay: (day: string) => void;
  onPreviousWeek: () => void;
  onNextWeek: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const first = days[0] ?? today;
  const last = days.at(-1) ?? today;

  return (
    <Box data-testid="week-strip">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} aria-live="polite">
          {weekMonthText(first, last, locale)}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5 }}>
          <IconButton
            onClick={onPreviousWeek}
            disabled={!canGoBack}
            aria-label={t('bookingFlow.time.previousWeek')}
            data-testid="week-previous"
          >
            <ChevronLeftIcon sx={mirrorInRtl} />
          </IconButton>
          <IconButton
            onClick={onNextWeek}
            disabled={!canGoForward}
            aria-label={t('bookingFlow.time.nextWeek')}
            data-testid="week-next"
          >
            <ChevronRightIcon sx={mirrorInRtl} />
          </IconButton>
        </Stack>
      </Stack>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: { xs: 0.5, sm: 1 } }}
      >
        {days.map((day) => {
          const free = freeDays.has(day);
          const selected = day === selectedDay;
          const text = {
            weekday: formatWeekday(day, locale, 'short'),
            date: day.slice(8, 10),
            month: formatMonth(day, locale, 'short'),
          };
          const label = free
            ? formatDayWithWeekday(day, locale)
            : t('bookingFlow.time.dayFull', { day: formatDayWithWeekday(day, locale) });
          return (
            <ButtonBase
              key={day}
              disabled={!free || loading}
              onClick={() => onSelectDay(day)}
              aria-pressed={selected}
              aria-label={label}
              data-testid="week-day"
              data-day={day}
              data-free={free}
              focusRipple
              sx={(theme) => ({
                flexDirection: 'column',
                py: 1,
                borderRadius: 3,
                border: 1,
                borderColor: selected ? 'primary.main' : free ? 'divider' : 'transparent',
                bgcolor: selected ? 'primary.main' : 'transparent',
                color: selected ? 'primary.contrastText' : free ? 'text.primary' : 'text.disabled',
                '&.Mui-disabled': { color: 'text.disabled' },
                '&.Mui-focusVisible': {
                  outline: `2px solid ${theme.palette.primary.main}`,
                  outlineOffset: 2,
                },
                '&:hover': free && !selected ? { borderColor: 'primary.main' } : {},
              })}
            >
              <Typography
                variant="caption"
                component="span"
                sx={{ color: 'inherit', textTransform: 'capitalize' }}
              >
                {text.weekday}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem', color: 'inherit' }}>
                {text.date}
              </Typography>
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 5,
                  height: 5,
                  mt: 0.25,
                  borderRadius: '50%',
                  bgcolor:
                    day === today ? (selected ? 'primary.contrastText' : 'primary.main') : 'transparent',
                }}
              />
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
