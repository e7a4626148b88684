import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ModuleFlags } from '@studio/domain/shop';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useTour } from '../tour-context.ts';
import { tourStepsFor } from '../tour-steps.ts';

/** On /onboarding: what the tour shows, how far this user got, and buttons to start or replay it. */
export function TourStartCard({ flags }: { flags: ModuleFlags | undefined }) {
  const { t } = useTranslation();
  const tour = useTour();
  if (!tour) return null;
  const steps = tourStepsFor(tour.tourId, flags);
  const reached = steps.findIndex((step) => step.id === tour.progress.stepId);
  const status = tour.progress.completed
    ? t('tours.start.completed')
    : reached >= 0
      ? t('tours.start.reached', { step: reached + 1, total: steps.length })
      : t('tours.start.notStarted', { total: steps.length });
  const resumable = reached >= 0 && !tour.progress.completed;
  return (
    <SectionCard
      title={t(`tours.${tour.tourId}.title`)}
      description={t('tours.start.text')}
      testId="tour-start-card"
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 2 }} data-testid="tour-start-status">
        {status}
      </Typography>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<PlayArrowIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          onClick={() => tour.start({ fromStart: !resumable })}
          disabled={tour.running || !tour.ready}
          data-testid="tour-start"
        >
          {resumable ? t('tours.start.resume') : t('tours.start.start')}
        </Button>
        {resumable || tour.progress.completed ? (
          <Button
            variant="outlined"
            startIcon={<ReplayIcon />}
            onClick={() => tour.start({ fromStart: true })}
            disabled={tour.running || !tour.ready}
            data-testid="tour-replay"
          >
            {t('tours.start.replay')}
          </Button>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
