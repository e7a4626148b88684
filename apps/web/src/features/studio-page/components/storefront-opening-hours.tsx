import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { OpeningHours } from '@studio/domain/booking-contract';
import { currentLocale } from '../../../i18n/i18n.ts';
import { intlLocaleOf } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

// Weekday names only, never a date: a formatter of its own keeps i18n/format-date-time.ts out of
// the studio page's first load, which its JavaScript budget has no room for.
/** Weekday 1 (Monday) to 7 in the user's language; 5 January 2026 was a Monday. */
function weekdayName(weekday: number, names: Intl.DateTimeFormat): string {
  return names.format(new Date(Date.UTC(2026, 0, 4 + weekday)));
}

/** Today's weekday (1 = Monday) where the studio is. */
function studioWeekday(timezone: string): number {
  const short = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: timezone }).format(new Date());
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(short) + 1;
}

export function StorefrontOpeningHours({ hours, timezone }: { hours: OpeningHours; timezone: string }) {
  const { t } = useTranslation();
  // One formatter for the seven days: making one costs far more than using it.
  const names = new Intl.DateTimeFormat(intlLocaleOf(currentLocale()), { weekday: 'long', timeZone: 'UTC' });
  const today = studioWeekday(timezone);
  return (
    <Card component="section" aria-labelledby="storefront-opening-hours" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id="storefront-opening-hours" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('storefront.openingHours')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
        data-testid="opening-hours"
      >
        {weekdays.map((weekday) => {
          const ranges = hours.days.find((day) => day.weekday === weekday)?.ranges ?? [];
          const isToday = weekday === today;
          const weight = isToday ? 700 : 400;
          return [
            <Typography key={`d${weekday}`} component="dt" sx={{ fontWeight: weight }}>
              {weekdayName(weekday, names)}
              {isToday ? ` (${t('storefront.today')})` : ''}
            </Typography>,
            <Typography
              key={`h${weekday}`}
              component="dd"
              dir="ltr"
              sx={{
                m: 0,
                fontWeight: weight,
                textAlign: 'end',
                color: ranges.length ? 'text.primary' : 'text.secondary',
              }}
              data-testid={`opening-hours-${weekday}`}
            >
              {ranges.length
                ? ranges.map((range) => `${range.start}–${range.end}`).join(', ')
                : t('storefront.closed')}
            </Typography>,
          ];
        })}
      </Box>
    </Card>
  );
}
