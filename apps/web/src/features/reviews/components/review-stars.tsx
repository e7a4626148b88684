import Box from '@mui/material/Box';
import { useTranslation } from '../../../i18n/text-runtime.ts';

/** A rating as five stars, named for screen readers. */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const filled = Math.round(rating);
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('reviews.stars', { count: filled })}
      sx={{ color: 'warning.main', letterSpacing: 1 }}
    >
      {'★'.repeat(filled) + '☆'.repeat(5 - filled)}
    </Box>
  );
}
