import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomerBooking } from '@studio/domain/booking-contract';
import { reviewTextMax } from '@studio/domain/review-contract';
import { type FormEvent, useId, useState } from 'react';
import { SetupFormDialog } from '../../../components/setup-form-dialog.tsx';
import { formatStudioDayWithWeekday } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useReviewVisit } from '../api/review-visit.ts';

/** Stars and a short text for one completed visit; sent once, then the row shows it as rated. */
export function ReviewVisitDialog({ booking, onClose }: { booking: CustomerBooking; onClose: () => void }) {
  const { t } = useTranslation();
  const review = useReviewVisit();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [missingRating, setMissingRating] = useState(false);
  const ratingLabel = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissingRating(true);
      return;
    }
    const trimmed = text.trim();
    review.mutate(
      { bookingId: booking.id, review: { rating, ...(trimmed ? { text: trimmed } : {}) } },
      {
        onSuccess: () => {
          notify(t('myBookings.review.thanks'), 'success');
          onClose();
        },
      },
    );
  };
  return (
    <SetupFormDialog
      title={t('myBookings.review.title', { studio: booking.shop.name })}
      submitLabel={t('myBookings.review.send')}
      saving={review.isPending}
      failure={review.error}
      onSubmit={submit}
      onClose={onClose}
      testId="review-visit"
    >
      <Typography color="text.secondary">
        {formatStudioDayWithWeekday(booking.start, booking.shop.timezone, currentLocale())} ·{' '}
        {booking.services.map((service) => service.name).join(', ')}
      </Typography>
      <div>
        <Typography id={ratingLabel} variant="subtitle2">
          {t('myBookings.review.rating')}
        </Typography>
        <Stack direction="row" role="group" aria-labelledby={ratingLabel} data-testid="review-visit-rating">
          {[1, 2, 3, 4, 5].map((stars) => (
            <IconButton
              key={stars}
              aria-label={t('myBookings.review.stars', { count: stars })}
              aria-pressed={rating === stars}
              color={rating !== null && stars <= rating ? 'warning' : 'default'}
              onClick={() => {
                setRating(stars);
                setMissingRating(false);
              }}
            >
              {rating !== null && stars <= rating ? <StarIcon /> : <StarBorderIcon />}
            </IconButton>
          ))}
        </Stack>
        {missingRating ? (
          <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
            {t('myBookings.review.ratingMissing')}
          </Typography>
        ) : null}
      </div>
      <TextField
        label={t('myBookings.review.text')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: reviewTextMax, 'data-testid': 'review-visit-text' } }}
      />
    </SetupFormDialog>
  );
}
