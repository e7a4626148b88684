import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { clockOfMinutes } from '../team-day-layout.ts';
import { pxPerMinute } from './team-day-scale.ts';

/** The day view's hours down its side, from the first to the last minute drawn. */
export function TeamDayTimeAxis({ first, last }: { first: number; last: number }) {
  const height = (last - first) * pxPerMinute;
  const hourMarks: number[] = [];
  for (let minute = Math.ceil(first / 60) * 60; minute < last; minute += 60) hourMarks.push(minute);
  return (
    <Box
      aria-hidden
      sx={{
        position: 'sticky',
        insetInlineStart: 0,
        zIndex: 3,
        bgcolor: 'background.paper',
        height,
      }}
    >
      {hourMarks.map((minute) => (
        <Typography
          key={minute}
          variant="caption"
          color="text.secondary"
          sx={{ position: 'absolute', top: (minute - first) * pxPerMinute - 8, insetInlineEnd: 8 }}
        >
          {clockOfMinutes(minute)}
        </Typography>
      ))}
    </Box>
  );
}
