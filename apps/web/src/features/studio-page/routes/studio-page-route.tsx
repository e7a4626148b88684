import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ErrorCode } from '@studio/domain/error-codes';
import { lazy, Suspense, useEffect, useState } from 'react';
import { HydrateInTurn, hydrationTurns } from '../../../components/hydrate-in-turn.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useParams } from '../../../routing/build-router.ts';
import { useOpeningHours } from '../../../shared/availability/api/get-opening-hours.ts';
import { type Shop, useShop } from '../../../shared/shops/api/get-shop.ts';
import { useStudioPageSections } from '../../../shared/shops/api/get-studio-page-sections.ts';
import { ShopProblem } from '../../../shared/shops/components/shop-problem.tsx';
import { useBookableTreatments } from '../../../shared/treatments/api/list-bookable-treatments.ts';
import { StorefrontAbout } from '../components/storefront-about.tsx';
import { StorefrontHero } from '../components/storefront-hero.tsx';
import { StorefrontMoreLinks } from '../components/storefront-more-links.tsx';
import { StorefrontOpeningHours } from '../components/storefront-opening-hours.tsx';
import { StorefrontPriceList } from '../components/storefront-price-list.tsx';

// Reviews load after the page is shown: their code and dates stay out of the page's first load.
const StorefrontReviews = lazy(async () => ({
  default: (await import('../components/storefront-reviews.tsx')).StorefrontReviews,
}));

/** The reviews, in the browser only, once the page has hydrated. */
function LaterReviews({ shop }: { shop: Shop }) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return shown ? (
    <Suspense fallback={null}>
      <StorefrontReviews shopId={shop.id} timezone={shop.timezone} />
    </Suspense>
  ) : null;
}

function SectionSkeleton() {
  return (
    <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Skeleton width="40%" height={32} />
      <Skeleton />
      <Skeleton />
      <Skeleton width="70%" />
    </Card>
  );
}

/** Price list, opening hours and module links: each shows as soon as its own answer is there. */
function StorefrontDetails({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const services = useBookableTreatments(shop.id);
  const hours = useOpeningHours(shop.id);
  const sections = useStudioPageSections(shop.id);
  const failed = services.isError || hours.isError;
  return (
    <>
      {failed ? (
        <Alert severity="warning" data-testid="storefront-details-failed">
          {t('storefront.loadFailed')}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        {services.data ? (
          <HydrateInTurn turn={3}>
            <StorefrontPriceList services={services.data} currencyCode={shop.currencyCode} />
          </HydrateInTurn>
        ) : services.isPending ? (
          <SectionSkeleton />
        ) : null}
        <HydrateInTurn turn={hydrationTurns - 1}>
          <Stack sx={{ gap: 3 }}>
            {hours.data ? (
              <StorefrontOpeningHours hours={hours.data} timezone={shop.timezone} />
            ) : hours.isPending ? (
              <SectionSkeleton />
            ) : null}
            {sections.data ? <StorefrontMoreLinks sections={sections.data} /> : null}
          </Stack>
        </HydrateInTurn>
      </Box>
    </>
  );
}

function Storefront({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 3 }} data-testid="partner-studio">
      {shop.status === 'active' ? null : (
        // Only the studio's own admins and global admins get a non-active shop.
        <Alert severity="warning" data-testid="partner-not-active">
          {t('partner.notActive')}
        </Alert>
      )}
      <StorefrontHero shop={shop} />
      {shop.description ? <StorefrontAbout description={shop.description} /> : null}
      <StorefrontDetails shop={shop} />
      <LaterReviews shop={shop} />
    </Stack>
  );
}

/** /partner/{shopId}: the studio's storefront, where customers from Instagram or Google arrive. */
export function StudioPageRoute() {
  const { shopId = '' } = useParams();
  const { t } = useTranslation();
  const shop = useShop(shopId);

  if (shop.isPending) {
    return (
      <Card sx={{ overflow: 'hidden' }} role="status" aria-label={t('app.loading')}>
        <Skeleton variant="rectangular" sx={{ height: { xs: 148, sm: 220, md: 280 } }} />
        <Box sx={{ px: { xs: 2.5, sm: 4 }, pb: 4 }}>
          <Skeleton variant="circular" width={84} height={84} sx={{ mt: '-42px' }} />
          <Skeleton width="30%" />
          <Skeleton width="60%" height={48} />
          <Skeleton width="45%" />
        </Box>
      </Card>
    );
  }
  if (shop.isError) {
    const error = shop.error;
    const notFound =
      isApiError(error) && (error.errorCode === ErrorCode.shopNotFound || error.status === 404);
    return <ShopProblem notFound={notFound} onRetry={() => void shop.refetch()} />;
  }
  return <Storefront shop={shop.data} />;
}
