import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { appointmentIcs, type CalendarAppointment, googleCalendarUrl } from '../calendar-export.ts';

function downloadIcs(appointment: CalendarAppointment, fileName: string) {
  const blob = new Blob([appointmentIcs(appointment, window.location.hostname)], {
    type: 'text/calendar;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Add to calendar": the appointment as an .ics file (Apple, Outlook, …) or in Google Calendar. */
export function AddToCalendar({ appointment }: { appointment: CalendarAppointment }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} sx={{ gap: 1.5 }} data-testid="add-to-calendar">
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('bookingFlow.calendar.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => downloadIcs(appointment, t('bookingFlow.calendar.fileName'))}
          data-testid="calendar-ics"
        >
          {t('bookingFlow.calendar.ics')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<EventIcon />}
          href={googleCalendarUrl(appointment)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="calendar-google"
        >
          {t('bookingFlow.calendar.google')}
        </Button>
      </Stack>
    </Stack>
  );
}
