import TourIcon from '@mui/icons-material/TourOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useTour } from '../tour-context.ts';

/**
 * The dashboard's offer to a new studio: take the tour, or not now. Gone for good once the tour
 * was started or the offer turned down; the tour stays on /onboarding and in the header.
 */
export function TourOfferCard({ studioIsNew }: { studioIsNew: boolean }) {
  const { t } = useTranslation();
  const tour = useTour();
  // Never offered before the user's saved answer is known: a slow or failed read would bring a
  // turned-down offer back.
  if (!tour || !studioIsNew || tour.running || !tour.progressRead) return null;
  if (tour.progress.offerDismissed || tour.progress.stepId || tour.progress.completed) return null;
  return (
    <Alert
      severity="info"
      icon={<TourIcon />}
      data-testid="tour-offer"
      action={
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <Button color="inherit" onClick={tour.dismissOffer} data-testid="tour-offer-dismiss">
            {t('tours.offer.dismiss')}
          </Button>
          <Button
            variant="contained"
            onClick={() => tour.start({ fromStart: true })}
            data-testid="tour-offer-start"
          >
            {t('tours.offer.start')}
          </Button>
        </Stack>
      }
      sx={{ mb: 3, alignItems: 'center' }}
    >
      <AlertTitle>{t('tours.offer.title')}</AlertTitle>
      {t('tours.offer.text')}
    </Alert>
  );
}
