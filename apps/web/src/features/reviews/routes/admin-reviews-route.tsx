import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ModeratedReview } from '@studio/domain/review-contract';
import { type FormEvent, useState } from 'react';
import { ListLoadState } from '../../../components/list-load-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { formatViewerDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useHideReview } from '../api/hide-review.ts';
import { useModeratedReviews } from '../api/list-moderated-reviews.ts';
import { ReviewStars } from '../components/review-stars.tsx';

/** /admin/reviews: every studio's reviews; one that breaks the rules is hidden with a reason kept. */
export function AdminReviewsRoute() {
  const { t } = useTranslation();
  const reviews = useModeratedReviews();
  const items = reviews.data ?? [];
  return (
    <>
      <PageHeader
        title={t('screens.adminReviews.title')}
        description={t('screens.adminReviews.description')}
      />
      <ListLoadState
        query={reviews}
        empty={items.length === 0}
        emptyText={t('reviews.empty')}
        emptyTestId="admin-reviews-empty"
      />
      {items.length === 0 ? null : (
        <Stack component="ul" sx={{ gap: 2, p: 0, m: 0 }} data-testid="admin-reviews">
          {items.map((review) => (
            <ModeratedReviewCard key={review.id} review={review} />
          ))}
        </Stack>
      )}
    </>
  );
}

function ModeratedReviewCard({ review }: { review: ModeratedReview }) {
  const { t } = useTranslation();
  const hide = useHideReview();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    hide.mutate({ reviewId: review.id, reason: reason.trim() });
  };
  return (
    <Box
      component="li"
      data-testid="admin-review"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, listStyle: 'none' }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 0.5 }}>
        {review.hidden ? <ToneChip tone="neutral" label={t('reviews.hidden')} /> : null}
        <ReviewStars rating={review.rating} />
        <Typography variant="body2" color="text.secondary">
          {`${review.authorName} · ${review.shopName} · ${formatViewerDateTime(review.createdAt, currentLocale())}`}
        </Typography>
      </Stack>
      {review.text ? <Typography sx={{ whiteSpace: 'pre-line' }}>{review.text}</Typography> : null}
      {review.answer ? (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {t('reviews.studioAnswer', { answer: review.answer })}
        </Typography>
      ) : null}
      {review.hidden ? (
        <Typography variant="body2" color="text.secondary" data-testid="admin-review-reason">
          {t('reviews.hiddenBecause', { reason: review.hiddenReason ?? '' })}
        </Typography>
      ) : (
        <Stack component="form" direction="row" sx={{ gap: 1, mt: 1 }} onSubmit={submit}>
          <TextField
            size="small"
            fullWidth
            label={t('reviews.reasonLabel')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'admin-review-reason-text' } }}
          />
          <Button
            type="submit"
            color="error"
            variant="outlined"
            loading={hide.isPending}
            disabled={reason.trim() === ''}
            data-testid="admin-review-hide"
          >
            {t('reviews.hide')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
