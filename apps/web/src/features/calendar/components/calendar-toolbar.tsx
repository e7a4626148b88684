import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { type CalendarView, calendarViews } from '../calendar-view.ts';

const flipInRtl = { '[dir=rtl] &': { transform: 'scaleX(-1)' } };

/** Today, back and forth, the span shown, and day / week / month. */
export function CalendarToolbar({
  title,
  view,
  onToday,
  onPrevious,
  onNext,
  onView,
}: {
  title: string;
  view: CalendarView;
  onToday: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onView: (view: CalendarView) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ gap: 1.5, alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', minWidth: 0 }}>
        <Button variant="outlined" size="small" onClick={onToday} data-testid="calendar-today">
          {t('calendarView.today')}
        </Button>
        <Tooltip title={t(`calendarView.previous.${view}`)}>
          <IconButton
            onClick={onPrevious}
            aria-label={t(`calendarView.previous.${view}`)}
            data-testid="calendar-previous"
          >
            <ChevronLeftIcon sx={flipInRtl} />
          </IconButton>
        </Tooltip>
        <Tooltip title={t(`calendarView.next.${view}`)}>
          <IconButton
            onClick={onNext}
            aria-label={t(`calendarView.next.${view}`)}
            data-testid="calendar-next"
          >
            <ChevronRightIcon sx={flipInRtl} />
          </IconButton>
        </Tooltip>
        <Typography
          variant="h6"
          component="h2"
          aria-live="polite"
          sx={{ ml: 0.5, minWidth: 0, fontSize: { xs: '1rem', sm: '1.25rem' }, lineHeight: 1.3 }}
          data-testid="calendar-title"
        >
          {title}
        </Typography>
      </Stack>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: CalendarView | null) => {
          if (next) onView(next);
        }}
        aria-label={t('calendarView.viewLabel')}
        sx={{
          alignSelf: { xs: 'stretch', md: 'auto' },
          '& .MuiToggleButton-root': { flex: { xs: 1, md: 'none' }, px: 2 },
        }}
      >
        {calendarViews.map((option) => (
          <ToggleButton key={option} value={option} data-testid={`calendar-view-${option}`}>
            {t(`calendarView.views.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
