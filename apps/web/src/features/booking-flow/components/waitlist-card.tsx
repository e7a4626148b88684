// Below the time picker: for a customer whom no time suits, the way onto the waitlist. Most
// customers find a time, so the form loads only when asked for.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const WaitlistForm = lazy(async () => ({ default: (await import('./waitlist-form.tsx')).WaitlistForm }));

export function WaitlistCard({
  shopId,
  serviceIds,
  firstDay,
  lastDay,
  prominent,
}: {
  shopId: string;
  serviceIds: string[];
  firstDay: string;
  lastDay: string;
  /** Nothing is free at all: the waitlist is the way on. */
  prominent: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card component="section" aria-labelledby="waitlist-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="waitlist-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('bookingFlow.waitlist.title')}
      </Typography>
      {open ? (
        <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
          <WaitlistForm shopId={shopId} serviceIds={serviceIds} firstDay={firstDay} lastDay={lastDay} />
        </Suspense>
      ) : (
        <Button
          variant={prominent ? 'contained' : 'outlined'}
          onClick={() => setOpen(true)}
          data-testid="waitlist-open"
        >
          {t('bookingFlow.waitlist.open')}
        </Button>
      )}
    </Card>
  );
}
