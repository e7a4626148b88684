// The waitlist inside the booking flow's time picker: most customers find a time, so its form and
// texts load only when a customer asks for it.
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { WaitlistFormProps } from '../features/booking-flow/routes/book-select-date-route.tsx';
import { LazyTexts } from '../i18n/lazy-texts.tsx';

const WaitlistForm = lazy(async () => ({
  default: (await import('../features/waitlist/components/waitlist-form.tsx')).WaitlistForm,
}));

export function BookingWaitlist(props: WaitlistFormProps) {
  return (
    <LazyTexts features={['waitlist']}>
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
        <WaitlistForm {...props} />
      </Suspense>
    </LazyTexts>
  );
}
