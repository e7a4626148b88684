import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ErrorCode } from '@studio/domain/error-codes';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useParams } from '../../../routing/build-router.ts';
import { ShopProblem } from '../../../shared/shops/components/shop-problem.tsx';
import { type BookingShop, useBookingShop } from '../api/get-booking-shop.ts';

/** The page's outline while the studio loads, so nothing jumps when it arrives. */
export function BookingPageSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }} role="status" aria-label={t('app.loading')}>
      <Skeleton width={160} />
      <Skeleton width="50%" height={48} sx={{ mb: 3 }} />
      <Stack sx={{ gap: 2 }}>
        {[0, 1, 2].map((row) => (
          <Card key={row} sx={{ p: 2.5 }}>
            <Skeleton width="40%" />
            <Skeleton width="70%" />
          </Card>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * Every booking page needs the studio: only an active one is public (its own admins see it in
 * every status, with a note), an unknown or non-active one gets the studio page's message.
 */
export function BookingShopGate({ children }: { children: (shop: BookingShop) => ReactNode }) {
  const { t } = useTranslation();
  const { shopId = '' } = useParams();
  const shop = useBookingShop(shopId);

  if (shop.isPending) return <BookingPageSkeleton />;
  if (shop.isError) {
    const error = shop.error;
    const notFound =
      isApiError(error) && (error.errorCode === ErrorCode.shopNotFound || error.status === 404);
    return <ShopProblem notFound={notFound} onRetry={() => void shop.refetch()} />;
  }
  return (
    <>
      {shop.data.status === 'active' ? null : (
        <Alert severity="warning" sx={{ maxWidth: 1080, mx: 'auto', mb: 3 }} data-testid="partner-not-active">
          {t('partner.notActive')}
        </Alert>
      )}
      {children(shop.data)}
    </>
  );
}
