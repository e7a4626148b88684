import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatStudioDate } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useShopReviews } from '../api/get-shop-reviews.ts';

/** Five stars as text, filled up to the rating: no icon code on the studio page. */
function stars(rating: number): string {
  const filled = Math.round(rating);
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}

/** The studio's reviews: average, count and the latest, each with the studio's answer. */
export function StorefrontReviews({ shopId, timezone }: { shopId: string; timezone: string }) {
  const { t } = useTranslation();
  const reviews = useShopReviews(shopId);
  const locale = currentLocale();
  if (!reviews.data || reviews.data.count === 0 || reviews.data.average === null) return null;
  const { average, count, items } = reviews.data;
  return (
    <Card
      component="section"
      aria-labelledby="storefront-reviews"
      sx={{ p: { xs: 2.5, sm: 4 } }}
      data-testid="storefront-reviews"
    >
      <Typography id="storefront-reviews" variant="h6" component="h2">
        {t('storefront.reviews')}
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="storefront-reviews-summary">
        <Box component="span" aria-hidden sx={{ color: 'warning.main', mr: 1 }}>
          {stars(average)}
        </Box>
        {t('storefront.reviewSummary', { average: average.toLocaleString(locale), count })}
      </Typography>
      <Stack component="ul" sx={{ gap: 2, p: 0, m: 0, listStyle: 'none' }}>
        {items.map((review) => (
          <Box component="li" key={review.id} data-testid="storefront-review">
            <Typography variant="body2">
              <Box
                component="span"
                role="img"
                aria-label={t('storefront.reviewStars', { count: review.rating })}
                sx={{ color: 'warning.main', mr: 1 }}
              >
                {stars(review.rating)}
              </Box>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {review.authorName}
              </Box>
              {` · ${formatStudioDate(review.createdAt, timezone, locale)}`}
            </Typography>
            {review.text ? <Typography sx={{ whiteSpace: 'pre-line' }}>{review.text}</Typography> : null}
            {review.answer ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ mt: 0.5, ps: 2, borderInlineStart: 2, borderColor: 'divider', whiteSpace: 'pre-line' }}
                data-testid="storefront-review-answer"
              >
                {t('storefront.reviewAnswer', { answer: review.answer })}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Card>
  );
}
