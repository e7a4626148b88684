import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ClosureTime } from '@studio/domain/booking-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { halfHourPx, pxPerMinute } from './team-day-scale.ts';

/**
 * What lies under a column's bookings: its open ranges with half-hour lines (the column itself is
 * hatched as closed), a closure's reason instead, and the line of the current time.
 */
export function TeamDayColumnBackdrop({
  open,
  closure,
  first,
  last,
  nowMinutes,
}: {
  /** The open ranges of the day, in minutes of the day. */
  open: readonly { start: number; end: number }[];
  closure: ClosureTime | undefined;
  first: number;
  last: number;
  /** The current minute when the day is today, else null. */
  nowMinutes: number | null;
}) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const dark = palette.mode === 'dark';
  return (
    <>
      {closure
        ? null
        : open.map((range) => (
            <Box
              key={range.start}
              aria-hidden
              sx={{
                position: 'absolute',
                insetInline: 0,
                top: (Math.max(range.start, first) - first) * pxPerMinute,
                height: (Math.min(range.end, last) - Math.max(range.start, first)) * pxPerMinute,
                bgcolor: 'background.paper',
                backgroundImage: `repeating-linear-gradient(to bottom, ${palette.divider} 0 1px, transparent 1px ${halfHourPx}px)`,
                backgroundPositionY: `${-((Math.max(range.start, first) - first) * pxPerMinute) % halfHourPx}px`,
                zIndex: 0,
              }}
            />
          ))}
      {closure ? (
        <Typography
          variant="caption"
          sx={{
            position: 'absolute',
            top: 8,
            insetInline: 8,
            fontWeight: 600,
            color: dark ? palette.error.light : palette.error.dark,
          }}
        >
          {closure.reason ? `${t('calendarView.closed')}: ${closure.reason}` : t('calendarView.closed')}
        </Typography>
      ) : null}
      {nowMinutes !== null && nowMinutes >= first && nowMinutes <= last ? (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            insetInline: 0,
            top: (nowMinutes - first) * pxPerMinute,
            borderTop: 2,
            borderColor: 'error.main',
            zIndex: 1,
          }}
        />
      ) : null}
    </>
  );
}
