import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type PublicReview, reviewTextMax } from '@studio/domain/review-contract';
import { type FormEvent, useState } from 'react';
import { ListLoadState } from '../../../components/list-load-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatStudioDate } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { useAnswerReview } from '../api/answer-review.ts';
import { useStudioReviews } from '../api/list-studio-reviews.ts';
import { ReviewStars } from '../components/review-stars.tsx';

/** /shop/reviews: what customers said after their visits, each answered publicly from here. */
export function ShopReviewsRoute() {
  return <CurrentShopGate>{(shopId) => <ShopReviewsScreen shopId={shopId} />}</CurrentShopGate>;
}

function ShopReviewsScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const reviews = useStudioReviews(shopId);
  const items = reviews.data?.items ?? [];
  return (
    <>
      <PageHeader title={t('screens.shopReviews.title')} description={t('screens.shopReviews.description')} />
      {reviews.data && reviews.data.average !== null ? (
        <Typography sx={{ mb: 2 }} data-testid="shop-reviews-summary">
          <ReviewStars rating={reviews.data.average} />{' '}
          {t('reviews.summary', {
            average: reviews.data.average.toLocaleString(currentLocale()),
            count: reviews.data.count,
          })}
        </Typography>
      ) : null}
      <ListLoadState
        query={reviews}
        empty={items.length === 0}
        emptyText={t('reviews.empty')}
        emptyTestId="shop-reviews-empty"
      />
      {items.length === 0 ? null : (
        <Stack component="ul" sx={{ gap: 2, p: 0, m: 0 }} data-testid="shop-reviews">
          {items.map((review) => (
            <ReviewCard key={review.id} shopId={shopId} review={review} />
          ))}
        </Stack>
      )}
    </>
  );
}

function ReviewCard({ shopId, review }: { shopId: string; review: PublicReview }) {
  const { t } = useTranslation();
  const zone = useStudioZone(shopId);
  const answer = useAnswerReview(shopId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(review.answer ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate(
      { reviewId: review.id, answer: text.trim() },
      {
        onSuccess: () => {
          notify(t('reviews.answered'), 'success');
          setEditing(false);
        },
      },
    );
  };
  return (
    <Box
      component="li"
      data-testid="shop-review"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, listStyle: 'none' }}
    >
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        <ReviewStars rating={review.rating} />{' '}
        <Box component="span" sx={{ fontWeight: 600 }}>
          {review.authorName}
        </Box>
        {` · ${formatStudioDate(review.createdAt, zone, currentLocale())}`}
      </Typography>
      {review.text ? <Typography sx={{ whiteSpace: 'pre-line' }}>{review.text}</Typography> : null}
      {editing ? (
        <Stack component="form" direction="row" sx={{ gap: 1, mt: 1 }} onSubmit={submit}>
          <TextField
            size="small"
            fullWidth
            multiline
            label={t('reviews.answerLabel')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: reviewTextMax, 'data-testid': 'shop-review-answer-text' } }}
          />
          <Button
            type="submit"
            variant="contained"
            loading={answer.isPending}
            disabled={text.trim() === ''}
            data-testid="shop-review-answer-send"
          >
            {t('reviews.send')}
          </Button>
        </Stack>
      ) : (
        <>
          {review.answer ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1, ps: 2, borderInlineStart: 2, borderColor: 'divider', whiteSpace: 'pre-line' }}
              data-testid="shop-review-answer"
            >
              {t('reviews.yourAnswer', { answer: review.answer })}
            </Typography>
          ) : null}
          <Button
            size="small"
            sx={{ mt: 1 }}
            onClick={() => setEditing(true)}
            data-testid="shop-review-answer-open"
          >
            {t(review.answer ? 'reviews.changeAnswer' : 'reviews.answer')}
          </Button>
        </>
      )}
    </Box>
  );
}
